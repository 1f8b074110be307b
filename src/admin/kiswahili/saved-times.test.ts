import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { gitIn } from "../publishing/local-mode/git-publishing";
import { changedPathsFromStatus, lastSavesFromLog, savedTimes } from "./saved-times";

describe("git's answers, read", () => {
  it("takes each file's newest commit, the first the log names it in, and that commit's author date", () => {
    // b.mdx's older commit has a later author date (written later, committed earlier): its newest commit counts.
    const log = ["\u00013000", "", "a.mdx", "", "\u00012000", "", "a.mdx", "b.mdx", "\u00014000", "", "b.mdx", ""].join("\n");
    expect(lastSavesFromLog(log)).toEqual(
      new Map([
        ["a.mdx", 3000],
        ["b.mdx", 2000],
      ]),
    );
  });

  it("takes every changed or new path from the status", () => {
    expect(changedPathsFromStatus(" M src/content/pages/fees.mdx\0?? src/content/sw/notices/new.mdx\0")).toEqual(["src/content/pages/fees.mdx", "src/content/sw/notices/new.mdx"]);
    expect(changedPathsFromStatus("")).toEqual([]);
  });
});

describe("when each file was last saved, on this computer", () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, env: { ...process.env, GIT_COMMITTER_DATE: "2030-01-01T00:00:00Z" } });
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const commit = (date: string) => {
    git("add", "-A");
    git("-c", "user.name=Test", "-c", "user.email=test@school.example", "commit", "--quiet", "--date", date, "--message", "save");
  };

  it("is the last commit's author date, or the file's own time when it is saved and not committed", async () => {
    root = mkdtempSync(join(tmpdir(), "saved-times-"));
    git("init", "--quiet");
    write("src/content/pages/fees.mdx", "one");
    write("src/content/sw/pages/fees.mdx", "moja");
    write("src/content/pages/join.mdx", "one");
    commit("2026-01-01T00:00:00Z");
    write("src/content/pages/fees.mdx", "two");
    commit("2026-02-01T00:00:00Z");
    // Saved in the editor, not committed: a changed file and a new one.
    write("src/content/pages/join.mdx", "two");
    write("src/content/sw/pages/join.mdx", "mbili");
    const written = new Date("2026-03-01T00:00:00Z");
    utimesSync(join(root, "src/content/pages/join.mdx"), written, written);
    utimesSync(join(root, "src/content/sw/pages/join.mdx"), written, written);

    const result = await savedTimes(gitIn(root), root, ["src/content/pages", "src/content/sw/pages", "src/content/notices"]);
    const seconds = (iso: string) => Date.parse(iso) / 1000;
    expect(result).toEqual({
      times: new Map([
        ["src/content/pages/fees.mdx", seconds("2026-02-01T00:00:00Z")],
        ["src/content/pages/join.mdx", seconds("2026-03-01T00:00:00Z")],
        ["src/content/sw/pages/fees.mdx", seconds("2026-01-01T00:00:00Z")],
        ["src/content/sw/pages/join.mdx", seconds("2026-03-01T00:00:00Z")],
      ]),
    });
  });

  it("says so when the folder has no history", async () => {
    root = mkdtempSync(join(tmpdir(), "saved-times-"));
    write("src/content/pages/fees.mdx", "one");
    const result = await savedTimes(gitIn(root, { env: { GIT_CEILING_DIRECTORIES: tmpdir() } }), root, ["src/content/pages"]);
    expect(result).toEqual({ files: ["src/content/pages/fees.mdx"], problem: expect.stringMatching(/not a git repository/) });
  });
});
