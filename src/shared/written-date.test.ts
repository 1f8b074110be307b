import { describe, expect, it } from "vitest";
import { formatRange, parseWrittenDate } from "./written-date";

describe("parseWrittenDate", () => {
  it("reads a day and month in the calendar's year", () => {
    expect(parseWrittenDate("8 January", 2025)).toMatchObject({ day: 8, month: 1, year: 2025, iso: "2025-01-08" });
    expect(parseWrittenDate("24 October", 2025)?.iso).toBe("2025-10-24");
  });

  it("keeps a written year", () => {
    expect(parseWrittenDate("3 January 2026", 2025)).toMatchObject({ year: 2026, yearWritten: true, iso: "2026-01-03" });
  });

  it("keeps a day that is not on the calendar, with no ISO date", () => {
    expect(parseWrittenDate("29 February", 2025)).toMatchObject({ text: "29 February", day: 29, month: 2, iso: null });
    expect(parseWrittenDate("29 February", 2024)?.iso).toBe("2024-02-29");
    expect(parseWrittenDate("31 April", 2025)?.iso).toBeNull();
  });

  it("refuses text that is not 'D Month [YYYY]'", () => {
    for (const bad of ["", "January 8", "8 Jan", "08 January", "32 January", "8 january", "2025-01-08", "8  January"]) {
      expect(parseWrittenDate(bad, 2025), bad).toBeUndefined();
    }
  });
});

describe("formatRange", () => {
  it("writes every range of docs/site.md, Term dates 2025, as that section writes it", () => {
    expect(formatRange("29 February", "3 March", 2025)).toBe("29 February to 3 March");
    expect(formatRange("8 April", "26 April", 2025)).toBe("8 to 26 April");
    expect(formatRange("24 June", "1 July", 2025)).toBe("24 June to 1 July");
    expect(formatRange("30 July", "2 September", 2025)).toBe("30 July to 2 September");
    expect(formatRange("28 October", "3 January 2026", 2025)).toBe("28 October to 3 January 2026");
  });
});
