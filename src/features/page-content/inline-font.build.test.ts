import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { convert as convertFont } from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { bytesOfDataUrl, charactersOf, inlineFontFace } from "./inline-font.build";

const require = createRequire(import.meta.url);
const bebasNeue = readFileSync(require.resolve("@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2"));

/** The characters a font file can draw, read from its character map. */
async function charactersIn(woff2: Uint8Array): Promise<string> {
  const face = new Face(new Blob(await convertFont(Buffer.from(woff2), "sfnt")), 0);
  return String.fromCodePoint(...face.collectUnicodes());
}

function fontOf(rule: string): Uint8Array {
  const url = /url\((data:[^)]*)\)/.exec(rule)?.[1];
  if (!url) throw new Error(`no data: URL in ${rule.slice(0, 80)}`);
  return bytesOfDataUrl(url);
}

describe("a typeface carried inside the page", () => {
  it("keeps exactly the characters of the text it sets, and is a fraction of the whole face", async () => {
    const rule = await inlineFontFace({ family: "Bebas Neue", font: bebasNeue, text: "Band Life" });
    const font = fontOf(rule);
    expect([...(await charactersIn(font))].sort()).toEqual([..." BLadefin"].sort());
    expect(font.byteLength).toBeLessThan(bebasNeue.byteLength / 3);
  });

  it("follows the words: a heading added to the page brings its letters", async () => {
    const rule = await inlineFontFace({ family: "Bebas Neue", font: bebasNeue, text: "Band Life\nRehearsals 2027" });
    const drawn = await charactersIn(fontOf(rule));
    for (const character of "Rhrs27") expect(drawn).toContain(character);
    expect(drawn).not.toContain("Z");
  });

  it("is an @font-face rule the browser reads as the family at its weight, shown as soon as it is decoded", async () => {
    const rule = await inlineFontFace({ family: "Bebas Neue", font: bebasNeue, text: "Band" });
    expect(rule).toMatch(/^@font-face\{font-family:"Bebas Neue";font-style:normal;font-weight:400;font-display:swap;src:url\(data:font\/woff2;base64,[A-Za-z0-9+/]+=*\) format\("woff2"\)\}$/);
  });

  it("counts each character once and ignores line breaks; refuses empty text", async () => {
    expect(charactersOf("Band\nLife Band")).toBe("BandLife ");
    await expect(inlineFontFace({ family: "Bebas Neue", font: bebasNeue, text: "\n" })).rejects.toThrow(/No text/);
  });

  it("reads the bytes of a base64 data: URL and refuses anything else", () => {
    expect([...bytesOfDataUrl("data:font/woff2;base64,AAEC")]).toEqual([0, 1, 2]);
    expect(() => bytesOfDataUrl("/assets/font.woff2")).toThrow(/data: URL/);
  });
});
