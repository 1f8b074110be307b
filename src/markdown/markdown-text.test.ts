import { describe, expect, it } from "vitest";
import { markdownText } from "./markdown-text";

describe("the words of a content file as plain text", () => {
  it("keeps each block's words, without markup or components", () => {
    const words = [
      "Families are **welcome**: see the [boarding houses](/boarding-life).",
      "",
      "* Bring the *admission letter*",
      "* Bring a pen",
      "",
      '<Button to="/location" label="How to find us" />',
      "",
      "## Lunch",
      "",
      "Served at `1 pm`.",
    ].join("\n");
    expect(markdownText(words)).toBe(
      "Families are welcome: see the boarding houses.\n\n- Bring the admission letter\n- Bring a pen\n\nLunch\n\nServed at 1 pm.",
    );
  });

  it("is empty for no words", () => {
    expect(markdownText("")).toBe("");
  });
});
