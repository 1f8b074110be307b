// Compares two builds of the site page by page: `node scripts/compare-builds.ts OLD/client NEW/client`.
// A framework upgrade must leave every page's HTML as it was, except where a change is meant; this
// prints what differs so each difference can be named. Names the bundler makes from a file's content
// (`fees.Ab12Cd34.js`, an image variant's `_Z1xYz`) and the CSP hashes of inline scripts are read as
// equal, since they change with any byte of the code; everything else counts. The same change on
// many pages is printed once, with the pages it is on.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { diff } from "node:util";
import { parse, serialize } from "parse5";

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error("usage: node scripts/compare-builds.ts OLD/client NEW/client");
  process.exit(2);
}

function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => relative(root, join(root, file)))
    .sort();
}

/** The page as lines, one tag a line, with content-made names and hashes read as equal. */
function normalised(html: string): string[] {
  // Parsed and written out again, so that two spellings of one value (`&#38;` and `&amp;`) read alike.
  return serialize(parse(html))
    .replace(/\.[\w-]{8}\.(js|css|woff2)\b/g, ".#.$1")
    .replace(/_[\w-]{3,8}\.(webp|avif|jpg|jpeg|png)\b/g, "_#.$1")
    .replace(/sha256-[A-Za-z0-9+/=]+/g, "sha256-#")
    // An island's uid is a hash the framework makes of its build; it names nothing a reader sees.
    .replace(/ uid="[^"]*"/g, ' uid="#"')
    .replace(/>/g, ">\n")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

const oldPages = htmlFiles(before);
const newPages = htmlFiles(after);
const onlyOld = oldPages.filter((page) => !newPages.includes(page));
const onlyNew = newPages.filter((page) => !oldPages.includes(page));
const changes = new Map<string, string[]>();
let same = 0;

for (const page of oldPages.filter((p) => newPages.includes(p))) {
  const lines = diff(normalised(readFileSync(join(before, page), "utf8")), normalised(readFileSync(join(after, page), "utf8")));
  // A change is a run of removed and added lines side by side, so a line that moved reads as one.
  // util.diff marks a line of its first list alone with 1, of its second alone with -1.
  const runs: string[][] = [];
  let run: string[] = [];
  for (const [operation, line] of lines) {
    if (operation === 0) {
      if (run.length > 0) runs.push(run);
      run = [];
    } else run.push(`${operation > 0 ? "-" : "+"} ${line.length > 160 ? `${line.slice(0, 157)}…` : line}`);
  }
  if (run.length > 0) runs.push(run);
  if (runs.length === 0) same += 1;
  for (const change of new Set(runs.map((lines) => lines.join("\n")))) changes.set(change, [...(changes.get(change) ?? []), page]);
}

console.log(`${oldPages.length} pages before, ${newPages.length} after; ${same} the same`);
if (onlyOld.length > 0) console.log(`only before: ${onlyOld.join(", ")}`);
if (onlyNew.length > 0) console.log(`only after: ${onlyNew.join(", ")}`);
for (const [change, pages] of [...changes].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`\n${pages.length} page(s): ${pages.length > 6 ? `${pages.slice(0, 6).join(", ")}, …` : pages.join(", ")}`);
  console.log(change);
}
