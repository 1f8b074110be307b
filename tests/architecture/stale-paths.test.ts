import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { commentary, pathMentions, stalePaths } from "./path-mentions.ts";

/**
 * A comment or a document that names a file of this repository must name one that is there: files
 * move (the src/ folders are being reorganised) and a comment pointing at a file that is gone
 * sends the next reader nowhere. Scanned: the comments of the code in src/, server/, scripts/,
 * tests/ and the root config files, and all of README.md and docs/. A decision that tells history
 * may name a removed file if the same line says so: the path followed by "(removed)" or
 * "(since removed)" (docs/decisions/README.md).
 */

const root = fileURLToPath(new URL("../../", import.meta.url));

const scanned = globSync(["{src,server,scripts,tests}/**/*.{ts,tsx,astro,js,mjs,css}", "*.config.{ts,js,mjs}", "README.md", "docs/**/*.md"], {
  cwd: root,
}).sort();

describe("paths named in comments and documents", () => {
  it("scans the code, the config files and the documents", () => {
    for (const file of ["src/config/route-table.ts", "src/layouts/base-layout.astro", "src/styles/app.css", "server/start.ts", "scripts/bench.ts"]) {
      expect(scanned, file).toContain(file);
    }
    for (const file of ["astro.config.ts", "eslint.config.js", "README.md", "docs/site.md", "docs/decisions/README.md"]) {
      expect(scanned, file).toContain(file);
    }
  });

  // Every comment of the repository is parsed: about 3 s alone, longer beside the other test files.
  it("name files and folders that exist", { timeout: 60_000 }, () => {
    const misses = scanned.flatMap((file) => stalePaths(root, file, readFileSync(root + file, "utf8")));
    expect(misses).toEqual([]);
  });
});

describe("the path finder (so the check above can fail)", () => {
  const missesIn = (fileName: string, text: string) => stalePaths(root, fileName, text).map((miss) => miss.replace(`${fileName}:`, ""));

  it("reads comments only, as TypeScript parses them: not strings, regular expressions or JSX text", () => {
    const tsx = [
      "// names src/missing-one.ts",
      'const quoted = "src/not-a-comment.ts"; const pattern = /\\/\\/ src\\/not-a-comment-either.ts/;',
      "const page = <p>// src/jsx-text.ts {/* src/missing-two.ts */}</p>; /* src/missing-three.ts */",
      "/** A doc comment: src/missing-four.ts */",
    ].join("\n");
    expect(missesIn("sample.tsx", tsx)).toEqual(["1: src/missing-one.ts", "3: src/missing-two.ts", "3: src/missing-three.ts", "4: src/missing-four.ts"]);
  });

  it("reads an Astro file's frontmatter, script, style and template comments", () => {
    const astro = [
      "---",
      "// src/missing-front.ts",
      "const words = 'src/not-a-comment.ts';",
      "---",
      "<!-- src/missing-html.ts -->",
      "<p>src/plain-text.ts {/* src/missing-jsx.ts */}</p>",
      "<script>/* src/missing-script.ts */</script>",
      "<style>/* src/missing-style.css */</style>",
    ].join("\n");
    expect(missesIn("sample.astro", astro)).toEqual([
      "2: src/missing-front.ts",
      "7: src/missing-script.ts",
      "8: src/missing-style.css",
      "5: src/missing-html.ts",
      "6: src/missing-jsx.ts",
    ]);
  });

  it("cleans the path of punctuation, a line number and Markdown, and skips web addresses", () => {
    const markdown = [
      "See src/config/route-table.ts:5, (src/shared/) and [docs/site.md](../site.md).",
      "**server/start.ts**; `tests/architecture/import-graph.test.ts`.",
      "https://github.com/example/site/blob/main/src/gone.ts is another site's.",
    ].join("\n");
    expect(pathMentions(markdown, commentary("sample.md", markdown)).map((m) => m.path)).toEqual([
      "src/config/route-table.ts",
      "src/shared/",
      "docs/site.md",
      "server/start.ts",
      "tests/architecture/import-graph.test.ts",
    ]);
    expect(missesIn("sample.md", markdown)).toEqual([]);
  });

  it("reports a missing file, folder, glob or decision number, and honours '(removed)'", () => {
    const markdown = [
      "src/lib/gone.ts and src/no-such-folder/ and src/**/*.nothing and docs/decisions/999.",
      "src/**/*.test.{ts,tsx} and docs/decisions/007 are there.",
      "`scripts/finish-build.ts` (since removed) and scripts/make-illustration.ts (removed) tell history.",
      "scripts/finish-build.ts, removed later, does not say so where it stands.",
    ].join("\n");
    expect(missesIn("sample.md", markdown)).toEqual([
      "1: src/lib/gone.ts",
      "1: src/no-such-folder/",
      "1: src/**/*.nothing",
      "1: docs/decisions/999",
      "4: scripts/finish-build.ts",
    ]);
  });
});
