// The web admin's editor on the Node server (server/editor.ts): off, and its addresses the real
// 404, unless all four variables of the GitHub App are set; local mode never served or built.
// The editor itself, built and signed in to with placeholder variables: tests/server/editor.test.ts.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkEditorBuild, editorVariables, isEditorPath, loadEditor, startEditor } from "./editor.ts";
import { createSiteHandler } from "./site-handler.ts";
import { portOf } from "../scripts/free-port.ts";
import { get } from "./test-support/get.ts";
import { placeholderEditorVariables as placeholders } from "./test-support/editor-variables.ts";
import { defaultCsp, writeSmallBuild } from "./test-support/small-build.ts";

const editorAddresses = [
  "/keystatic",
  "/keystatic/",
  "/keystatic/singleton/fees",
  // The editor's own pages in GitHub mode: Publishing, its state line, Earlier versions and putting one back.
  "/keystatic/publishing",
  "/keystatic/publishing/state",
  "/keystatic/history?file=src/data/fees.json",
  "/keystatic/history/put-back",
  "/api/keystatic",
  "/api/keystatic/github/login",
  "/api/keystatic/github/oauth/callback?code=x",
];

describe("the editor's addresses", () => {
  it("are /keystatic, everything under it, and its API; nothing else", () => {
    for (const url of editorAddresses) expect(isEditorPath(url), url).toBe(true);
    for (const url of ["/", "/fees", "/keystatics", "/keystatic.html", "/Keystatic", "/api", "/api/keystatics/x", "/assets/keystatic/x.js", "/fees?next=/keystatic"]) expect(isEditorPath(url), url).toBe(false);
  });
});

describe("npm start without the GitHub App's variables", () => {
  let buildDir: string;
  let server: Server;
  let port: number;
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

  async function serve(env: Record<string, string>) {
    server = createServer(createSiteHandler(buildDir, { editor: await startEditor(buildDir, env) }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = portOf(server);
  }

  beforeAll(() => {
    buildDir = writeSmallBuild();
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    warn.mockClear();
  });
  afterAll(() => {
    rmSync(buildDir, { recursive: true, force: true });
    warn.mockRestore();
  });

  it("answers /keystatic and /api/keystatic/* with the site's not-found page (404)", async () => {
    await serve({});
    for (const path of editorAddresses) {
      const answer = await get(port, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toContain("<h1>Page Not Found</h1>");
      expect(answer.headers["content-security-policy"], path).toBe(defaultCsp);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it("keeps the editor off when one variable is missing, and says which", async () => {
    for (const missing of editorVariables) {
      const env: Record<string, string> = { ...placeholders };
      delete env[missing];
      expect(await startEditor(buildDir, env), missing).toBeUndefined();
      expect(warn).toHaveBeenLastCalledWith(expect.stringContaining(missing));
    }
    await serve({ ...placeholders, KEYSTATIC_SECRET: "" });
    expect((await get(port, "/api/keystatic/github/login")).status).toBe(404);
  });
});

describe("local mode", () => {
  let buildDir: string;
  beforeAll(() => {
    buildDir = writeSmallBuild();
  });
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  /** An admin build that says it was made with `storage` for `repo`, and code that would fail if loaded. */
  function writeAdminBuild(record: { storage?: string; repo: string } | undefined) {
    const adminDir = join(buildDir, "admin");
    mkdirSync(join(adminDir, "server"), { recursive: true });
    writeFileSync(join(adminDir, "server", "entry.mjs"), 'throw new Error("the editor\'s code was loaded");\n');
    if (record) writeFileSync(join(adminDir, "admin-manifest.json"), JSON.stringify(record));
    return adminDir;
  }

  it("is never loaded by the Node server, whatever the admin build says", async () => {
    const site = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8"));
    const cases: [{ storage?: string; repo: string } | undefined, RegExp][] = [
      [{ storage: "local", repo: "school/website" }, /stores to local, not GitHub/],
      [{ repo: "school/website" }, /stores to undefined, not GitHub/],
      [{ storage: "github", repo: "someone/else" }, /built for someone\/else/],
      [undefined, /no admin build/],
    ];
    for (const [record, reason] of cases) {
      rmSync(join(buildDir, "admin"), { recursive: true, force: true });
      const adminDir = writeAdminBuild(record);
      expect(() => checkEditorBuild(adminDir, "school/website"), JSON.stringify(record)).toThrow(reason);
      await expect(loadEditor(adminDir, "school/website", site), JSON.stringify(record)).rejects.toThrow(reason);
    }
  });

  it("is never built for the server: npm run build:admin refuses without a repository and leaves the admin build as it was", { timeout: 120_000 }, () => {
    rmSync(join(buildDir, "admin"), { recursive: true, force: true });
    const adminDir = writeAdminBuild({ storage: "github", repo: "school/website" });
    const before = readFileSync(join(adminDir, "admin-manifest.json"), "utf8");
    const env = { ...process.env };
    delete env.PUBLIC_KEYSTATIC_GITHUB_REPO;
    for (const repo of [undefined, "not a repository"]) {
      const result = spawnSync(process.execPath, ["scripts/build-admin.ts"], {
        env: { ...env, ...(repo === undefined ? {} : { PUBLIC_KEYSTATIC_GITHUB_REPO: repo }), BUILD_DIR: buildDir },
        encoding: "utf8",
      });
      expect(result.status, String(repo)).not.toBe(0);
      expect(result.stdout + result.stderr, String(repo)).toContain("needs PUBLIC_KEYSTATIC_GITHUB_REPO=owner/name");
      expect(readFileSync(join(adminDir, "admin-manifest.json"), "utf8")).toBe(before);
    }
  });
});
