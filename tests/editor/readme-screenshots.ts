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

/** A line of text where the window draws it: the part its overflow-hiding boxes and the window let show. */
export interface DrawnLine {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The lines of text that a picture of `picture` would cut at its left or right side, mid-word: each
 * one at least half in the picture's rows, partly in its columns and not wholly. A line beside the
 * picture (a menu to its left) or above or below it is not in it, and is not cut.
 */
export function linesCut(picture: { x: number; y: number; width: number; height: number }, lines: readonly DrawnLine[]): string[] {
  const right = picture.x + picture.width;
  const bottom = picture.y + picture.height;
  // Half a pixel either way: the edges of a box and of its text are placed to fractions of a pixel.
  const slack = 0.5;
  return lines
    .filter((line) => Math.min(line.bottom, bottom) - Math.max(line.top, picture.y) >= (line.bottom - line.top) / 2)
    .filter((line) => line.right > picture.x && line.left < right)
    .filter((line) => line.left < picture.x - slack || line.right > right + slack)
    .map((line) => line.text);
}

/** Every line of text the page shows on top, as the browser has laid it out. */
function drawnLines(page: Page): Promise<DrawnLine[]> {
  return page.evaluate(() => {
    const lines: DrawnLine[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      const parent = node.parentElement;
      if (!text || !parent?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // The page behind an open dialog (hidden from assistive technology, or inert, while it is open) is not what a picture shows.
      if (parent.closest('[aria-hidden="true"], [inert]')) continue;
      // What shows of it: inside the window and inside every box above it that hides its overflow.
      let shown = { left: 0, right: window.innerWidth, top: 0, bottom: window.innerHeight };
      for (let box: Element | null = parent; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const r = box.getBoundingClientRect();
        shown = { left: Math.max(shown.left, r.left), right: Math.min(shown.right, r.right), top: Math.max(shown.top, r.top), bottom: Math.min(shown.bottom, r.bottom) };
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const line = { text, left: Math.max(rect.left, shown.left), right: Math.min(rect.right, shown.right), top: Math.max(rect.top, shown.top), bottom: Math.min(rect.bottom, shown.bottom) };
        if (line.right <= line.left || line.bottom <= line.top) continue;
        // Nor is a line under another element.
        const onTop = document.elementFromPoint((line.left + line.right) / 2, (line.top + line.bottom) / 2);
        if (onTop && !parent.contains(onTop) && !onTop.contains(parent)) continue;
        lines.push(line);
      }
    }
    return lines;
  });
}

/**
 * Saves docs/screenshots/<name>.png: the part of the page that holds `parts` (all in view). With
 * `until`, the picture stops just above that part: a clock that reads differently at each run
 * (when a page last checked something) is left out, so the picture changes only when the page does.
 * A picture narrower than a line of text it frames is refused (`linesCut`): it would show the text
 * cut mid-word, as history-compare.png once did ("Saved in th…").
 */
export async function readmeScreenshot(page: Page, name: string, parts: Locator[], { until }: { until?: Locator } = {}) {
  // No blinking caret or hover colour that would change the picture from one run to the next.
  await page.mouse.move(0, 0);
  const clip = await boxAround(page, parts, until);
  const cut = linesCut(clip, await drawnLines(page));
  if (cut.length > 0) throw new Error(`The picture ${name} would cut text at its side, mid-word: ${cut.map((text) => JSON.stringify(text.slice(0, 60))).join(", ")}. Frame the whole of it (its parts).`);
  const shot = await page.screenshot({ clip, caret: "hide", animations: "disabled" });
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
