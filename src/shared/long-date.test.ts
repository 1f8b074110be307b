import { describe, expect, it } from "vitest";
import { formatLongDate, isoLocalDate } from "./long-date";

describe("formatLongDate", () => {
  it("writes the day, the month in full and the year, from the local calendar date", () => {
    expect(formatLongDate(new Date(2025, 10, 21))).toBe("21 November 2025");
    expect(formatLongDate(new Date(2025, 0, 8, 23, 59))).toBe("8 January 2025");
    expect(formatLongDate(new Date(2026, 11, 31, 0, 1))).toBe("31 December 2026");
  });
});

describe("isoLocalDate", () => {
  it("gives the local calendar date with zero-padded month and day", () => {
    expect(isoLocalDate(new Date(2025, 0, 8, 23, 30))).toBe("2025-01-08");
    expect(isoLocalDate(new Date(2026, 11, 31, 0, 5))).toBe("2026-12-31");
  });
});
