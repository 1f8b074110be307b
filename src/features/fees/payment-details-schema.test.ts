import { describe, expect, it } from "vitest";
import fees from "../../data/fees.json" with { type: "json" };
import { paymentDetailsSchema, type PaymentDetails } from "./payment-details-schema";

const shipped: PaymentDetails = fees.payment;

/** The first message the schema gives for the payment details with one part changed, and where. */
function refusal(change: (details: PaymentDetails) => void): string | undefined {
  const details = structuredClone(shipped);
  change(details);
  const result = paymentDetailsSchema.safeParse(details);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return `${issue!.path.join(".")}: ${issue!.message}`;
}

describe("the payment details' rules", () => {
  it("accept the shipped placeholders: Pay Bill 000000 and Example Bank", () => {
    expect(shipped.payBill.businessNumber).toBe("000000");
    expect(shipped.bank.bank).toBe("Example Bank");
    expect(refusal(() => {})).toBeUndefined();
  });

  it("take a Pay Bill business number of 5 to 7 digits, and nothing else", () => {
    for (const ok of ["12345", "123456", "1234567", "000000"]) expect(refusal((d) => (d.payBill.businessNumber = ok))).toBeUndefined();
    const message = "payBill.businessNumber: must be the Pay Bill business number: 5 to 7 digits, no spaces";
    for (const wrong of ["1234", "12345678", "123 456", "12345a", "", " 123456"]) expect(refusal((d) => (d.payBill.businessNumber = wrong)), wrong).toBe(message);
  });

  it("take a bank account number of digits only", () => {
    expect(refusal((d) => (d.bank.accountNumber = "1234567890123"))).toBeUndefined();
    const message = "bank.accountNumber: must be the account number: 6 to 20 digits, no spaces or dashes";
    for (const wrong of ["12345", "1234-5678-90", "0110 2345 678", "ACC123456"]) expect(refusal((d) => (d.bank.accountNumber = wrong)), wrong).toBe(message);
  });

  it("want a bank, a branch and what to type as the account", () => {
    expect(refusal((d) => (d.bank.bank = ""))).toBe("bank.bank: must not be empty");
    expect(refusal((d) => (d.bank.branch = ""))).toBe("bank.branch: must not be empty");
    expect(refusal((d) => (d.payBill.accountForPupil = ""))).toBe("payBill.accountForPupil: must not be empty");
  });

  it("want the day of the last check with its year, a day on the calendar", () => {
    expect(refusal((d) => (d.checkedOn = "1 March 2027"))).toBeUndefined();
    const message = "checkedOn: must be a day with its month and year, like 25 November 2026";
    for (const wrong of ["25 November", "2026-11-25", "31 February 2026", "yesterday"]) expect(refusal((d) => (d.checkedOn = wrong)), wrong).toBe(message);
  });
});
