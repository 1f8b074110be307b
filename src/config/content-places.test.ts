import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentPlaceOf, isContentPath } from "./content-places";

const root = new URL("../../", import.meta.url).pathname;

/** Every file under `folder` (from the project's root), with forward slashes. */
function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${join(entry.parentPath, entry.name).slice(root.length)}`);
}

describe("content places", () => {
  it("names each kind of content as the editor knows it", () => {
    expect(contentPlaceOf("src/data/fees.json")).toEqual({ kind: "data", file: "src/data/fees.json" });
    expect(contentPlaceOf("src/content/pages/laundry.mdx")).toEqual({ kind: "words", collection: "pages", entryWord: "Page", name: "laundry" });
    expect(contentPlaceOf("src/content/notices/fee-structure-2026.mdx")).toMatchObject({ collection: "notices", entryWord: "Notice", name: "fee-structure-2026" });
    expect(contentPlaceOf("src/assets/photos/laundry.jpg")).toEqual({ kind: "photo", name: "laundry" });
    expect(contentPlaceOf("public/notice-files/fee-structure-2026/attachments/0/file.pdf")).toEqual({ kind: "notice-file", notice: "fee-structure-2026" });
  });

  it.each([
    "src/features/fees/fees.ts",
    "src/data/fees.ts",
    "src/data/nested/fees.json",
    "src/content.config.ts",
    "src/content/pages/laundry.ts",
    "src/assets/photos/laundry.svg",
    "public/favicon.svg",
    "public/notice-files/x.html",
    "package.json",
    "keystatic.config.ts",
    ".github/workflows/publish.yml",
    "tests/e2e/routes.spec.ts",
    "src/data",
  ])("%s is not content", (path) => {
    expect(isContentPath(path)).toBe(false);
  });

  it("holds every file the editor has written: the data files, the words, the photos and the notices' PDFs", () => {
    const shipped = ["src/data", "src/content", "src/assets/photos", "public/notice-files"].flatMap(filesUnder);
    expect(shipped.length).toBeGreaterThan(100);
    expect(shipped.filter((path) => !isContentPath(path))).toEqual([]);
  });
});
