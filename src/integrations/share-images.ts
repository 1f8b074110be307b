import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { ReactNode } from "react";
import satori from "satori";
import sharp from "sharp";
import { shareCardFonts, shareCards, shareCardSize, shareCardTree, shareImagePath, type ShareCard } from "../features/page-content/share-card.build";

/**
 * Draws the link-preview pictures (docs/site.md, Link previews and structured data) into the
 * build: satori lays out each card of src/features/page-content/share-card.build.ts with the font files of @fontsource
 * (no font is fetched from anywhere), and sharp turns the result into a PNG.
 */

const require = createRequire(import.meta.url);

function fonts() {
  return shareCardFonts.map((font) => ({ name: font.name, weight: font.weight, style: "normal" as const, data: readFileSync(require.resolve(font.file)) }));
}

export async function drawShareCard(card: ShareCard, loadedFonts = fonts()): Promise<Buffer> {
  // satori reads React elements, but only their `type` and `props`: the card's plain data is one.
  const svg = await satori(shareCardTree(card) as unknown as ReactNode, { ...shareCardSize, fonts: loadedFonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** Writes every card to its hashed address under `clientDir`; returns a line for the build log. */
export async function writeShareImages(clientDir: string): Promise<string> {
  const loadedFonts = fonts();
  const cards = shareCards();
  let bytes = 0;
  for (const card of cards) {
    const png = await drawShareCard(card, loadedFonts);
    const file = join(clientDir, shareImagePath(card));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
    bytes += png.length;
  }
  return `${cards.length} cards of ${shareCardSize.width}×${shareCardSize.height}, ${Math.round(bytes / 1024)} KB in all`;
}
