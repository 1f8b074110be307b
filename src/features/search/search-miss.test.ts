import { describe, expect, it } from "vitest";
import { searchMissLength, searchMissWords } from "./search-miss";

describe("the words of a failed search, as kept", () => {
  it("are trimmed, their spaces run together, lower-case", () => {
    expect(searchMissWords("  Swimming   GALA \n")).toBe("swimming gala");
    expect(searchMissWords("   ")).toBe("");
  });

  it("are at most 60 characters, whole characters only, with no space at the end", () => {
    expect(searchMissWords("a".repeat(100))).toHaveLength(searchMissLength);
    expect(searchMissWords(`${"a".repeat(59)} bcd`)).toBe("a".repeat(59));
    // 60 emoji are 120 UTF-16 units: cut at 60 characters, never in the middle of one.
    const cut = searchMissWords("🏊".repeat(70));
    expect(Array.from(cut)).toHaveLength(60);
    expect(cut).toBe("🏊".repeat(60));
  });
});
