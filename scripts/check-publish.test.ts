import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeProjectCopy, removeProjectCopy } from "../tests/editor/editor-copy.ts";
import { failureSummary, problemsIn } from "./check-publish.ts";

// What `astro sync` printed for three content mistakes (a copy of the project, 2026-11-28).
const badFee = `[astro] Unable to load your Astro config

The site's content is not valid:
src/data/fees.json: grade7.termFee: must be more than 0
  Stack trace:
    at validateContent (/tmp/copy/src/facts/validate-content.build.ts:81:9)
`;
const badLinks = `07:06:37 [ERROR] [site-build] An unhandled error occurred while running the "astro:config:setup" hook
The content has 2 mistakes:
src/content/pages/boarding-life.mdx:36: link to /chaplancy: no page of the site has this address
src/content/pages/leadership.mdx:41: link to /chaplancy: no page of the site has this address
  Stack trace:
    at checkContent (/tmp/copy/src/integrations/content-check.ts:53:9)
`;
const badNotice = `07:06:46 [content] Syncing content
\u001b[31m[InvalidContentEntryDataError]\u001b[39m notices → fee-structure-2026 data does not match collection schema.

  date: write the date as year-month-day: 2026-01-05
  title: must be at least 3 letters

  Hint:
    See https://docs.astro.build/en/guides/content-collections/ for more information on content schemas.
  Location:
    /tmp/copy/src/content/notices/fee-structure-2026.mdx:0:0
  Stack trace:
    at getEntryData (/work/main/node_modules/astro/dist/content/utils.js:126:9)
`;

describe("the problems a failed check printed", () => {
  it("are the data file's fields, as the site's check words them", () => {
    expect(problemsIn(badFee, "/tmp/copy")).toEqual(["src/data/fees.json: grade7.termFee: must be more than 0"]);
  });

  it("are the links, with their files and lines", () => {
    expect(problemsIn(badLinks, "/tmp/copy")).toEqual([
      "src/content/pages/boarding-life.mdx:36: link to /chaplancy: no page of the site has this address",
      "src/content/pages/leadership.mdx:41: link to /chaplancy: no page of the site has this address",
    ]);
  });

  it("are a notice's fields, under the notice's file", () => {
    expect(problemsIn(badNotice, "/tmp/copy")).toEqual([
      "src/content/notices/fee-structure-2026.mdx: date: write the date as year-month-day: 2026-01-05",
      "src/content/notices/fee-structure-2026.mdx: title: must be at least 3 letters",
    ]);
  });

  it("are Astro's own error line for any other failure", () => {
    expect(problemsIn("12:00:00 [ERROR] [vite] Could not resolve './missing'\n  Stack trace:\n    at x\n")).toEqual(["[vite] Could not resolve './missing'"]);
    expect(problemsIn("all is well\n")).toEqual([]);
  });
});

describe("the run's summary when nothing was published", () => {
  it("lists each problem and says the live site is as it was", () => {
    const summary = failureSummary("content check", ["src/data/fees.json: grade7.termFee: must be more than 0"]);
    expect(summary).toContain("### Not published: the content check found a mistake");
    expect(summary).toContain("- `src/data/fees.json: grade7.termFee: must be more than 0`");
    expect(summary).toContain("The live site is as it was.");
  });
});

describe("the content check, run as the workflow runs it", () => {
  const copy = makeProjectCopy();
  afterAll(() => removeProjectCopy(copy), 120_000);
  const contentCheck = (env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [join(copy, "scripts/check-publish.ts"), "--step", "content check"], { cwd: copy, encoding: "utf8", env: { ...process.env, ...env } });

  it("passes on the shipped content", { timeout: 120_000 }, () => {
    const run = contentCheck({ GITHUB_ACTIONS: "" });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/✔ content check \(\d+\.\d s\)/);
  });

  it("fails on a link to a page that does not exist, which the editor cannot catch before the save, naming the file and line in an annotation and the summary", { timeout: 120_000 }, () => {
    const page = join(copy, "src/content/pages/laundry.mdx");
    writeFileSync(page, `${readFileSync(page, "utf8")}\nAsk the [chaplain](/chaplancy) about Sunday service.\n`);
    const lines = readFileSync(page, "utf8").split("\n");
    const line = lines.findIndex((text) => text.includes("/chaplancy")) + 1;
    const summary = join(copy, "summary.md");
    const run = contentCheck({ GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: summary });
    expect(run.status).toBe(1);
    const problem = `src/content/pages/laundry.mdx:${line}: link to /chaplancy: no page of the site has this address`;
    expect(run.stdout).toContain(`::error title=Not published::${problem}`);
    expect(readFileSync(summary, "utf8")).toContain(`- \`${problem}\``);
  });
});
