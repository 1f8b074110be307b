import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "../../scripts/free-port.ts";
import { changedFiles, copyBuildDir, copyGitHubToken, gitAt, makeGitRepository, makeProjectCopy, removeProjectCopy, runInCopy, startInCopy, treeHashes, writeInCopy, type Started } from "./editor-copy";
import { FakeGitHub } from "./fake-github.ts";
import { astroCli } from "../../scripts/astro-cli.ts";

export { expect };
export type { Page };

/**
 * The editor's tests (playwright.editor.config.ts): `npm run admin` in a copy of the project
 * (tests/editor/editor-copy.ts), driven in Chromium as the web admin would, with nothing beyond
 * this machine reachable; then the copy built and served as a parent would see it.
 */

/** The project's copy: its files, read and hashed. */
export interface ProjectCopy {
  root: string;
  /** The school's repository the copy publishes to (`origin`): a bare git repository in the temporary folder. */
  remote: string;
  /** git in the copy: what it printed. */
  git(...args: string[]): string;
  read(path: string): string;
  readBytes(path: string): Buffer;
  /** Puts a file back as it was (a test's clean-up, never an edit the tests make for the admin). */
  write(path: string, content: string): void;
  hashes(): Map<string, string>;
  /** Builds the copy as `npm run build` would (its own build directory); the exit code and what it printed. */
  build(): Promise<{ code: number | null; output: string }>;
}

export interface Editor {
  url: string;
  /** What `npm run admin` has printed. */
  output(): string;
  /** From `npm run admin` to the editor's first screen in the browser, on a Vite cache as empty as after an install. */
  openedInMs: number;
}

export interface PublishedSite {
  url: string;
}

/** Keystatic asks Google for its typeface: it fails, as every other host does (none should be asked). */
const fontHosts = /^https:\/\/fonts\.(googleapis|gstatic)\.com\//;
const loopback = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)[:/]/;

/**
 * Lists every request for a host beyond this machine but the typeface's. None of them reaches it:
 * the browser's host-resolver rule (playwright.config.ts, which this config's `use` takes) fails
 * every other host at once. Watched, not routed: a route (context.route) makes Playwright hold each
 * of the editor's hundreds of module requests for its handler's word. (It was first taken for the
 * cause of a teardown that hung; the cause was a page closed mid-reload: see the page fixture.)
 */
function watchTheNetwork(context: BrowserContext): string[] {
  const offsite: string[] = [];
  context.on("request", (request) => {
    const url = request.url();
    if (!loopback.test(url) && !/^(data|blob):/.test(url) && !fontHosts.test(url)) offsite.push(url);
  });
  return offsite;
}

async function waitForAnswer(url: string, started: Started, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`stopped before answering ${url}:\n${started.output()}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`no answer from ${url} in ${timeoutMs / 1000} s:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Opens the editor's first screen, as the admin would from the address `npm run admin` prints. */
async function openEditor(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/keystatic`);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 120_000 });
  await context.close();
}

/** The school's web admin, as GitHub knows the account of the copy's git sign-in. */
export const webAdminOnGitHub = { login: "web-admin", name: "Web admin (test)", push: true };

export const test = base.extend<{ offsite: string[] }, { copy: ProjectCopy; schoolGitHub: FakeGitHub; editor: Editor; publishedSite: PublishedSite }>({
  copy: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const root = makeProjectCopy();
      try {
        const remote = makeGitRepository(root);
        await provide({
          root,
          remote,
          git: (...args) => gitAt(root, ...args),
          read: (path) => readFileSync(join(root, path), "utf8"),
          readBytes: (path) => readFileSync(join(root, path)),
          write: (path, content) => writeInCopy(root, path, content),
          hashes: () => treeHashes(root),
          build: () =>
            runInCopy(root, process.execPath, [astroCli(), "build"], { BUILD_DIR: copyBuildDir, ASTRO_TELEMETRY_DISABLED: "1" }),
        });
      } finally {
        removeProjectCopy(root);
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],

  /**
   * GitHub's API for the school's repository, on loopback (`npm run admin` reads it at
   * GITHUB_API_URL): its commits are the copy's bare `origin`, its publishing runs what a test
   * says, and it knows the copy's git sign-in as the web admin.
   */
  schoolGitHub: [
    async ({ copy }, provide) => {
      const github = await new FakeGitHub({ gitDir: copy.remote }).start();
      github.allow(copyGitHubToken, webAdminOnGitHub);
      try {
        await provide(github);
      } finally {
        await github.stop();
      }
    },
    { scope: "worker" },
  ],

  editor: [
    async ({ copy, schoolGitHub, browser }, provide) => {
      const port = Number(process.env.EDITOR_PORT ?? (await freePort()));
      const url = `http://127.0.0.1:${port}`;
      const startedAt = Date.now();
      const admin = startInCopy(copy.root, "npm", ["run", "admin"], { PORT: String(port), GITHUB_API_URL: schoolGitHub.url });
      try {
        await waitForAnswer(`${url}/keystatic`, admin, 120_000);
        await openEditor(browser, url);
        const openedInMs = Date.now() - startedAt;
        console.log(`npm run admin: the editor opened in ${(openedInMs / 1000).toFixed(1)} s (server started, first screen shown in Chromium)`);
        await provide({ url, openedInMs, output: admin.output });
      } finally {
        await admin.stop();
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],

  publishedSite: [
    async ({ copy }, provide) => {
      const startedAt = Date.now();
      const built = await copy.build();
      if (built.code !== 0) throw new Error(`the copy did not build:\n${built.output.slice(-4000)}`);
      console.log(`the copy built in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
      const port = Number(process.env.EDITOR_SITE_PORT ?? (await freePort()));
      const url = `http://127.0.0.1:${port}`;
      const server = startInCopy(copy.root, process.execPath, ["server/start.ts"], { PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: copyBuildDir });
      try {
        await waitForAnswer(`${url}/`, server, 30_000);
        await provide({ url });
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: 600_000 },
  ],

  baseURL: async ({ editor }, provide) => provide(editor.url),

  offsite: async ({ context }, provide) => {
    const offsite = watchTheNetwork(context);
    await provide(offsite);
    expect(offsite, "the editor asked no host beyond this machine but for its typeface").toEqual([]);
  },
  // Every page of these tests runs with the network closed, and goes to an editor address as
  // gotoInEditor says.
  page: async ({ page, offsite: _offsite }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = (url, options) => gotoInEditor(page, goto, url, options);
    await provide(page);
    for (const open of page.context().pages()) await leaveForBlank(open, open === page ? goto : open.goto.bind(open));
  },
});

/**
 * Takes a page to about:blank before its context closes. A save makes the dev server reload the
 * page a moment later, and Chromium (its RenderDocument, on since Playwright 1.62) may never close
 * a page whose navigation is committing: the context's close then waits out the test's whole 120 s
 * (microsoft/playwright#42068; seen three times, each right after a test's last save: twice in
 * whole runs, once in a run of the editor tests alone). A page at about:blank has no navigation on its way and no dev server to reload it. The
 * reload can abort the way there (net::ERR_ABORTED, as it did once): then the reload's page loads
 * and the page goes again. Measured on this Chromium (150), a page closed while its reload
 * commits: 19 of 20 closes hung; after this, 0 of 20. Bounded, as it runs when a test has failed too.
 */
async function leaveForBlank(page: Page, goto: Page["goto"]) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const left = await goto("about:blank", { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (left) return;
    await page.waitForLoadState("load", { timeout: 10_000 }).catch(() => undefined);
  }
}

/**
 * The dev server reloads the open page whenever a file changes (a save, a Publish: Vite's full
 * reload, a moment after the file is written). A navigation the test starts while that reload
 * lands is aborted by it (net::ERR_ABORTED). So an aborted navigation waits for the reload that
 * took the page over to finish, then goes where the test asked: the wait is for the page's own
 * load, and a second abort fails the test.
 */
async function gotoInEditor(page: Page, goto: Page["goto"], url: string, options?: Parameters<Page["goto"]>[1]) {
  try {
    return await goto(url, options);
  } catch (error) {
    if (!String(error).includes("net::ERR_ABORTED")) throw error;
    await page.waitForLoadState("load");
    return goto(url, options);
  }
}

/** The files of the copy whose bytes differ between two snapshots. */
export { changedFiles };

/** Waits until a file of the copy reads as expected: the editor reloads its page after a save, so the file is what tells. */
export async function waitForFile(copy: ProjectCopy, path: string, expected: string | ((text: string) => boolean), message?: string) {
  const options = { message: message ?? `${path} is saved`, timeout: 15_000 };
  // A text is compared whole, so a failure shows the difference.
  if (typeof expected === "string") await expect.poll(() => copy.read(path), options).toBe(expected);
  else {
    // The editor writes the file in place: read half-written, it may not parse yet. That is "not yet".
    const holds = (text: string) => {
      try {
        return expected(text);
      } catch {
        return false;
      }
    };
    await expect.poll(() => holds(copy.read(path)), options).toBe(true);
  }
}

/** Presses the editor's Save. */
export async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

/**
 * Holds when the last Save was refused by the form, without waiting for a request that should not
 * come: a save that goes ahead turns Keystatic's "Unsaved" badge into its progress circle in the
 * click itself (its state is set before the first await), and no request is sent without it. A
 * refused one leaves the badge as it was.
 */
export async function expectSaveRefused(page: Page) {
  await expect(page.getByText("Unsaved", { exact: true }), "the form still has unsaved changes").toBeVisible();
  await expect(page.getByRole("progressbar", { name: /^Updating / })).toHaveCount(0);
}

/** Opens a part of the editor from its side menu, as the admin would. */
export async function openFromMenu(page: Page, label: string) {
  if (!page.url().includes("/keystatic")) await page.goto("/keystatic");
  await page.getByRole("navigation").getByRole("link", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { name: label, level: 1 })).toBeVisible();
  // The form shows "Loading <label>" until its code is compiled (Vite, the first time it is
  // opened): seconds on a busy machine, and its boxes are not there until then.
  await expect(page.getByRole("progressbar", { name: `Loading ${label}` })).toHaveCount(0, { timeout: 30_000 });
}

/** Opens a page's words: Pages, then the page found by its file name. */
export async function openPage(page: Page, file: string) {
  await openFromMenu(page, "Pages");
  await page.getByRole("searchbox", { name: "Search" }).fill(file);
  // Once the list shows only what the search finds: a click while it narrows is lost.
  const found = page.getByRole("grid", { name: "Pages" }).getByRole("rowheader");
  await expect.poll(async () => (await found.allTextContents()).every((name) => name.includes(file))).toBe(true);
  await page.getByRole("row", { name: file, exact: true }).click();
  // The first entry opened after the editor starts is compiled then (Vite): seconds on a busy machine.
  await expect(page.getByRole("textbox", { name: "File name" })).toHaveValue(file, { timeout: 30_000 });
}

/** The editor of a page's words. */
export const wordsOf = (page: Page) => page.getByRole("textbox", { name: "Words", exact: true });

/**
 * Selects a phrase of the words, as a drag of the mouse across it would (or puts the caret just
 * after it): the selection the editor then types over or inserts at.
 */
export async function selectWords(words: Locator, phrase: string, { caretAfter = false } = {}) {
  await words.click();
  await words.evaluate(
    (root, [phrase, caretAfter]) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const at = node.data.indexOf(phrase as string);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, caretAfter ? at + (phrase as string).length : at);
        range.setEnd(node, at + (phrase as string).length);
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
        return;
      }
      throw new Error(`the words do not hold '${phrase}'`);
    },
    [phrase, caretAfter] as const,
  );
}

/**
 * Inserts a block on a new line after the caret from the insert menu: / opens it, the block's
 * name narrows it. The name is typed once the menu shows, as a person would: typed at once,
 * the menu sometimes never opens.
 */
export async function insertBlock(page: Page, block: string) {
  await page.keyboard.press("Enter");
  await page.keyboard.type("/");
  const menu = page.getByRole("listbox", { name: "Insert menu" });
  await expect(menu).toBeVisible();
  await page.keyboard.type(block);
  await menu.getByRole("option", { name: block, exact: true }).click();
}

/** Every request that writes a file (local mode's one endpoint for a save). */
export function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && new URL(request.url()).pathname.startsWith("/api/keystatic/")) writes.push(request.url());
  });
  return writes;
}
