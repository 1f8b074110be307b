import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";

/**
 * The README's pictures of the editor (For the web admin), taken by the tests at each step they
 * drive, so a picture cannot show a form the editor no longer has. Each is the part of the screen
 * the step is about, at most 1000 pixels wide, in 256 colours. A file is rewritten only when the
 * picture changes, so a run that changes nothing leaves git clean: the same screen can come out a
 * few shades apart from one run to the next (text smoothing, then the 256 colours picked), so a
 * difference counts only where a pixel changes by more than `shade`.
 */

const folder = new URL("../../docs/screenshots/", import.meta.url).pathname;
const maxWidth = 1000;
const margin = 16;
const shade = 32;
const gapAbove = 4;

/** The smallest box holding every part, with a margin, inside the page's viewport, and above `until` when given. */
async function boxAround(page: Page, parts: Locator[], until?: Locator) {
  const boxes = [];
  for (const part of parts) {
    const box = await part.boundingBox();
    if (!box) throw new Error(`${part} is not on screen`);
    boxes.push(box);
  }
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const left = Math.max(0, Math.min(...boxes.map((b) => b.x)) - margin);
  const top = Math.max(0, Math.min(...boxes.map((b) => b.y)) - margin);
  const right = Math.min(viewport.width, Math.max(...boxes.map((b) => b.x + b.width)) + margin);
  const stop = until ? await until.boundingBox() : null;
  // A few pixels above `until`: a label's letters can reach above its own box.
  const bottom = Math.min(viewport.height, Math.max(...boxes.map((b) => b.y + b.height)) + margin, stop ? stop.y - gapAbove : Infinity);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Saves docs/screenshots/<name>.png: the part of the page that holds `parts` (all in view). With
 * `until`, the picture stops just above that part: a clock that reads differently at each run
 * (when a page last checked something) is left out, so the picture changes only when the page does.
 */
export async function readmeScreenshot(page: Page, name: string, parts: Locator[], { until }: { until?: Locator } = {}) {
  // No blinking caret or hover colour that would change the picture from one run to the next.
  await page.mouse.move(0, 0);
  const shot = await page.screenshot({ clip: await boxAround(page, parts, until), caret: "hide", animations: "disabled" });
  const png = await sharp(shot)
    .resize({ width: maxWidth, withoutEnlargement: true })
    .png({ palette: true, colours: 256, effort: 10 })
    .toBuffer();
  const file = `${folder}${name}.png`;
  if (existsSync(file) && (await samePicture(file, png))) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, png);
}

async function samePicture(file: string, png: Buffer) {
  const [before, after] = await Promise.all([file, png].map((image) => sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (!before || !after || before.info.width !== after.info.width || before.info.height !== after.info.height) return false;
  return before.data.every((value, i) => Math.abs(value - (after.data[i] ?? 0)) <= shade);
}
