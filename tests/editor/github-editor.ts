import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { test as base, expect, type BrowserContext } from "@playwright/test";
import { freePort } from "../../scripts/free-port.ts";
import { placeholderEditorVariables as placeholders } from "../../server/test-support/editor-variables.ts";
import { writeSmallBuild } from "../../server/test-support/small-build.ts";
import { FakeGitHub, type Account } from "./fake-github.ts";

export { expect };

/**
 * The Node server's editor in GitHub mode, as a school runs it: `npm run build:admin` for the
 * placeholder repository (once per run), then `node server/start.ts` with the GitHub App's four
 * variables and GITHUB_API_URL pointing at a fake GitHub API on this computer
 * (tests/editor/fake-github.ts), and counting on (STATS_DATABASE). A test signs the admin in by setting Keystatic's
 * `keystatic-gh-access-token` cookie itself; the fake decides what each token may do.
 */

const root = new URL("../../", import.meta.url).pathname;

/** The school's web admin, who may write to the repository. */
export const admin: Account = { login: "wanjiru-office", name: "Jane Wanjiru", push: true };
export const adminToken = "ghu_admin_token";
/** An account that may read the repository but not write to it. */
export const reader: Account = { login: "visiting-parent", name: "A Parent", push: false };
export const readerToken = "ghu_reader_token";

export interface GitHubEditor {
  url: string;
  github: FakeGitHub;
  /** The school's figures the server counts into and its editor reads (STATS_DATABASE). */
  statsDatabase: string;
  /** What the server has printed. */
  output(): string;
}

export const test = base.extend<{ signedIn: BrowserContext; serverLog: void }, { githubEditor: GitHubEditor; ownRepository: boolean }>({
  /**
   * Set by a spec whose saves would show in another spec's lists of saves (Publishing lists every
   * recent one): it gets a worker of its own, so its own editor and an empty fake GitHub.
   */
  ownRepository: [false, { scope: "worker", option: true }],

  githubEditor: [
    async ({ ownRepository: _ownRepository }, provide) => {
      const github = await new FakeGitHub().start();
      github.allow(adminToken, admin);
      github.allow(readerToken, reader);
      // Inside the repository, as a deploy has it: the editor's code imports the installed packages.
      const parent = resolve(root, "build-github-editor-test");
      mkdirSync(parent, { recursive: true });
      const buildDir = writeSmallBuild({}, parent);
      const started = Date.now();
      const build = spawnSync(process.execPath, ["scripts/build-admin.ts"], { cwd: root, env: { ...process.env, ...placeholders, BUILD_DIR: buildDir }, encoding: "utf8" });
      if (build.status !== 0) throw new Error(`npm run build:admin failed:\n${build.stdout}\n${build.stderr}`);
      console.log(`npm run build:admin: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      const port = await freePort();
      // Counting on, as the README's server setup has it: What parents read reads this file.
      const statsDatabase = join(parent, "stats.db");
      const server = spawn(process.execPath, ["server/start.ts"], {
        cwd: root,
        env: { ...process.env, ...placeholders, GITHUB_API_URL: github.url, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", STATS_DATABASE: statsDatabase },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let log = "";
      server.stderr.on("data", (chunk) => (log += chunk));
      await new Promise<void>((done, fail) => {
        server.stdout.on("data", (chunk) => {
          log += chunk;
          if (log.includes("Serving")) done();
        });
        server.once("exit", () => fail(new Error(`the server stopped:\n${log}`)));
      });
      try {
        await provide({ url: `http://127.0.0.1:${port}`, github, statsDatabase, output: () => log });
      } finally {
        server.kill("SIGTERM");
        await github.stop();
        rmSync(parent, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 300_000 },
  ],

  baseURL: async ({ githubEditor }, provide) => provide(githubEditor.url),

  /** What the server printed during a test that failed, beside the failure. */
  serverLog: [
    async ({ githubEditor }, provide, testInfo) => {
      const from = githubEditor.output().length;
      await provide();
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server output", { body: githubEditor.output().slice(from), contentType: "text/plain" });
    },
    { auto: true },
  ],

  // Keystatic's page asks GitHub and Google from the browser: the browser's host-resolver rule
  // (playwright.config.ts, whose `use` the editor's config takes) fails every host beyond this
  // machine at once. No route for it: a route holds each request for its handler (tests/editor/support.ts).

  /** The browser of the signed-in admin: Keystatic's sign-in cookie, as GitHub's sign-in would have set it. */
  signedIn: async ({ context, githubEditor }, provide) => {
    await context.addCookies([{ name: "keystatic-gh-access-token", value: adminToken, url: githubEditor.url }]);
    await provide(context);
  },
});
