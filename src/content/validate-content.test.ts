import { describe, expect, it } from "vitest";
import { fees } from "./fees";
import { termDates } from "./term-dates";
import { fieldName, validateContent } from "./validate-content";

/** A deep, writable copy to break on purpose. */
function copy<T>(value: unknown): T {
  return structuredClone(value) as T;
}

function messageOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected validateContent to throw");
}

describe("validateContent", () => {
  it("accepts the school's fees and term dates", () => {
    expect(() => validateContent()).not.toThrow();
  });

  it("names a wrong amount", () => {
    const badFees = copy<{ grade8: { termFee: number } }>(fees);
    badFees.grade8.termFee = 85_200.5;
    const message = messageOf(() => validateContent({ fees: badFees, termDates }));
    expect(message).toContain("src/content/fees.ts: fees.grade8.termFee: must be a whole number of shillings");
  });

  it("names an amount typed as text, a negative one and one with an extra digit", () => {
    const badFees = copy<Record<string, Record<string, unknown>>>(fees);
    badFees.grade7!.termFee = "80,000";
    badFees.grade9!.uniformBeddingTextbooks = -30_000;
    badFees.newStudents!.commitmentFee = 20_000_000;
    const message = messageOf(() => validateContent({ fees: badFees, termDates }));
    expect(message).toContain("fees.grade7.termFee: must be a number of shillings");
    expect(message).toContain("fees.grade9.uniformBeddingTextbooks: must be more than 0");
    expect(message).toContain("fees.newStudents.commitmentFee: is over KES 1,000,000");
  });

  it("names a payment method with no name, by its position", () => {
    const badFees = copy<{ paymentMethods: { method: string }[] }>(fees);
    badFees.paymentMethods[1]!.method = "";
    expect(messageOf(() => validateContent({ fees: badFees, termDates }))).toContain("fees.paymentMethods[1].method:");
  });

  it("names a malformed date", () => {
    const badDates = copy<{ terms: { closing: string }[] }>(termDates);
    badDates.terms[2]!.closing = "24/10/2025";
    expect(messageOf(() => validateContent({ fees, termDates: badDates }))).toContain(
      "src/content/term-dates.ts: termDates.terms[2].closing: must be written like '14 March'",
    );
  });

  it("names a term that closes before it opens", () => {
    const badDates = copy<{ terms: { closing: string }[] }>(termDates);
    badDates.terms[1]!.closing = "2 April";
    expect(messageOf(() => validateContent({ fees, termDates: badDates }))).toContain(
      "termDates.terms[1].closing: 2 April (closing) is not after the opening, 29 April",
    );
  });

  it("names a date that is not on the calendar unless it is recorded as written", () => {
    const badDates = copy<{ terms: { opening: string }[] }>(termDates);
    badDates.terms[2]!.opening = "31 September";
    expect(messageOf(() => validateContent({ fees, termDates: badDates }))).toContain(
      "termDates.terms[2].opening: 31 September 2025 is not a day on the calendar",
    );
  });
});

describe("fieldName", () => {
  it("writes positions in brackets", () => {
    expect(fieldName("fees", ["grade8", "terms", 1, "amount"])).toBe("fees.grade8.terms[1].amount");
    expect(fieldName("termDates", [])).toBe("termDates");
  });
});
