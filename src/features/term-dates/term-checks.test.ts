import { describe, expect, it } from "vitest";
import { termYears } from "./term-dates";

/** The 2025 dates as shipped (docs/site.md, Term dates 2025). */
const termDates = termYears.years.find((calendar) => calendar.year === 2025)!;
import type { DateField, TermCalendar } from "./term-shapes";
import { isAsWritten, termProblems } from "./term-checks";
import { formatRange, parseWrittenDate } from "~/shared/written-date";

const iso = (text: string) => parseWrittenDate(text, termDates.year)?.iso ?? null;

describe("the 2025 term dates (docs/site.md, Term dates 2025)", () => {
  it("are exactly those of docs/site.md, Term dates 2025, as written", () => {
    const rows = termDates.terms.map((t) => [
      t.name,
      t.opening,
      t.closing,
      t.halfTerm ? formatRange(t.halfTerm.opening, t.halfTerm.closing, termDates.year) : null,
      `${t.holiday.name} ${formatRange(t.holiday.starting, t.holiday.ending, termDates.year)}`,
    ]);
    expect(rows).toEqual([
      ["Term 1", "8 January", "5 April", "29 February to 3 March", "April holiday 8 to 26 April"],
      ["Term 2", "29 April", "2 August", "24 June to 1 July", "August holiday 30 July to 2 September"],
      ["Term 3", "2 September", "24 October", null, "Christmas holiday 28 October to 3 January 2026"],
    ]);
  });

  it("close after they open, except where docs/site.md, Term dates 2025, itself says otherwise (recorded in asWritten)", () => {
    for (const term of termDates.terms) {
      const periods: (readonly [DateField, string, DateField, string])[] = [
        ["opening", term.opening, "closing", term.closing],
        ["holiday.starting", term.holiday.starting, "holiday.ending", term.holiday.ending],
        ...(term.halfTerm ? [["halfTerm.opening", term.halfTerm.opening, "halfTerm.closing", term.halfTerm.closing] as const] : []),
      ];
      for (const [startField, start, endField, end] of periods) {
        const a = iso(start);
        const b = iso(end);
        if (a === null || b === null) {
          expect(isAsWritten(term, a === null ? startField : endField), `${term.name} ${start}–${end}`).toBe(true);
        } else {
          expect(b > a, `${term.name} ${start}–${end}`).toBe(true);
        }
      }
    }
  });

  it("record exactly the two exceptions of docs/site.md, Term dates 2025: 29 February 2025 and the August holiday overlapping Term 2", () => {
    expect(termDates.terms.map((t) => ("asWritten" in t ? t.asWritten : []))).toEqual([
      [{ field: "halfTerm.opening", kind: "not-a-date" }],
      [{ field: "holiday.starting", kind: "out-of-order" }],
      [],
    ]);
    expect(iso("29 February")).toBeNull();
    expect(iso(termDates.terms[1]!.holiday.starting)! < iso(termDates.terms[1]!.closing)!).toBe(true);
  });

  it("break no other rule", () => {
    expect(termProblems(termDates)).toEqual([]);
  });
});

describe("termProblems", () => {
  const base: TermCalendar = {
    year: 2025,
    terms: [
      { name: "A", opening: "6 January", closing: "4 April", holiday: { name: "Easter", starting: "5 April", ending: "27 April" } },
      { name: "B", opening: "28 April", closing: "1 August", holiday: { name: "August", starting: "2 August", ending: "31 August" } },
    ],
  };

  it("finds a holiday starting before its term closes, at that field", () => {
    const calendar = structuredClone(base) as TermCalendar & { terms: { holiday: { starting: string } }[] };
    calendar.terms[0]!.holiday.starting = "1 April";
    expect(termProblems(calendar).map((p) => p.path)).toEqual([["terms", 0, "holiday", "starting"]]);
  });

  it("finds a term opening before the previous holiday ends", () => {
    const calendar = structuredClone(base) as TermCalendar & { terms: { opening: string }[] };
    calendar.terms[1]!.opening = "20 April";
    expect(termProblems(calendar).map((p) => p.path)).toContainEqual(["terms", 1, "opening"]);
  });

  it("finds a half term outside its term", () => {
    const calendar = { ...base, terms: [{ ...base.terms[0]!, halfTerm: { opening: "1 January", closing: "5 January" } }] };
    expect(termProblems(calendar).map((p) => p.path)).toEqual([["terms", 0, "halfTerm", "opening"]]);
  });

  it("finds a recorded exception that no longer applies", () => {
    const calendar = { ...base, terms: [{ ...base.terms[0]!, asWritten: [{ field: "closing", kind: "out-of-order" }] as const }] };
    expect(termProblems(calendar)).toEqual([
      { path: ["terms", 0, "asWritten", 0], message: "closing is kept as published (out-of-order) but follows the rules: remove this entry" },
    ]);
  });
});
