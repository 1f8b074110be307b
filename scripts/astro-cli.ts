// The file of Astro's command, for the scripts that run it with this Node (process.execPath):
// read from Astro's own package.json, since Astro 7 moved it (astro.js became bin/astro.mjs).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

export function astroCli(): string {
  const packageFile = createRequire(import.meta.url).resolve("astro/package.json");
  const { bin } = JSON.parse(readFileSync(packageFile, "utf8")) as { bin: string | Record<string, string> };
  const entry = typeof bin === "string" ? bin : bin.astro;
  if (!entry) throw new Error(`${packageFile} names no astro command`);
  return join(dirname(packageFile), entry);
}
