/**
 * A typeface carried inside the one page that uses it, cut down to the letters the page sets in
 * it (docs/decisions/022-band-typeface-in-the-page.md): no request of its own, so the text is
 * drawn in it from the first paint, and a few kilobytes where the whole Latin face is fourteen.
 */
import subsetFont from "subset-font";

export interface InlineFontFace {
  family: string;
  weight?: number;
  /** The whole face (TrueType, WOFF or WOFF2). */
  font: Uint8Array;
  /** Every piece of text the page sets in this face: the face keeps exactly these characters. */
  text: string;
}

/** The characters `text` draws, each once, in the order first met (line breaks draw nothing). */
export function charactersOf(text: string): string {
  return [...new Set(text.replace(/[\r\n\t]/g, ""))].join("");
}

/** The bytes of a base64 `data:` URL (what Vite gives for an asset imported with `?inline`). */
export function bytesOfDataUrl(url: string): Uint8Array {
  const base64 = /^data:[^,]*;base64,(.*)$/s.exec(url)?.[1];
  if (base64 === undefined) throw new Error(`Not a base64 data: URL: ${url.slice(0, 40)}…`);
  return Buffer.from(base64, "base64");
}

/** An @font-face rule whose font, cut to `text`, travels in the rule itself as WOFF2. */
export async function inlineFontFace({ family, weight = 400, font, text }: InlineFontFace): Promise<string> {
  const characters = charactersOf(text);
  if (characters.length === 0) throw new Error(`No text to set in ${family}: nothing to keep of it`);
  const subset = await subsetFont(Buffer.from(font), characters, { targetFormat: "woff2" });
  return (
    `@font-face{font-family:${JSON.stringify(family)};font-style:normal;font-weight:${weight};font-display:swap;` +
    `src:url(data:font/woff2;base64,${subset.toString("base64")}) format("woff2")}`
  );
}
