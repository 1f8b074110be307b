import { describe, expect, it } from "vitest";
import { paragraphChanges, paragraphsOf } from "./paragraph-changes";

const before = ["## Laundry", "Clothes are washed twice a week.", "Each child brings two towels.", "Ask the matron for help."].join("\n\n");

describe("what changed in the words, paragraph by paragraph", () => {
  it("reads paragraphs as the blocks between blank lines", () => {
    expect(paragraphsOf("One\nline two\n\n \n\nThree\r\n\r\nFour\n")).toEqual(["One\nline two", "Three", "Four"]);
  });

  it("folds the paragraphs that stayed, and marks the words of one that was reworded", () => {
    const after = before.replace("twice a week", "every Monday and Thursday");
    expect(paragraphChanges(before, after)).toEqual([
      { kind: "same", count: 1 },
      {
        kind: "reworded",
        parts: [
          { kind: "same", text: "Clothes are washed " },
          { kind: "removed", text: "twice a week" },
          { kind: "added", text: "every Monday and Thursday" },
          { kind: "same", text: "." },
        ],
      },
      { kind: "same", count: 2 },
    ]);
  });

  it("says which paragraphs were added and which removed", () => {
    const after = ["## Laundry", "Clothes are washed twice a week.", "Ask the matron for help.", "Name every piece of clothing."].join("\n\n");
    expect(paragraphChanges(before, after)).toEqual([
      { kind: "same", count: 2 },
      { kind: "removed", text: "Each child brings two towels." },
      { kind: "same", count: 1 },
      { kind: "added", text: "Name every piece of clothing." },
    ]);
    expect(paragraphChanges(before, "")).toEqual(paragraphsOf(before).map((text) => ({ kind: "removed", text })));
  });

  it("finds nothing but unchanged paragraphs when only the spacing changed", () => {
    expect(paragraphChanges(before, `${before.replace(/\n\n/g, "\n\n\n")}\n`)).toEqual([{ kind: "same", count: 4 }]);
  });
});
