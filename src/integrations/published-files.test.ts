import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { publishedFiles } from "../config/published-files";
import { checkPublishedFiles } from "./published-files";

describe("the files the build publishes beside the pages (src/config/published-files.ts)", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("stops the build, naming the file, when a listed file was not made", () => {
    dir = mkdtempSync(join(tmpdir(), "published-"));
    expect(() => checkPublishedFiles(dir!)).toThrowError(
      "src/config/published-files.ts lists /term-dates.ics, but the build did not make it (add src/pages/term-dates.ics.ts)",
    );
  });

  it("passes when every listed file is there", () => {
    dir = mkdtempSync(join(tmpdir(), "published-"));
    for (const file of Object.values(publishedFiles)) {
      mkdirSync(join(dir, file.path, ".."), { recursive: true });
      writeFileSync(join(dir, file.path), "");
    }
    expect(() => checkPublishedFiles(dir!)).not.toThrow();
  });
});
