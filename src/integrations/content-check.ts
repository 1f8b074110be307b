import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { publishedFilePaths } from "../config/published-files";
import { routeIds, routeTable, type RouteEntry } from "../config/route-table";
import { filesUnder } from "./files-under";
import { checkContentFile, describeProblems, type KnownTargets } from "../lib/content-check";

/**
 * Every address of the route table (canonical paths and their aliases), every file the build
 * publishes beside the pages (src/config/published-files.ts: /term-dates.ics) and every photo slot.
 */
export function knownTargets(photoLibrary: string): KnownTargets {
  const paths = new Set<string>();
  for (const id of routeIds) {
    const entry: RouteEntry = routeTable[id];
    paths.add(entry.path);
    for (const alias of entry.aliases ?? []) paths.add(alias);
  }
  for (const path of publishedFilePaths) paths.add(path);
  // src/data/photos.json: every slot, with its file in src/assets/photos/ (the editor's Photos).
  const photoSlots = new Set(Object.keys(JSON.parse(readFileSync(photoLibrary, "utf8")) as Record<string, string>));
  return { paths, photoSlots };
}

/**
 * Checks every content file under `contentDir` (links and photo slots, docs/content.md) and
 * throws one error listing each problem as `file:line: what is wrong`, so the build stops
 * before a broken link or a missing photo is published.
 */
export function checkContent(contentDir: string, photoLibrary: string, root: string): number {
  const known = knownTargets(photoLibrary);
  const files = filesUnder(contentDir).filter((file) => /\.(mdx?|ya?ml)$/.test(file));
  const problems = files.flatMap((file) => {
    const name = relative(root, file);
    return describeProblems(name, checkContentFile(name, readFileSync(file, "utf8"), known));
  });
  if (problems.length > 0) {
    throw new Error(`The content has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}:\n${problems.join("\n")}`);
  }
  return files.length;
}
