import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir`, at any depth, as a path that starts with `dir`. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
