import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gitIn } from "./git-publishing";
import { repositoryOfRemote, repositoryOfSetting, schoolRepository } from "./school-repository";

describe("the repository a remote's address names", () => {
  it("reads owner and name from each form git takes for github.com", () => {
    const school = { owner: "sisal-ridge", repo: "website" };
    for (const address of [
      "https://github.com/sisal-ridge/website.git",
      "https://github.com/sisal-ridge/website",
      "https://github.com/sisal-ridge/website.git\n",
      "git@github.com:sisal-ridge/website.git",
      "git@github.com:sisal-ridge/website",
      "ssh://git@github.com/sisal-ridge/website.git",
      "ssh://git@github.com:22/sisal-ridge/website.git",
      "git+ssh://git@github.com/sisal-ridge/website.git",
      "git://github.com/sisal-ridge/website.git",
    ]) {
      expect(repositoryOfRemote(address), address).toEqual(school);
    }
    // A name with capitals, dots and an underscore, and a user name in an https address (never read as the owner).
    expect(repositoryOfRemote("https://web-admin@github.com/Sisal-Ridge/web.site_2.git")).toEqual({ owner: "Sisal-Ridge", repo: "web.site_2" });
  });

  it("names none for another host, a folder, or an address that is not a repository", () => {
    for (const address of ["https://gitlab.com/sisal-ridge/website.git", "git@bitbucket.org:sisal-ridge/website.git", "/tmp/school-editor-remote.git", "../school.git", "file:///srv/git/website.git", "https://github.com/sisal-ridge", ""]) {
      expect(repositoryOfRemote(address), address).toBeUndefined();
    }
  });

  it("reads the setting's owner/name, and nothing else", () => {
    expect(repositoryOfSetting("sisal-ridge/website")).toEqual({ owner: "sisal-ridge", repo: "website" });
    for (const value of [undefined, "", "website", "https://github.com/sisal-ridge/website", "a/b/c"]) expect(repositoryOfSetting(value), String(value)).toBeUndefined();
  });
});

describe("the school's repository, as this computer's git knows it", () => {
  let folder: string;
  const git = (...args: string[]) => execFileSync("git", args, { cwd: folder, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "school-repository-"));
    git("init", "--quiet", "--initial-branch=main");
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("is origin's GitHub address, as written or as git rewrites it", async () => {
    git("remote", "add", "origin", "git@github.com:sisal-ridge/website.git");
    expect(await schoolRepository(gitIn(folder), {})).toEqual({ owner: "sisal-ridge", repo: "website" });
    // Written as a GitHub address and fetched from a folder (how the editor tests' copy is set up): the address written names it.
    git("remote", "set-url", "origin", "https://github.com/school/website.git");
    git("config", "url./tmp/school-remote.git.insteadOf", "https://github.com/school/website.git");
    expect(await schoolRepository(gitIn(folder), {})).toEqual({ owner: "school", repo: "website" });
    // Written in a short form of the developer's own, which git rewrites to GitHub's.
    git("config", "--unset", "url./tmp/school-remote.git.insteadOf");
    git("config", "url.git@github.com:.insteadOf", "gh:");
    git("remote", "set-url", "origin", "gh:sisal-ridge/website.git");
    expect(await schoolRepository(gitIn(folder), {})).toEqual({ owner: "sisal-ridge", repo: "website" });
  });

  it("is the setting when it is set, and none without a GitHub origin", async () => {
    git("remote", "add", "origin", "/srv/git/website.git");
    expect(await schoolRepository(gitIn(folder), {})).toBeUndefined();
    expect(await schoolRepository(gitIn(folder), { PUBLIC_KEYSTATIC_GITHUB_REPO: "sisal-ridge/website" })).toEqual({ owner: "sisal-ridge", repo: "website" });
    git("remote", "remove", "origin");
    expect(await schoolRepository(gitIn(folder), {})).toBeUndefined();
  });
});
