import { describe, expect, it } from "vitest";
import { linesCut, type DrawnLine } from "./readme-screenshots.ts";

/**
 * The README pictures' check that a picture frames whole lines of text (tests/editor/readme-screenshots.ts).
 * The lines are laid out as on the history page of a fee: a menu at the left, the page's column beside it.
 */

const line = (text: string, left: number, right: number, top: number): DrawnLine => ({ text, left, right, top, bottom: top + 24 });
const heading = line("Fees and payment: the version of 3 December, 11:10", 224, 840, 60);
const savedBy = line("Saved by Jane Wanjiru: Saved in the editor.", 224, 610, 140);
const changed = line("Grade 7, Term fee (KES): 85,000 → 86,000", 244, 560, 260);
const button = line("Put this version back", 240, 400, 420);
const menu = line("Fees and payment", 16, 180, 140);
const below = line("Checked at 11:25:04 (Kenya time).", 224, 900, 520);
const page = [heading, savedBy, changed, button, menu, below];

describe("linesCut, the README pictures' check that no text is cut at a picture's side", () => {
  it("names each line a picture narrower than the text cuts: the old history-compare.png, 297 px wide", () => {
    expect(linesCut({ x: 208, y: 20, width: 297, height: 480 }, page)).toEqual([heading.text, savedBy.text, changed.text]);
  });

  it("passes a picture as wide as its widest line, and one cut a few pixels inside a line's box by rounding", () => {
    expect(linesCut({ x: 208, y: 20, width: 648, height: 480 }, page)).toEqual([]);
    expect(linesCut({ x: 224.4, y: 20, width: 615.2, height: 480 }, page)).toEqual([]);
  });

  it("names a line cut at the left side as well", () => {
    expect(linesCut({ x: 300, y: 20, width: 700, height: 480 }, page)).toEqual([heading.text, savedBy.text, changed.text, button.text]);
  });

  it("leaves out lines beside the picture, and lines above or below it, however wide", () => {
    expect(linesCut({ x: 208, y: 250, width: 400, height: 200 }, page)).toEqual([]);
    // The clock's line, wider than the picture, is below where the picture stops; the menu is to its left.
    expect(linesCut({ x: 200, y: 120, width: 660, height: 390 }, page)).toEqual([]);
  });

  it("counts a line half in the picture's rows as in it, and a line with only its top few pixels in as not", () => {
    expect(linesCut({ x: 208, y: 20, width: 400, height: 132 }, [heading, savedBy])).toEqual([heading.text, savedBy.text]);
    expect(linesCut({ x: 208, y: 20, width: 400, height: 124 }, [heading, savedBy])).toEqual([heading.text]);
  });
});
