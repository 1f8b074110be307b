import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { decisionFileName, parseStatus, readDecision, recordProblems } from "./decision-record.ts";

/**
 * The decision records stay true of each other: every decision has its date and its status, a
 * decision that amends or replaces another is named in both, and the index (docs/decisions/README.md)
 * says what the files say. A record that drifts sends a reader to a decision that no longer holds.
 */

const decisionsDir = fileURLToPath(new URL("../../docs/decisions/", import.meta.url));
const readme = readFileSync(`${decisionsDir}README.md`, "utf8");
const files = new Map(
  readdirSync(decisionsDir)
    .filter((name) => decisionFileName.test(name))
    .sort()
    .map((name) => [name, readFileSync(decisionsDir + name, "utf8")]),
);
const fileOf = (number: string) => [...files.keys()].find((name) => name.startsWith(`${number}-`))!;

describe("the decision records", () => {
  it("finds the decisions and reads their links", () => {
    expect(files.size).toBeGreaterThan(30);
    const islands = readDecision(fileOf("007"), files.get(fileOf("007"))!);
    expect(islands.date).toBe("2026-11-23");
    expect(islands.amendedBy).toContain("021");
    expect(islands.replaces).toEqual(["001", "002"]);
  });

  it("are true of each other and of the index", () => {
    expect(recordProblems(files, readme)).toEqual([]);
  });
});

/** The record with one file changed: `change` gets the file's text and returns the broken one. */
function problemsWith(number: string, change: (text: string) => string, index = readme): string[] {
  const broken = new Map(files);
  const name = fileOf(number);
  const text = files.get(name)!;
  const changed = change(text);
  expect(changed, `the change to ${name} changed nothing`).not.toBe(text);
  broken.set(name, changed);
  return recordProblems(broken, index);
}

describe("the checks fail on a broken record", () => {
  it("reads the Status grammar", () => {
    expect(parseStatus("accepted")).toEqual({ amendedBy: [], replacedBy: [] });
    expect(parseStatus("replaced by 007; amended by 012")).toEqual({ amendedBy: ["012"], replacedBy: ["007"] });
    expect(parseStatus("amended by 021, 044")).toEqual({ amendedBy: ["021", "044"], replacedBy: [] });
    for (const wrong of ["Accepted", "superseded by 007", "amended by 21", "amended by 012; amended by 016", "replaced by 007, amended by 012", ""]) {
      expect(parseStatus(wrong), wrong).toBeUndefined();
    }
  });

  it("a missing or impossible Date", () => {
    expect(problemsWith("009", (text) => text.replace(/^Date: .*\n/m, ""))).toContain("009-site-search.md: no 'Date: YYYY-MM-DD' line right under the title");
    expect(problemsWith("009", (text) => text.replace(/^Date: .*$/m, "Date: 2026-02-30"))).toContain(
      "009-site-search.md: Date '2026-02-30' is not a date written YYYY-MM-DD",
    );
  });

  it("a Status that does not parse, or names a decision that does not exist", () => {
    expect(problemsWith("009", (text) => text.replace(/^Status: .*$/m, "Status: superseded"))).toContain(
      "009-site-search.md: Status 'superseded' is not 'accepted', 'amended by NNN, …', 'replaced by NNN' or both joined by '; '",
    );
    expect(problemsWith("011", (text) => text.replace("Status: amended by 020", "Status: amended by 020, 099"))).toContain(
      "011-deploy-files.md: names decision 099, which does not exist",
    );
  });

  it("an amendment named by the amended decision only", () => {
    const problems = problemsWith("016", (text) => text.replace("Amends: 007 (which parts are islands)\n", ""));
    expect(problems).toContain("007-astro-islands.md: Status says amended by 016, but 016-carousel-and-banner-without-react.md has no 'Amends: … 007'");
  });

  it("an amendment named by the amending decision only", () => {
    const problems = problemsWith("007", (text) => text.replace(/^(Status: amended by .*)021, /m, "$1"));
    expect(problems).toContain("021-islands-hydrate-on-reach.md: Amends 007, but the Status of 007-astro-islands.md does not say amended by 021");
    expect(problems).toContainEqual(expect.stringMatching(/^007-astro-islands\.md: Status amended by \[(?:(?!021)[\d,])+\] but 'Amended by' lines for \[[\d,]*021[\d,]*\]$/));
  });

  it("a replacement named on one side only, or by an earlier decision", () => {
    expect(problemsWith("044", (text) => text.replace("Replaces: 001 (a stack on Node 20)\n", ""))).toContain(
      "001-stack-on-node-20.md: Status says replaced by 044, but 044-current-foundations.md has no 'Replaces: … 001'",
    );
    expect(problemsWith("009", (text) => text.replace(/^Status: .*$/m, "Status: amended by 007"))).toContain(
      "009-site-search.md: amended by 007, which is not a later decision",
    );
  });

  it("a malformed Amends line", () => {
    expect(problemsWith("019", (text) => text.replace("Amends: 017", "Amends: decision 17"))).toContain(
      "019-paint-whole-page.md: line 5 under the Status is not 'Amends: NNN, …' or 'Replaces: NNN, …': Amends: decision 17 (what happens around the first paint)",
    );
  });

  it("an index that disagrees with the files, or forgets a missing number", () => {
    const row = readme.split("\n").find((line) => line.startsWith("| [022]"))!;
    expect(recordProblems(files, readme.replace(`${row}\n`, ""))).toContain("README.md: 022-band-typeface-in-the-page.md is listed 0 times in the index");
    expect(recordProblems(files, readme.replace(row, row.replace("2026-11-24", "2026-11-25")))).toContain(
      "README.md: the date of 022 is '2026-11-25' in the index, '2026-11-24' in 022-band-typeface-in-the-page.md",
    );
    expect(problemsWith("022", (text) => text.replace("Status: accepted", "Status: amended by 023"))).toContain(
      "README.md: the status of 022 is 'accepted' in the index, 'amended by 023' in 022-band-typeface-in-the-page.md",
    );
    expect(recordProblems(files, readme.replace(/^- 032:/m, "- 033:"))).toEqual([
      "README.md: decision 032 does not exist and is not named under 'Numbers not used'",
      "README.md: 033 is named under 'Numbers not used' but is a decision",
    ]);
  });
});
