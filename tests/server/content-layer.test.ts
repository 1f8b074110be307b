/**
 * The content layer stops on a wrong value with the file and the field named, for the pages'
 * settings (frontmatter) and the data files alike. The collections take the site's zod 4 schemas as
 * they are (src/content.config.ts, docs/decisions/044); under Astro 5 (zod 3) Astro's error report
 * failed on a zod 4 error ("Cannot read properties of undefined") and named neither. Runs `astro
 * sync` in a copy of the project (tests/editor/editor-copy.ts), about 15 s each.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { makeProjectCopy, removeProjectCopy } from "../editor/editor-copy";
import { astroCli } from "../../scripts/astro-cli.ts";

let copy: string | undefined;
afterEach(() => {
  if (copy) removeProjectCopy(copy);
  copy = undefined;
}, 60_000);

function syncWith(file: string, change: (text: string) => string) {
  copy = makeProjectCopy();
  const path = join(copy, file);
  const changed = change(readFileSync(path, "utf8"));
  expect(changed).not.toBe(readFileSync(path, "utf8"));
  writeFileSync(path, changed);
  const sync = spawnSync(process.execPath, [astroCli(), "sync"], { cwd: copy, encoding: "utf8", env: { ...process.env, BUILD_DIR: "build-content-layer" } });
  // CI's terminal may ask for colour: Astro then wraps the field's name in bold, between "photo.alt" and its message.
  return { status: sync.status, output: stripVTControlCharacters(`${sync.stdout}\n${sync.stderr}`) };
}

describe("astro sync with a wrong value", () => {
  it("names the page's file and the field when a photo's description is empty", () => {
    const { status, output } = syncWith("src/content/pages/laundry.mdx", (text) => text.replace(/^ {2}alt: .*$/m, '  alt: ""'));
    expect(status).not.toBe(0);
    expect(output).toContain("src/content/pages/laundry.mdx");
    expect(output).toContain("photo.alt: describe the photo for people who cannot see it");
    expect(output).not.toContain("Cannot read properties");
  }, 120_000);

  it("names the data file and the field when a fee is negative", () => {
    const { status, output } = syncWith("src/data/fees.json", (text) => {
      const fees = JSON.parse(text) as { grade8: { termFee: number } };
      fees.grade8.termFee = -5;
      return JSON.stringify(fees, null, 2);
    });
    expect(status).not.toBe(0);
    expect(output).toContain("src/data/fees.json");
    expect(output).toMatch(/grade8\.termFee: must be/);
  }, 120_000);
});
