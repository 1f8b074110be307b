import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { publishedFilePaths } from "../config/published-files";
import { filesUnder } from "./files-under";
import { checkContentFile, describeProblems, type KnownTargets } from "../markdown/content-problems";
import { sitePages } from "../features/page-content/site-pages.build";

/**
 * Every address of the site's pages (canonical paths and their aliases, notices included: src/features/page-content/site-pages.build.ts), every file the build
 * publishes beside the pages (src/config/published-files.ts: /term-dates.ics), every file of public/
 * (a notice's PDF) and every photo slot.
 */
export function knownTargets(photoLibrary: string, root = process.cwd()): KnownTargets {
  const paths = new Set<string>();
  for (const entry of sitePages({ root })) {
    paths.add(entry.path);
    for (const alias of entry.aliases ?? []) paths.add(alias);
  }
  for (const path of publishedFilePaths) paths.add(path);
  // The files of public/, published as they are: a notice's PDF (its attachment) among them.
  const publicDir = join(root, "public");
  if (existsSync(publicDir)) for (const file of filesUnder(publicDir)) paths.add(`/${relative(publicDir, file).split(sep).join("/")}`);
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
  const known = knownTargets(photoLibrary, root);
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
