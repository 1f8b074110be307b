#!/usr/bin/env node
/**
 * One hash of everything a build publishes: each file of build/client (the pages, the files, their
 * compressed copies, the static hosts' _headers and _redirects) and build/deploy (nginx's server
 * block), by its path and its bytes. The hourly rebuild publishes only when this differs from the
 * hash of the last build published (docs/decisions/050-timed-rebuilds.md), so a rebuild in which
 * nothing expired costs no parent a byte.
 *
 *   node scripts/site-hash.ts [build directory]     prints the hash
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The folders of a build that hosts serve. site-manifest.json is left out: it is made from these
 * files and the route table, so it changes only with them or with the code.
 */
const publishedFolders = ["client", "deploy"];

/** Every published file of the build in `buildDir`, by its path from `buildDir` (forward slashes), sorted. */
export function publishedFiles(buildDir: string): string[] {
  return publishedFolders
    .filter((folder) => existsSync(join(buildDir, folder)))
    .flatMap((folder) =>
      readdirSync(join(buildDir, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `${join(entry.parentPath, entry.name).slice(resolve(buildDir).length + 1)}`.replaceAll("\\", "/")),
    )
    .sort();
}

/** The hash of the build in `buildDir`: equal for two builds exactly when every published file is. */
export function siteHash(buildDir: string): string {
  const root = resolve(buildDir);
  const hash = createHash("sha256");
  for (const file of publishedFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(createHash("sha256").update(readFileSync(join(root, file))).digest());
  }
  return hash.digest("hex");
}

if (import.meta.main) console.log(siteHash(process.argv[2] ?? process.env.BUILD_DIR ?? "build"));
