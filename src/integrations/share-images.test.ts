import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { shareCardOf } from "../features/page-content/share-card.build";
import { drawShareCard } from "./share-images";

describe("drawing a share card (docs/site.md, Link previews and structured data)", () => {
  it("makes a 1200 × 630 PNG in the school's green", async () => {
    const png = await drawShareCard(shareCardOf("fees"));
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
    const { dominant } = await sharp(png).stats();
    expect(dominant).toMatchObject({ r: expect.closeTo(8, -1.5), g: expect.closeTo(61, -1.5), b: expect.closeTo(36, -1.5) });
  }, 20_000);
});
