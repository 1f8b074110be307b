// @vitest-environment happy-dom
// (Keystatic's parsing and writing of a page runs in its browser build only.)
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { clubFrontmatterSchema, pageFrontmatterSchema } from "../../features/page-content/frontmatter-schema";
import { dataFiles, type DataFile } from "../../facts/validate-content.build";
import { schoolEventSchema } from "../../features/school-events/school-event-schema";
import { noticeFrontmatterSchema } from "../../features/notices/notice-schema";
import { savedContentFile, savedDataFile, savedWords } from "./editor-files";

/**
 * Round trips lose nothing: every file of the site, opened in the editor and saved without a
 * change, is written back byte for byte as it is, so a parent never sees a change the editor
 * made by itself.
 */
const collections = [
  ["src/content/pages", pageFrontmatterSchema],
  ["src/content/clubs", clubFrontmatterSchema],
  ["src/content/shared", undefined],
  ["src/content/events", schoolEventSchema],
  ["src/content/notices", noticeFrontmatterSchema],
] as const;

describe("opening a file in the editor and saving it without a change", () => {
  for (const [directory, schema] of collections) {
    for (const name of readdirSync(directory)) {
      it(`leaves ${directory}/${name} as it is`, () => {
        const text = readFileSync(`${directory}/${name}`, "utf8");
        expect(savedContentFile(text, name.replace(/\.mdx$/, ""), schema)).toBe(text);
      });
    }
  }

  for (const file of Object.keys(dataFiles) as DataFile[]) {
    it(`leaves ${file} as it is`, () => {
      const text = readFileSync(file, "utf8");
      expect(savedDataFile(dataFiles[file].schema, text)).toBe(text);
    });
  }

  it("would change a file written another way (the check can fail)", () => {
    expect(savedWords("- one\n- two\n", "sample")).toBe("* one\n* two\n");
    expect(savedDataFile(dataFiles["src/data/fees.json"].schema, JSON.stringify({ siblingDiscountPercent: 7.5, grade7: {} }))).toBe(
      `${JSON.stringify({ grade7: {}, siblingDiscountPercent: 7.5 }, null, 2)}\n`,
    );
  });
});
