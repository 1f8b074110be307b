import { describe, expect, it } from "vitest";
import { fees } from "./fees";
import { andList } from "~/shared/and-list";
import { annualTotal, oneTimeCharges, termFees } from "./fee-totals";

describe("termly fees and annual totals (docs/site.md, Fees table)", () => {
  it.each([
    ["grade7", 80_000, 240_000],
    ["grade8", 85_200, 255_600],
    ["grade9", 105_200, 315_600],
  ] as const)("%s: three terms of %i make %i a year", (key, perTerm, annual) => {
    const terms = termFees(fees[key]);
    expect(terms.map((t) => t.term)).toEqual(["Term 1", "Term 2", "Term 3"]);
    expect(terms.every((t) => t.amount === perTerm)).toBe(true);
    expect(annualTotal(terms)).toBe(annual);
  });

  it("sums terms that differ", () => {
    expect(annualTotal([{ term: "Term 1", amount: 1 }, { term: "Term 2", amount: 20 }, { term: "Term 3", amount: 300 }])).toBe(321);
  });
});

describe("one-time charges for new students", () => {
  it.each([
    ["grade7", 30_000],
    ["grade8", 100_000],
    ["grade9", 30_000],
  ] as const)("%s: commitment fee 20,000 and uniform, bedding and textbooks %i", (key, uniform) => {
    const charges = oneTimeCharges(fees[key], fees.newStudents);
    expect(charges.map((c) => [c.title, c.amount, c.isFree ?? false])).toEqual([
      ["Commitment fee (non-refundable)", 20_000, false],
      ["Uniform, bedding and textbooks", uniform, false],
      ["Transport to and from Nanyuki, Mombasa and Embu", 0, true],
    ]);
  });
});

describe("andList", () => {
  it("joins words the way the pages write them", () => {
    expect(andList([])).toBe("");
    expect(andList(["Embu"])).toBe("Embu");
    expect(andList(["Mombasa", "Embu"])).toBe("Mombasa and Embu");
    expect(andList(["Nanyuki", "Mombasa", "Embu"])).toBe("Nanyuki, Mombasa and Embu");
  });
});
