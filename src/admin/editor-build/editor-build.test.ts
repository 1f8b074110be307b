import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtStorageKinds, editorRepository } from "./editor-build";

describe("the admin build's repository", () => {
  it("is PUBLIC_KEYSTATIC_GITHUB_REPO, owner/name", () => {
    expect(editorRepository({ PUBLIC_KEYSTATIC_GITHUB_REPO: "sisal-ridge/website" })).toBe("sisal-ridge/website");
    expect(editorRepository({ PUBLIC_KEYSTATIC_GITHUB_REPO: "school/web.site_2" })).toBe("school/web.site_2");
  });

  it("is required: without it Keystatic would be in local mode", () => {
    for (const repo of [undefined, "", "website", "school/", "/website", "school/web site", "https://github.com/school/website", "a/b/c"]) {
      expect(() => editorRepository({ PUBLIC_KEYSTATIC_GITHUB_REPO: repo }), String(repo)).toThrow(/needs PUBLIC_KEYSTATIC_GITHUB_REPO=owner\/name/);
    }
  });
});

describe("the built editor's storage", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function built(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), "editor-build-"));
    for (const [name, code] of Object.entries(files)) {
      mkdirSync(join(dir, name, ".."), { recursive: true });
      writeFileSync(join(dir, name), code);
    }
    return dir;
  }

  it("is read from the server's code and the browser's, as each is written", () => {
    const github = built({
      "server/pages/api/keystatic.mjs": 'const config = config$1({\n  storage: { kind: "github", repo: github } ,\n});',
      "client/keystatic/assets/page.js": 'dZe={storage:{kind:"github",repo:cZe},ui:{}}',
    });
    expect(builtStorageKinds(github)).toEqual(["github"]);
  });

  it("shows local mode wherever it is left, and nothing when the config is not found", () => {
    expect(builtStorageKinds(built({ "server/a.mjs": 'storage: { kind: "github", repo }', "client/b.js": 'storage:{kind:"local"}' }))).toEqual(["github", "local"]);
    rmSync(dir, { recursive: true, force: true });
    expect(builtStorageKinds(built({ "server/a.mjs": "export const nothing = 1;" }))).toEqual([]);
  });
});
