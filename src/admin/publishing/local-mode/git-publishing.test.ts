import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { factFiles } from "../../../facts/fact-files";
import { commitMessage, gitFailure, gitIn, publish, unpublishedChanges } from "./git-publishing";
import { lastPublication } from "./last-publication";

/**
 * Publishing from one computer, against real git: a school repository (bare) in a temporary folder,
 * the admin's computer as a clone of it, and a second clone as someone else who publishes too.
 */

let folder: string;
let school: string;
let computer: string;

const git = (dir: string, ...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8", env: { ...process.env, LC_ALL: "C" }, stdio: ["ignore", "pipe", "pipe"] });
const write = (dir: string, path: string, text: string) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const notice = (title: string) => `---\ntitle: ${title}\ndate: '2027-01-02'\ncategory: Academic\nsummary: A notice (test data).\n---\nWords.\n`;

function cloneAs(name: string, who: string): string {
  const dir = join(folder, name);
  git(folder, "clone", "--quiet", school, dir);
  git(dir, "config", "user.name", who);
  git(dir, "config", "user.email", `${name}@school.example`);
  return dir;
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "local-publishing-"));
  school = join(folder, "school.git");
  git(folder, "init", "--quiet", "--bare", "--initial-branch=main", school);
  const first = join(folder, "first");
  git(folder, "init", "--quiet", "--initial-branch=main", first);
  git(first, "config", "user.name", "Developer");
  git(first, "config", "user.email", "developer@school.example");
  write(first, "src/data/fees.json", `{ "termFee": 80000 }\n`);
  write(first, "src/data/term-dates.json", `{ "years": [] }\n`);
  write(first, "src/content/notices/old-circular.mdx", notice("Old circular"));
  write(first, "src/pages/fees.astro", "<h1>Fees</h1>\n");
  git(first, "add", "--all");
  git(first, "commit", "--quiet", "--message", "The site");
  git(first, "remote", "add", "origin", school);
  git(first, "push", "--quiet", "origin", "main");
  computer = cloneAs("computer", "Web admin");
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

const run = () => publish(gitIn(computer), computer, factFiles);
const schoolFiles = (commit = "main") => git(school, "diff-tree", "--no-commit-id", "--name-only", "-r", commit).trim().split("\n").sort();

describe("the changes not yet published", () => {
  it("names each saved content file as the editor does, a notice by its title even once removed, and lists code apart", async () => {
    write(computer, "src/data/fees.json", `{ "termFee": 81000 }\n`);
    write(computer, "src/content/notices/sports-day.mdx", notice("Sports day moved"));
    write(computer, "public/notice-files/sports-day/attachments/0/file.pdf", "%PDF-1.4\n");
    rmSync(join(computer, "src/content/notices/old-circular.mdx"));
    write(computer, "src/pages/fees.astro", "<h1>Fees!</h1>\n");

    const pending = await unpublishedChanges(gitIn(computer), computer, factFiles);
    expect(pending).toEqual({
      changes: [
        { name: "Fees and payment", files: [{ path: "src/data/fees.json", change: "changed", committed: false }] },
        { name: "Notice: Old circular", files: [{ path: "src/content/notices/old-circular.mdx", change: "removed", committed: false }] },
        {
          name: "Notice: Sports day moved",
          files: [
            { path: "public/notice-files/sports-day/attachments/0/file.pdf", change: "new", committed: false },
            { path: "src/content/notices/sports-day.mdx", change: "new", committed: false },
          ],
        },
      ],
      otherFiles: ["src/pages/fees.astro"],
    });
  });

  it("says why a copy cannot publish: not on main, or no school repository", async () => {
    git(computer, "switch", "--quiet", "-c", "trying-things");
    expect(await unpublishedChanges(gitIn(computer), computer, factFiles)).toEqual({ problem: "This copy of the website is on the branch 'trying-things', not 'main', the branch that is published." });
    git(computer, "switch", "--quiet", "main");
    git(computer, "remote", "remove", "origin");
    expect(await run()).toEqual({ kind: "not-set-up", detail: "This copy of the website has no 'origin': the school's repository it publishes to is not set." });
  });
});

describe("Publish", () => {
  it("commits the saved content, not the code, with a message naming the changes, and pushes it", async () => {
    write(computer, "src/data/fees.json", `{ "termFee": 81000 }\n`);
    write(computer, "src/content/notices/sports-day.mdx", notice("Sports day moved"));
    write(computer, "src/pages/fees.astro", "<h1>Fees!</h1>\n");

    const outcome = await run();
    expect(outcome).toMatchObject({ kind: "published", names: ["Fees and payment", "Notice: Sports day moved"], broughtIn: 0 });
    expect(schoolFiles()).toEqual(["src/content/notices/sports-day.mdx", "src/data/fees.json"]);
    expect(git(school, "log", "-1", "--format=%s|%an")).toBe("Fees and payment; Notice: Sports day moved|Web admin\n");
    expect(git(computer, "status", "--porcelain").trim(), "the code is left as it was, uncommitted").toBe("M src/pages/fees.astro");
    expect(await run()).toEqual({ kind: "nothing" });
  });

  it("publishes a removed notice as its removal", async () => {
    rmSync(join(computer, "src/content/notices/old-circular.mdx"));
    expect(await run()).toMatchObject({ kind: "published", names: ["Notice: Old circular"] });
    expect(git(school, "ls-tree", "-r", "--name-only", "main")).not.toContain("old-circular");
  });

  it("brings in what someone else published in another file, and publishes on top of it", async () => {
    const other = cloneAs("other", "Someone else");
    write(other, "src/data/term-dates.json", `{ "years": [2027] }\n`);
    git(other, "commit", "--quiet", "--all", "--message", "Term dates");
    git(other, "push", "--quiet", "origin", "main");
    const theirs = git(school, "rev-parse", "main").trim();
    write(computer, "src/data/fees.json", `{ "termFee": 81000 }\n`);

    expect(await run()).toMatchObject({ kind: "published", names: ["Fees and payment"], broughtIn: 1 });
    expect(git(school, "rev-parse", "main~1").trim(), "one line: theirs, then hers").toBe(theirs);
    expect(schoolFiles()).toEqual(["src/data/fees.json"]);
  });

  it("stops before committing when someone else changed the same file, naming it; nothing is lost", async () => {
    const other = cloneAs("other", "Someone else");
    write(other, "src/data/fees.json", `{ "termFee": 90000 }\n`);
    git(other, "commit", "--quiet", "--all", "--message", "Fees");
    git(other, "push", "--quiet", "origin", "main");
    const theirs = git(school, "rev-parse", "main").trim();
    const head = git(computer, "rev-parse", "HEAD");
    write(computer, "src/data/fees.json", `{ "termFee": 81000 }\n`);

    expect(await run()).toEqual({ kind: "both-changed", files: [{ path: "src/data/fees.json", name: "Fees and payment" }] });
    expect(git(school, "rev-parse", "main").trim()).toBe(theirs);
    expect(git(computer, "rev-parse", "HEAD")).toBe(head);
    expect(git(computer, "diff", "--name-only").trim()).toBe("src/data/fees.json");
  });

  it("with the school's repository out of reach, says so and commits nothing; the next Publish sends the change", async () => {
    renameSync(school, `${school}.away`);
    const head = git(computer, "rev-parse", "HEAD");
    write(computer, "src/data/fees.json", `{ "termFee": 81000 }\n`);
    expect(await run()).toMatchObject({ kind: "no-connection" });
    expect(git(computer, "rev-parse", "HEAD")).toBe(head);
    renameSync(`${school}.away`, school);
    expect(await run()).toMatchObject({ kind: "published", names: ["Fees and payment"] });
  });

  it("sends, on the next Publish, a commit whose push did not go through", async () => {
    write(computer, "src/data/fees.json", `{ "termFee": 81000 }\n`);
    git(computer, "commit", "--quiet", "--all", "--message", "Fees and payment");
    const pending = await unpublishedChanges(gitIn(computer), computer, factFiles);
    expect(pending).toMatchObject({ changes: [{ name: "Fees and payment", files: [{ path: "src/data/fees.json", committed: true }] }] });
    expect(await run()).toMatchObject({ kind: "published", names: ["Fees and payment"] });
    expect(git(school, "log", "-1", "--format=%s")).toBe("Fees and payment\n");
  });
});

describe("git's failures, in the admin's words", () => {
  it("reads a refused sign-in, a missing connection, and anything else", () => {
    const said = (stderr: string) => gitFailure({ code: 128, stdout: "", stderr }).kind;
    expect(said("remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/school/site.git/'")).toBe("not-signed-in");
    expect(said("fatal: could not read Username for 'https://github.com': terminal prompts disabled")).toBe("not-signed-in");
    expect(said("git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.")).toBe("not-signed-in");
    expect(said("fatal: unable to access 'https://github.com/school/site.git/': Could not resolve host: github.com")).toBe("no-connection");
    expect(said("ssh: connect to host github.com port 22: Network is unreachable\nfatal: Could not read from remote repository.")).toBe("no-connection");
    expect(said("fatal: '/tmp/school.git' does not appear to be a git repository\nfatal: Could not read from remote repository.")).toBe("no-connection");
    expect(said("error: something else entirely")).toBe("failed");
  });

  it("writes the commit message: the names first, then each with its files", () => {
    const message = commitMessage([
      { name: "Fees and payment", files: [{ path: "src/data/fees.json", change: "changed", committed: false }] },
      { name: "Notice: Sports day moved", files: [{ path: "src/content/notices/sports-day.mdx", change: "new", committed: false }] },
    ]);
    expect(message).toBe(
      "Fees and payment; Notice: Sports day moved\n\nPublished from the editor on this computer (npm run admin):\n- Fees and payment: src/data/fees.json\n- Notice: Sports day moved: src/content/notices/sports-day.mdx\n",
    );
  });
});

describe("the last publication sent from this computer", () => {
  it("is the newest commit Publish made here that the school's repository has, named as the editor names its changes", async () => {
    expect(await lastPublication(gitIn(computer)), "nothing sent yet").toBeUndefined();
    write(computer, "src/data/fees.json", `{ "termFee": 81000 }\n`);
    expect(await run()).toMatchObject({ kind: "published" });
    const sent = git(school, "rev-parse", "main").trim();

    // Then another computer publishes, and a developer commits here by hand: neither is this computer's publication.
    const other = cloneAs("library", "Librarian");
    write(other, "src/content/notices/old-circular.mdx", notice("Old circular, corrected"));
    expect(await publish(gitIn(other), other, factFiles)).toMatchObject({ kind: "published" });
    git(computer, "pull", "--quiet", "--ff-only");
    write(computer, "README.md", "By hand.\n");
    git(computer, "add", "README.md");
    git(computer, "commit", "--quiet", "--message", "By hand");
    git(computer, "push", "--quiet", "origin", "main");

    const last = await lastPublication(gitIn(computer));
    expect(last).toMatchObject({ sha: sent, names: "Fees and payment" });
    expect(Math.abs(Date.parse(last!.sentAt) - Date.now())).toBeLessThan(60_000);
    expect(await lastPublication(gitIn(other))).toMatchObject({ names: "Notice: Old circular, corrected" });
  });

  it("is none while what Publish committed here has not reached the school's repository", async () => {
    write(computer, "src/data/fees.json", `{ "termFee": 81000 }\n`);
    // As a Publish whose push did not go through leaves it: committed here, with Publish's message.
    git(computer, "commit", "--quiet", "--all", "--message", commitMessage([{ name: "Fees and payment", files: [{ path: "src/data/fees.json", change: "changed", committed: false }] }]));
    expect(await lastPublication(gitIn(computer))).toBeUndefined();
    git(computer, "push", "--quiet", "origin", "main");
    git(computer, "fetch", "--quiet");
    expect(await lastPublication(gitIn(computer))).toMatchObject({ sha: git(computer, "rev-parse", "HEAD").trim(), names: "Fees and payment" });
  });
});
