import { describe, expect, it } from "vitest";
import { dataFiles, fieldName, validateContent, type DataFile } from "./validate-content.build";

/** A deep, writable copy of a data file as shipped, to break on purpose. */
function copyOf<T>(file: DataFile): T {
  return structuredClone(dataFiles[file].value) as T;
}

function messageOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected validateContent to throw");
}

type Fees = Record<string, Record<string, unknown>> & { paymentMethods: { method: string }[] };
type Terms = { years: { year: number; terms: { opening: string; closing: string }[] }[] };

describe("validateContent", () => {
  it("accepts every data file as shipped", () => {
    expect(() => validateContent()).not.toThrow();
  });

  it("names a wrong amount with its file and field", () => {
    const fees = copyOf<Fees>("src/data/fees.json");
    fees.grade8!.termFee = 85_200.5;
    expect(messageOf(() => validateContent({ "src/data/fees.json": fees }))).toContain(
      "src/data/fees.json: grade8.termFee: must be a whole number of shillings",
    );
  });

  it("names an amount typed as text, a negative one and one with an extra digit", () => {
    const fees = copyOf<Fees>("src/data/fees.json");
    fees.grade7!.termFee = "80,000";
    fees.grade9!.uniformBeddingTextbooks = -30_000;
    fees.newStudents!.commitmentFee = 20_000_000;
    const message = messageOf(() => validateContent({ "src/data/fees.json": fees }));
    expect(message).toContain("grade7.termFee: must be a number of shillings");
    expect(message).toContain("grade9.uniformBeddingTextbooks: must be more than 0");
    expect(message).toContain("newStudents.commitmentFee: is over KES 1,000,000");
  });

  it("names a payment method with no name, by its position", () => {
    const fees = copyOf<Fees>("src/data/fees.json");
    fees.paymentMethods[1]!.method = "";
    expect(messageOf(() => validateContent({ "src/data/fees.json": fees }))).toContain("src/data/fees.json: paymentMethods[1].method:");
  });

  it("names a malformed date, by its year and term", () => {
    const terms = copyOf<Terms>("src/data/term-dates.json");
    terms.years[0]!.terms[2]!.closing = "24/10/2025";
    expect(messageOf(() => validateContent({ "src/data/term-dates.json": terms }))).toContain(
      "src/data/term-dates.json: years[0].terms[2].closing: must be written like '14 March'",
    );
  });

  it("names a term that closes before it opens", () => {
    const terms = copyOf<Terms>("src/data/term-dates.json");
    terms.years[0]!.terms[1]!.closing = "2 April";
    expect(messageOf(() => validateContent({ "src/data/term-dates.json": terms }))).toContain(
      "years[0].terms[1].closing: 2 April (closing) is not after the opening, 29 April",
    );
  });

  it("names a date that is not on the calendar unless it is recorded as written", () => {
    const terms = copyOf<Terms>("src/data/term-dates.json");
    terms.years[0]!.terms[2]!.opening = "31 September";
    expect(messageOf(() => validateContent({ "src/data/term-dates.json": terms }))).toContain(
      "years[0].terms[2].opening: 31 September 2025 is not a day on the calendar",
    );
  });

  it("checks each school year on its own calendar, and wants the years oldest first, each once", () => {
    const terms = copyOf<Terms>("src/data/term-dates.json");
    const year2026 = { year: 2026, terms: [{ name: "Term 1", opening: "5 January", closing: "29 February", holiday: { name: "April holiday", starting: "4 April", ending: "26 April" } }] };
    terms.years.push(year2026 as unknown as Terms["years"][number], structuredClone(year2026) as unknown as Terms["years"][number]);
    const message = messageOf(() => validateContent({ "src/data/term-dates.json": terms }));
    expect(message).toContain("years[1].terms[0].closing: 29 February 2026 is not a day on the calendar");
    expect(message).toContain("years[2].year: 2026 must come after 2026");
  });

  it("names a malformed e-mail, a deadline before its start, a dashboard that is not https", () => {
    const details = copyOf<Record<string, unknown>>("src/data/site.json");
    details.admissionsEmail = "admissions-at-school";
    const countdown = copyOf<{ dates: Record<string, string> }>("src/data/admissions-countdown.json");
    countdown.dates.deadline = "2025-09-01T00:00:00+03:00";
    const dashboards = copyOf<{ dashboards: { embedUrl: string }[] }>("src/data/dashboards.json");
    dashboards.dashboards[0]!.embedUrl = "http://dashboards.example/x";
    const message = messageOf(() =>
      validateContent({ "src/data/site.json": details, "src/data/admissions-countdown.json": countdown, "src/data/dashboards.json": dashboards }),
    );
    expect(message).toContain("src/data/site.json: admissionsEmail: must be an e-mail address");
    expect(message).toContain("src/data/admissions-countdown.json: dates.deadline: must be after the start");
    expect(message).toContain("src/data/dashboards.json: dashboards[0].embedUrl: must be an https:// address");
  });

  it("refuses a phone number without its country code", () => {
    const details = copyOf<Record<string, unknown>>("src/data/site.json");
    details.phone = { display: "0700 000 000", tel: "0700000000" };
    expect(messageOf(() => validateContent({ "src/data/site.json": details }))).toContain("src/data/site.json: phone.tel:");
  });

  it("names an alert that ends before it starts, and its link to a missing page", () => {
    const alert = copyOf<{ window: { start: string; end: string }; link?: { label: string; to: string } }>("src/data/alert.json");
    alert.window = { start: "2026-11-25 09:00", end: "2026-11-25 08:00" };
    alert.link = { label: "Term dates", to: "/term" };
    const message = messageOf(() => validateContent({ "src/data/alert.json": alert }));
    expect(message).toContain("src/data/alert.json: window.end: must be after the start");
    expect(message).toContain("src/data/alert.json: link.to: no page of the site has this address");
  });
});

describe("fieldName", () => {
  it("writes positions in brackets", () => {
    expect(fieldName(["grade8", "terms", 1, "amount"])).toBe("grade8.terms[1].amount");
    expect(fieldName(["years", 0, "terms", 2, "closing"])).toBe("years[0].terms[2].closing");
  });
});
