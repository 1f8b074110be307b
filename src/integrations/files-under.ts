import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir`, at any depth, as a path that starts with `dir`. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Runs `rewrite` over every page under `dir` and writes back the ones it changed. Returns how many. */
export function rewritePages(dir: string, rewrite: (html: string) => string): number {
  let changed = 0;
  for (const file of filesUnder(dir).filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    const rewritten = rewrite(html);
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    changed++;
  }
  return changed;
}
