import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { feeTableSchema } from "../../features/fees/fees-schema";
import { termYearsSchema } from "../../features/term-dates/term-dates-schema";
import { noticeFrontmatterSchema } from "../../features/notices/notice-schema";
import { changeLine, fieldChanges } from "./field-changes";

const fees = JSON.parse(readFileSync("src/data/fees.json", "utf8"));
const termDates = JSON.parse(readFileSync("src/data/term-dates.json", "utf8"));
const copy = <T>(value: T): T => structuredClone(value);

describe("what changed, field by field, in the editor's labels", () => {
  it("names a fee by its grade and its field, with the amounts as the form shows them", () => {
    const after = copy(fees);
    after.grade7.termFee = 81000;
    after.siblingDiscountPercent = 10;
    expect(fieldChanges(feeTableSchema, { ...fees, grade7: { ...fees.grade7, termFee: 80000 } }, after).map(changeLine)).toEqual([
      "Grade 7, Term fee (KES): 80,000 → 81,000",
      `Sibling discount (%): ${fees.siblingDiscountPercent} → 10`,
    ]);
  });

  it("names a list entry by its naming field, and says what was added or removed", () => {
    const after = copy(fees);
    after.paymentMethods[2].accepted = true;
    after.paymentMethods.push({ method: "Bank transfer", accepted: true, detail: "To the school's account." });
    after.newStudents.freeTransportTowns = ["Nanyuki", "Embu"];
    const cash = fees.paymentMethods[2].method;
    expect(fieldChanges(feeTableSchema, fees, after).map(changeLine)).toEqual([
      `New students, Towns with free transport: ${fees.newStudents.freeTransportTowns.join(", ")} → Nanyuki, Embu`,
      `Ways of paying, ${cash}, Accepted: No → Yes`,
      `Ways of paying, Bank transfer: added (Bank transfer; Yes; To the school's account.)`,
    ]);
    expect(fieldChanges(feeTableSchema, after, fees).map(changeLine).at(-1)).toBe("Ways of paying, Bank transfer: removed (was Bank transfer; Yes; To the school's account.)");
  });

  it("names a term date by its year and term", () => {
    const after = copy(termDates);
    const year = after.years[0];
    year.terms[0].opening = "9 January";
    expect(fieldChanges(termYearsSchema, termDates, after).map(changeLine)).toEqual([`School years, School year ${year.year}, Terms, ${year.terms[0].name}, Opens on: ${termDates.years[0].terms[0].opening} → 9 January`]);
  });

  it("reads a notice's settings with their titles, an unset value as empty", () => {
    const before = { title: "Term 1 opening", date: "2026-01-05", category: "Academic", summary: "School opens on 5 January." };
    const after = { ...before, title: "Term 1 opening moved", urgent: true };
    expect(fieldChanges(noticeFrontmatterSchema, before, after).map(changeLine)).toEqual(["Title: Term 1 opening → Term 1 opening moved", "Urgent: (empty) → Yes"]);
  });

  it("finds nothing when nothing changed", () => {
    expect(fieldChanges(feeTableSchema, fees, copy(fees))).toEqual([]);
  });
});

describe("what changed in a file with no schema", () => {
  it("reads its fields by their keys", () => {
    expect(fieldChanges(undefined, { headMaster: "a.jpg", chapel: "b.jpg" }, { headMaster: "c.jpg", chapel: "b.jpg" }).map(changeLine)).toEqual(["Head master: a.jpg → c.jpg"]);
  });
});
