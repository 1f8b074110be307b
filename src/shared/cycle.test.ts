import { describe, expect, it } from "vitest";
import { nextInCycle, wrapIndex } from "./cycle";

describe("wrapIndex", () => {
  it("keeps an index inside the list", () => {
    expect(wrapIndex(0, 3)).toBe(0);
    expect(wrapIndex(2, 3)).toBe(2);
  });

  it("comes round from the last item to the first and back", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
  });

  it("refuses an empty list", () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
  });
});

describe("nextInCycle", () => {
  const chain = ["talent", "band", "scouts"] as const;

  it("gives the following item", () => {
    expect(nextInCycle(chain, "talent")).toBe("band");
    expect(nextInCycle(chain, "band")).toBe("scouts");
  });

  it("leads from the last item back to the first", () => {
    expect(nextInCycle(chain, "scouts")).toBe("talent");
  });

  it("gives undefined for an item not in the list", () => {
    expect(nextInCycle<string>(chain, "golf")).toBeUndefined();
  });
});
