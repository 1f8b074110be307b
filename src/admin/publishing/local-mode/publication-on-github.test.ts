import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { freePort } from "../../../../scripts/free-port.ts";
import { contentCheckFailure, FakeGitHub } from "../../../../tests/editor/fake-github.ts";
import { gitIn } from "./git-publishing";
import { publicationOnGitHub } from "./publication-on-github";

/**
 * A commit this computer pushed, and its state as GitHub's API tells it, against the tests' fake
 * GitHub API on loopback (GITHUB_API_URL), with the token of the computer's git sign-in (a
 * credential helper in the repository's git config, asked through `git credential fill`), or none.
 */

const token = "ghp_publish_page_test_token";
const webAdmin = { login: "web-admin", name: "Web admin", push: true };
/** 3 December 2026, 11:00 in Kenya. */
const now = new Date("2026-12-03T08:00:00Z");

let folder: string;
let computer: string;
let github: FakeGitHub | undefined;

/** The computer: a git repository whose origin is the school's repository on GitHub. */
function makeComputer(origin = "https://github.com/school/website.git") {
  computer = join(folder, "computer");
  execFileSync("git", ["init", "--quiet", "--initial-branch=main", computer]);
  execFileSync("git", ["remote", "add", "origin", origin], { cwd: computer });
}

/** A credential helper in the computer's git config that answers `password`. */
function signIn(password: string) {
  const script = join(folder, "helper");
  writeFileSync(script, `#!/bin/sh\ntest "$1" = get || exit 0\necho username=x-access-token\necho password=${password}\n`);
  chmodSync(script, 0o755);
  execFileSync("git", ["config", "credential.helper", script], { cwd: computer });
}

async function startGitHub(options: { public?: boolean } = {}) {
  github = await new FakeGitHub(options).start();
  github.allow(token, webAdmin);
  vi.stubEnv("GITHUB_API_URL", github.url);
  return github;
}

/** Two saves on main: the older one published, the newer (this computer's) just pushed. */
function twoSaves(fake: FakeGitHub) {
  const older = fake.commit({ message: "The site", author: webAdmin, date: "2026-12-02T06:00:00Z", files: { "src/data/fees.json": "{}\n" } });
  fake.setRun(older, { status: "completed", conclusion: "success", createdAt: "2026-12-02T06:00:00Z", updatedAt: "2026-12-02T06:03:00Z" });
  const sent = fake.commit({ message: "Fees and payment", author: webAdmin, date: "2026-12-03T07:38:00Z", files: { "src/data/fees.json": `{ "grade8": 0 }\n` } });
  return sent;
}

const read = (sha: string, justSent = true) => publicationOnGitHub(computer, gitIn(computer), sha, { justSent, now });

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "publication-on-github-"));
  vi.stubEnv("GIT_CONFIG_GLOBAL", "/dev/null");
  vi.stubEnv("GIT_CONFIG_NOSYSTEM", "1");
  makeComputer();
});

afterEach(async () => {
  await github?.stop();
  github = undefined;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(folder, { recursive: true, force: true });
});

describe("the state of what this computer sent, with its git sign-in", () => {
  it("is being checked, then live since the run ended, in the Publishing page's words, read with the computer's token", async () => {
    const fake = await startGitHub();
    signIn(token);
    const sent = twoSaves(fake);

    // Pushed a moment ago: GitHub has not registered its run yet.
    expect(await read(sent)).toEqual({ sha: sent, words: { text: "Being checked and published (about 2 minutes)", tone: "under-way" }, underWay: true, refreshSeconds: 8 });
    fake.setRun(sent, { status: "in_progress", createdAt: "2026-12-03T07:38:10Z" });
    expect((await read(sent)).words.text).toBe("Being checked and published (about 2 minutes)");
    fake.setRun(sent, { status: "completed", conclusion: "success", updatedAt: "2026-12-03T07:42:00Z" });
    expect(await read(sent)).toMatchObject({ words: { text: "Live since 10:42", tone: "done" }, underWay: false });

    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((request) => request.token === token), "every request carried the computer's token").toBe(true);
  });

  it("is not published, in the content check's own words, with what to do from this computer", async () => {
    const fake = await startGitHub();
    signIn(token);
    const sent = twoSaves(fake);
    fake.setRun(sent, contentCheckFailure(["src/data/fees.json: grade 8 term fee must be more than 0"]));
    const publication = await read(sent);
    expect(publication.words).toEqual({
      text: "Not published: src/data/fees.json: grade 8 term fee must be more than 0",
      advice: "Correct this in the editor, save it, and press Publish again. Until then the site shows what it showed before.",
      tone: "failed",
    });
    expect(publication.underWay).toBe(false);
  });

  it("is read without a token when there is no sign-in, or GitHub refuses it, from a public repository, and asked for less often", async () => {
    const fake = await startGitHub({ public: true });
    const sent = twoSaves(fake);
    fake.setRun(sent, { status: "in_progress" });
    expect(await read(sent)).toMatchObject({ words: { text: "Being checked and published (about 2 minutes)" }, refreshSeconds: 30 });
    expect(fake.requests.every((request) => request.token === undefined)).toBe(true);

    vi.spyOn(console, "error").mockImplementation(() => undefined);
    signIn("ghp_expired_token");
    fake.requests.length = 0;
    expect(await read(sent)).toMatchObject({ words: { text: "Being checked and published (about 2 minutes)" }, refreshSeconds: 30 });
    expect(fake.requests.map((request) => request.token)).toContain("ghp_expired_token");
    expect(fake.requests.at(-1)?.token, "then as anyone").toBeUndefined();
  });
});

describe("when GitHub shows nothing, it says so, and that the change was sent", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("says a private repository cannot be read without a sign-in, and never prints the token", async () => {
    const fake = await startGitHub();
    const sent = twoSaves(fake);
    expect(await read(sent)).toEqual({
      sha: sent,
      words: {
        text: "This computer cannot see GitHub's checks: the school's repository is private, and this computer has no GitHub sign-in that may read it.",
        advice: "It is checked and published in about two minutes: look at the site then.",
        tone: "neutral",
      },
      underWay: false,
      refreshSeconds: 30,
    });
    signIn("ghp_secret_refused_token");
    expect((await read(sent, false)).words).toMatchObject({ text: /^This computer cannot see GitHub's checks: the school's repository is private/, advice: "Look at the site to see whether the change is there." });
    expect(JSON.stringify(vi.mocked(console.error).mock.calls)).not.toContain("ghp_secret_refused_token");
  });

  it("says GitHub cannot be reached", async () => {
    vi.stubEnv("GITHUB_API_URL", `http://127.0.0.1:${await freePort()}`);
    signIn(token);
    expect((await read("0".repeat(40))).words.text).toBe("This computer cannot see GitHub's checks: GitHub cannot be reached from here just now.");
  });

  it("says the copy names no repository on GitHub", async () => {
    rmSync(computer, { recursive: true, force: true });
    makeComputer(join(folder, "school.git"));
    expect((await read("0".repeat(40))).words.text).toBe("This computer cannot see GitHub's checks: this copy of the website does not say which repository on GitHub it publishes to.");
  });
});
