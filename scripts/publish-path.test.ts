import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { changedFiles, codeHash, publishPathOf } from "./publish-path.ts";

describe("which checks a push needs", () => {
  it("a push touching only src/data/fees.json takes the content path", () => {
    expect(publishPathOf(["src/data/fees.json"])).toEqual({ path: "content", notContent: [] });
  });

  it("so does one of a notice with its PDF, a page's words and a photo", () => {
    const files = ["src/content/notices/reopening-moved.mdx", "public/notice-files/reopening-moved/attachments/0/file.pdf", "src/content/pages/laundry.mdx", "src/assets/photos/laundry.jpg"];
    expect(publishPathOf(files).path).toBe("content");
  });

  it("one touching src/data/fees.json and a component takes the full path, naming the component", () => {
    expect(publishPathOf(["src/data/fees.json", "src/features/fees/fee-components.tsx"])).toEqual({ path: "full", notContent: ["src/features/fees/fee-components.tsx"] });
  });

  it.each([["package.json"], ["package-lock.json"], ["tests/e2e/routes.spec.ts"], [".github/workflows/publish.yml"], ["keystatic.config.ts"], ["src/config/content-places.ts"], ["scripts/publish-path.ts"]])(
    "one touching %s takes the full path",
    (file) => {
      expect(publishPathOf(["src/data/fees.json", file]).path).toBe("full");
      expect(publishPathOf([file]).path).toBe("full");
    },
  );
});

describe("the files a push changed, read from git", () => {
  const repo = mkdtempSync(join(tmpdir(), "publish-path-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", ...args], { cwd: repo, encoding: "utf8" }).trim();
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  const commit = (message: string) => {
    git("add", "-A");
    git("commit", "-q", "-m", message);
    return git("rev-parse", "HEAD");
  };
  git("init", "-q", "-b", "main");
  write("src/data/fees.json", "{}\n");
  write("src/content/notices/old-name.mdx", "---\ntitle: A notice\n---\n");
  write("src/features/fees/fees.ts", "export const fees = 1;\n");
  const first = commit("first");

  it("names each file changed, and both sides of a renamed one", () => {
    write("src/data/fees.json", '{ "grade7": 1 }\n');
    git("mv", "src/content/notices/old-name.mdx", "src/content/notices/new-name.mdx");
    const second = commit("second");
    expect(changedFiles(first, second, repo)?.sort()).toEqual(["src/content/notices/new-name.mdx", "src/content/notices/old-name.mdx", "src/data/fees.json"]);
  });

  it("leaves the code's hash as it was when only content changed, and changes it with a line of code", () => {
    expect(codeHash("HEAD", repo)).toBe(codeHash(first, repo));
    write("src/features/fees/fees.ts", "export const fees = 2;\n");
    const third = commit("third");
    expect(codeHash(third, repo)).not.toBe(codeHash(first, repo));
    expect(codeHash(third, repo)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is unknown for a push with no commit before it, or one this clone does not have", () => {
    expect(changedFiles("0000000000000000000000000000000000000000", "HEAD", repo)).toBeUndefined();
    expect(changedFiles("", "HEAD", repo)).toBeUndefined();
    expect(changedFiles("1234567890abcdef1234567890abcdef12345678", "HEAD", repo)).toBeUndefined();
  });
});
