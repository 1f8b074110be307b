import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { githubToken, passwordOf } from "./git-credential";

/**
 * Reading this computer's git sign-in for github.com through git's own `git credential fill`, run
 * for real in a repository whose git config names a credential helper (a small shell script, as a
 * developer might set one; a real one is a keychain or git-credential-manager). The user's and the
 * system's git config are set aside, so only the test's helper answers.
 */

let folder: string;
let repository: string;
const school = { owner: "school", repo: "website" };
const git = (...args: string[]) => execFileSync("git", args, { cwd: repository, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** A helper that notes what git asked it, and answers `lines` to "get". */
function helper(name: string, lines: string[]): string {
  const script = join(folder, name);
  writeFileSync(script, `#!/bin/sh\ntest "$1" = get || exit 0\ncat > "${script}.asked"\n${lines.map((line) => `echo '${line}'`).join("\n")}\n`);
  chmodSync(script, 0o755);
  return script;
}

/** A program that would ask someone for a password: it notes that it was run. */
function asker(): string {
  const script = join(folder, "ask");
  writeFileSync(script, `#!/bin/sh\necho asked >> "${script}.ran"\necho typed-password\n`);
  chmodSync(script, 0o755);
  return script;
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "git-credential-"));
  repository = join(folder, "website");
  execFileSync("git", ["init", "--quiet", "--initial-branch=main", repository]);
  vi.stubEnv("GIT_CONFIG_GLOBAL", "/dev/null");
  vi.stubEnv("GIT_CONFIG_NOSYSTEM", "1");
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(folder, { recursive: true, force: true });
});

describe("this computer's GitHub token, from git's credential helper", () => {
  it("is the password the helper holds for https://github.com, asked for the school's repository", async () => {
    const stored = helper("helper", ["username=x-access-token", "password=ghp_test_token_0123456789"]);
    git("config", "credential.helper", stored);
    const printed = [vi.spyOn(console, "log"), vi.spyOn(console, "error"), vi.spyOn(console, "warn")];

    expect(await githubToken(repository, school)).toBe("ghp_test_token_0123456789");
    const asked = readFileSync(`${stored}.asked`, "utf8").split("\n");
    expect(asked).toContain("protocol=https");
    expect(asked).toContain("host=github.com");
    // The path is git's to pass on: only to a helper set to tell repositories apart.
    expect(asked).not.toContain("path=school/website.git");
    for (const spy of printed) expect(spy).not.toHaveBeenCalled();

    git("config", "credential.useHttpPath", "true");
    await githubToken(repository, school);
    expect(readFileSync(`${stored}.asked`, "utf8").split("\n")).toContain("path=school/website.git");
  });

  it("is none without a helper, or with one that holds no password, and no one is ever asked", async () => {
    const ask = asker();
    // Every way git could ask: a password window (GIT_ASKPASS, core.askPass, SSH_ASKPASS).
    vi.stubEnv("GIT_ASKPASS", ask);
    vi.stubEnv("SSH_ASKPASS", ask);
    git("config", "core.askPass", ask);
    expect(await githubToken(repository, school)).toBeUndefined();

    git("config", "credential.helper", helper("username-only", ["username=web-admin"]));
    expect(await githubToken(repository, school)).toBeUndefined();
    expect(existsSync(`${ask}.ran`), "no program asked for a password").toBe(false);
  });

  it("takes the helpers in git's order: an empty helper clears those set before it", async () => {
    vi.stubEnv("GIT_CONFIG_GLOBAL", join(folder, "global-config"));
    writeFileSync(join(folder, "global-config"), `[credential]\n\thelper = ${helper("users-own", ["username=someone", "password=ghp_users_own_token"])}\n`);
    expect(await githubToken(repository, school)).toBe("ghp_users_own_token");
    git("config", "--add", "credential.helper", "");
    git("config", "--add", "credential.helper", helper("this-copy", ["username=x-access-token", "password=ghp_this_copy"]));
    expect(await githubToken(repository, school)).toBe("ghp_this_copy");
  });
});

describe("the password in git's answer", () => {
  it("is the value of its password line, whatever else it says", () => {
    expect(passwordOf("protocol=https\nhost=github.com\nusername=x-access-token\npassword=gho_abc=def\n")).toBe("gho_abc=def");
    expect(passwordOf("protocol=https\r\nhost=github.com\r\npassword=gho_abc\r\n")).toBe("gho_abc");
    expect(passwordOf("protocol=https\nhost=github.com\nusername=someone\n")).toBeUndefined();
    expect(passwordOf("password=\n")).toBeUndefined();
  });
});
