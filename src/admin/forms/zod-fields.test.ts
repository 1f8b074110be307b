import { describe, expect, it } from "vitest";
import { pageFrontmatterSchema } from "~/features/page-content/frontmatter-schema";
import { dataFiles } from "~/facts/validate-content.build";
import { admissionsCountdownSchema, dashboardsSchema, siteDetailsSchema } from "~/config/site-schema";
import { alertSchema } from "~/features/alert/alert-schema";
import { feeTableSchema } from "~/features/fees/fees-schema";
import { schoolEventSchema } from "~/features/school-events/school-event-schema";
import { termYearsSchema } from "~/features/term-dates/term-dates-schema";
import { schemaField } from "./zod-fields";

/**
 * The editor's form and the build refuse the same values (docs/decisions/023): each field the
 * editor shows checks its value with the schema the build uses. Saving is refused (validate
 * throws) with the message the build gives.
 */

function refusal(field: ReturnType<typeof schemaField>, value: unknown): string | undefined {
  try {
    field.validate({ value });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const fees = dataFiles["src/data/fees.json"].value as { grade7: Record<string, unknown> };
const terms = dataFiles["src/data/term-dates.json"].value as { years: { year: number; terms: Record<string, unknown>[] }[] };
const dashboards = dataFiles["src/data/dashboards.json"].value as { dashboards: Record<string, unknown>[] };
const countdown = dataFiles["src/data/admissions-countdown.json"].value as { dates: Record<string, string> };

describe("the editor's fields refuse what the build refuses", () => {
  const grade7 = schemaField(feeTableSchema.shape.grade7, "grade7");

  it("accepts every value as shipped", () => {
    for (const [file, { schema, value }] of Object.entries(dataFiles)) {
      for (const [key, child] of Object.entries(schema.shape)) {
        expect(refusal(schemaField(child as never, key), (value as Record<string, unknown>)[key]), `${file} ${key}`).toBeUndefined();
      }
    }
  });

  it("a negative or non-numeric fee", () => {
    expect(refusal(grade7, { ...fees.grade7, termFee: 81_000 })).toBeUndefined();
    expect(refusal(grade7, { ...fees.grade7, termFee: -5 })).toBe("Grade 7 (termFee): must be more than 0");
    expect(refusal(grade7, { ...fees.grade7, termFee: "abc" })).toBe("Grade 7 (termFee): must be a number of shillings, like 12500");
  });

  it("a term that closes before it opens", () => {
    const years = structuredClone(terms.years);
    years[0]!.terms[1]!.closing = "2 April";
    expect(refusal(schemaField(termYearsSchema.shape.years, "years"), years)).toBe(
      "School years (0.terms.1.closing): 2 April (closing) is not after the opening, 29 April. If the school published it so, add it to the term's \"Dates kept as published\" (asWritten: { field: \"closing\", kind: \"out-of-order\" })",
    );
  });

  it("a countdown whose deadline is before its start", () => {
    const dates = schemaField(admissionsCountdownSchema.shape.dates, "dates");
    expect(refusal(dates, { ...countdown.dates, deadline: "2025-09-01T00:00:00+03:00" })).toBe("When the countdown shows (deadline): must be after the start");
  });

  it("an alert that ends before it starts", () => {
    const window = schemaField(alertSchema.shape.window, "window");
    expect(refusal(window, { start: "2026-11-25 09:00", end: "2026-11-25 08:00" })).toBe("When it shows (end): must be after the start");
  });

  it("a school event that ends before it starts, at its end time", () => {
    const when = schemaField(schoolEventSchema.shape.when, "when");
    expect(refusal(when, { date: "2027-02-20", starts: "08:00", ends: "16:00" })).toBeUndefined();
    expect(refusal(when, { date: "2027-02-20", starts: "08:00", ends: "07:00" })).toBe("When (ends): it ends before it starts (08:00)");
  });

  it("no rule compares two top-level values of a file, which the form's per-field check could not see", () => {
    const schemas = { ...Object.fromEntries(Object.entries(dataFiles).map(([file, { schema }]) => [file, schema])), pageFrontmatterSchema, schoolEventSchema };
    for (const [name, schema] of Object.entries(schemas)) {
      expect(schema._zod.def.checks ?? [], name).toHaveLength(0);
    }
  });

  it("a Pay Bill number that is not 5 to 7 digits", () => {
    const payment = schemaField(feeTableSchema.shape.payment, "payment");
    const shipped = dataFiles["src/data/fees.json"].value as { payment: { payBill: Record<string, unknown> } };
    expect(refusal(payment, { ...shipped.payment, payBill: { ...shipped.payment.payBill, businessNumber: "247247" } })).toBeUndefined();
    expect(refusal(payment, { ...shipped.payment, payBill: { ...shipped.payment.payBill, businessNumber: "2472" } })).toBe(
      "Payment details (payBill.businessNumber): must be the Pay Bill business number: 5 to 7 digits, no spaces",
    );
  });

  it("an e-mail without @", () => {
    expect(refusal(schemaField(siteDetailsSchema.shape.admissionsEmail, "admissionsEmail"), "admissions.school.example")).toMatch(/^Admissions e-mail: must be an e-mail address/);
  });

  it("a dashboard address that is not https", () => {
    const list = [{ ...dashboards.dashboards[0], embedUrl: "http://dashboards.example/x" }, ...dashboards.dashboards.slice(1)];
    expect(refusal(schemaField(dashboardsSchema.shape.dashboards, "dashboards"), list)).toBe("Results dashboards (0.embedUrl): must be an https:// address");
  });

  it("an empty alt text", () => {
    const photo = schemaField(pageFrontmatterSchema.shape.photo, "photo");
    expect(refusal(photo, { slot: "laundry", alt: "A washing line" })).toBeUndefined();
    expect(refusal(photo, { slot: "laundry", alt: "" })).toBe("Photo beside the introduction (alt): describe the photo for people who cannot see it");
  });
});
