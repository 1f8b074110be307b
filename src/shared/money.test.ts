import { describe, expect, it } from "vitest";
import { formatKes, formatPercent } from "./money";

describe("formatKes", () => {
  it("writes every fee of docs/site.md, Fees table, as KES with comma-grouped thousands", () => {
    expect(formatKes(80_000)).toBe("KES 80,000");
    expect(formatKes(85_200)).toBe("KES 85,200");
    expect(formatKes(105_200)).toBe("KES 105,200");
    expect(formatKes(240_000)).toBe("KES 240,000");
    expect(formatKes(255_600)).toBe("KES 255,600");
    expect(formatKes(315_600)).toBe("KES 315,600");
    expect(formatKes(20_000)).toBe("KES 20,000");
    expect(formatKes(100_000)).toBe("KES 100,000");
  });

  it("handles small and large amounts", () => {
    expect(formatKes(0)).toBe("KES 0");
    expect(formatKes(999)).toBe("KES 999");
    expect(formatKes(1_000)).toBe("KES 1,000");
    expect(formatKes(1_234_567)).toBe("KES 1,234,567");
  });

  it("refuses amounts that are not whole, non-negative shillings", () => {
    expect(() => formatKes(80_000.5)).toThrow(RangeError);
    expect(() => formatKes(-1)).toThrow(RangeError);
    expect(() => formatKes(Number.NaN)).toThrow(RangeError);
  });
});

describe("formatPercent", () => {
  it("writes the sibling discount as docs/site.md, Fees table, does", () => {
    expect(formatPercent(7.5)).toBe("7.5%");
    expect(formatPercent(10)).toBe("10%");
  });
});
