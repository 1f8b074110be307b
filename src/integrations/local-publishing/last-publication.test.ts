import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { factFiles } from "../../facts/fact-files";
import { commitMessage, gitIn, publish } from "./git-publishing";
import { lastPublication } from "./last-publication";

/** The last publication sent from this computer, found again in git: a school repository (bare) and two computers that publish to it. */

let folder: string;
let school: string;

const git = (dir: string, ...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8", env: { ...process.env, LC_ALL: "C" }, stdio: ["ignore", "pipe", "pipe"] }).trim();
const write = (dir: string, path: string, text: string) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};

function computerOf(name: string): string {
  const dir = join(folder, name);
  git(folder, "clone", "--quiet", school, dir);
  git(dir, "config", "user.name", name);
  git(dir, "config", "user.email", `${name}@school.example`);
  return dir;
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "last-publication-"));
  school = join(folder, "school.git");
  git(folder, "init", "--quiet", "--bare", "--initial-branch=main", school);
  const first = join(folder, "first");
  git(folder, "init", "--quiet", "--initial-branch=main", first);
  git(first, "config", "user.name", "Developer");
  git(first, "config", "user.email", "developer@school.example");
  write(first, "src/data/fees.json", `{ "termFee": 80000 }\n`);
  write(first, "src/content/pages/laundry.mdx", "Laundry.\n");
  git(first, "add", "--all");
  git(first, "commit", "--quiet", "--message", "The site");
  git(first, "remote", "add", "origin", school);
  git(first, "push", "--quiet", "origin", "main");
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("the last publication sent from this computer", () => {
  it("is the newest commit Publish made here that the school's repository has, named as the editor names its changes", async () => {
    const office = computerOf("office");
    const other = computerOf("library");
    expect(await lastPublication(gitIn(office)), "nothing sent yet").toBeUndefined();

    write(office, "src/data/fees.json", `{ "termFee": 81000 }\n`);
    expect(await publish(gitIn(office), office, factFiles)).toMatchObject({ kind: "published" });
    const sent = git(school, "rev-parse", "main");

    // Then another computer publishes, and a developer commits here by hand: neither is this computer's publication.
    write(other, "src/content/pages/laundry.mdx", "Laundry on Fridays.\n");
    expect(await publish(gitIn(other), other, factFiles)).toMatchObject({ kind: "published" });
    git(office, "pull", "--quiet", "--ff-only");
    write(office, "README.md", "By hand.\n");
    git(office, "add", "README.md");
    git(office, "commit", "--quiet", "--message", "By hand");
    git(office, "push", "--quiet", "origin", "main");

    const last = await lastPublication(gitIn(office));
    expect(last).toMatchObject({ sha: sent, names: "Fees and payment" });
    expect(Math.abs(Date.parse(last!.sentAt) - Date.now())).toBeLessThan(60_000);
    expect(await lastPublication(gitIn(other))).toMatchObject({ names: "Page: laundry" });
  });

  it("is none while what Publish committed here has not reached the school's repository", async () => {
    const office = computerOf("office");
    write(office, "src/data/fees.json", `{ "termFee": 81000 }\n`);
    // As a Publish whose push did not go through leaves it: committed here, with Publish's message.
    git(office, "commit", "--quiet", "--all", "--message", commitMessage([{ name: "Fees and payment", files: [{ path: "src/data/fees.json", change: "changed", committed: false }] }]));
    expect(await lastPublication(gitIn(office))).toBeUndefined();
    git(office, "push", "--quiet", "origin", "main");
    git(office, "fetch", "--quiet");
    expect(await lastPublication(gitIn(office))).toMatchObject({ sha: git(office, "rev-parse", "HEAD"), names: "Fees and payment" });
  });
});
