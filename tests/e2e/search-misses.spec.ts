import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createSiteHandler } from "../../server/site-handler";
import { createSiteStats, type SiteStats } from "../../server/stats/start-stats";
import { statsReport } from "../../server/stats/stats-report";
import { searchMissPath } from "../../src/features/search/search-miss";
import { freePort } from "../../scripts/free-port";
import { startNginx } from "../../scripts/serve-nginx";
import { expect, test, waitForServiceWorker, type Page } from "./support";

/**
 * Searches that found nothing, as the school hears of them (docs/site.md, Search;
 * docs/decisions/060): the search page tells the server once, and the server shows the words only
 * once they were searched on three different days. The server is the production handler with
 * counting on, started here with a clock of the test's own, so three days pass without waiting.
 */

test.describe.configure({ mode: "serial" });

const day = 24 * 60 * 60 * 1000;
let clock = Date.parse("2026-11-20T10:00:00+03:00");
let folder: string;
let database: string;
let stats: SiteStats;
let server: Server;
let origin: string;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "search-misses-"));
  database = join(folder, "stats.db");
  const buildDir = process.env.BUILD_DIR ?? "build";
  stats = await createSiteStats(buildDir, database, () => clock);
  server = createServer(createSiteHandler(buildDir, { stats }));
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await stats.recorder.close();
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
  rmSync(folder, { recursive: true, force: true });
});

/** Every request the page makes to the address of failed searches. */
function watchTold(page: Page): string[] {
  const told: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === searchMissPath) told.push(request.postData() ?? "");
  });
  return told;
}

/** The failed searches the server has kept, each with its day, once what it holds is written. */
async function kept(): Promise<{ query: string; day: string }[]> {
  await stats.recorder.write();
  const db = new DatabaseSync(database, { readOnly: true });
  try {
    return db.prepare("SELECT query, day FROM search_misses ORDER BY day").all() as unknown as { query: string; day: string }[];
  } finally {
    db.close();
  }
}

function shown(): { query: string; days: number }[] {
  return statsReport({ days: 30, database, now: new Date(clock) }).searches;
}

const status = (page: Page) => page.getByRole("main").getByRole("status");
const box = (page: Page) => page.getByRole("searchbox", { name: "Search the website" });

test("a search that found nothing is told once, and shown only after its third day", async ({ page }) => {
  const told = watchTold(page);
  // Sent from the header's form (words in the address): told at once, trimmed and lower-cased.
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === searchMissPath);
  await page.goto(`${origin}/search?q=${encodeURIComponent("  Xylophonist ZYZZYVA ")}`);
  await expect(status(page)).toHaveText("No results for Xylophonist ZYZZYVA");
  expect((await answered).status()).toBe(204);
  expect(told).toEqual(["xylophonist zyzzyva"]);
  // Sent again on the same page: not told again.
  await box(page).press("Enter");
  await expect(status(page)).toHaveText("No results for Xylophonist ZYZZYVA");
  // Never kept on the phone: the service worker leaves a POST alone.
  await waitForServiceWorker(page);
  expect(await page.evaluate(async (path) => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))).flat().filter((url) => url.includes(path)), searchMissPath)).toEqual([]);

  // Another visit the same day, the box this time: told, and kept once for the day.
  await page.goto(`${origin}/search`);
  const again = page.waitForResponse((response) => new URL(response.url()).pathname === searchMissPath);
  await box(page).fill("xylophonist zyzzyva");
  await box(page).press("Enter");
  await expect(status(page)).toHaveText("No results for xylophonist zyzzyva");
  await again;
  expect(told).toEqual(["xylophonist zyzzyva", "xylophonist zyzzyva"]);
  expect(await kept()).toEqual([{ query: "xylophonist zyzzyva", day: "2026-11-20" }]);
  expect(shown()).toEqual([]);

  for (const [next, dayName] of [
    [1, "2026-11-21"],
    [3, "2026-11-23"],
  ] as const) {
    clock += (next === 1 ? 1 : 2) * day;
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === searchMissPath);
    await page.goto(`${origin}/search?q=xylophonist+zyzzyva`);
    await answer;
    expect((await kept()).at(-1)).toEqual({ query: "xylophonist zyzzyva", day: dayName });
  }
  // The third day: shown.
  expect(shown()).toEqual([{ query: "xylophonist zyzzyva", days: 3 }]);
});

test("words typed that found nothing are told once they have stood 3 seconds, or the page is left, never while typing", async ({ page }) => {
  await page.clock.install();
  const told = watchTold(page);
  await page.goto(`${origin}/search`);
  const box1 = box(page);
  await box1.fill("qwertyuio");
  await page.clock.runFor(300);
  await expect(status(page)).toHaveText("No results for qwertyuio");
  // The parent types on before 3 seconds: that miss is not told.
  await page.clock.runFor(2000);
  await box1.fill("qwertyuiop");
  await page.clock.runFor(300);
  await expect(status(page)).toHaveText("No results for qwertyuiop");
  expect(told).toEqual([]);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === searchMissPath);
  await page.clock.runFor(3000);
  await answer;
  expect(told).toEqual(["qwertyuiop"]);
  expect((await kept()).map((row) => row.query)).toContain("qwertyuiop");

  // Another, left at once: told as the page is hidden.
  await box1.fill("xylophonists");
  await page.clock.runFor(300);
  await expect(status(page)).toHaveText("No results for xylophonists");
  const left = page.waitForResponse((response) => new URL(response.url()).pathname === searchMissPath);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
  await left;
  expect(told).toEqual(["qwertyuiop", "xylophonists"]);
});

/**
 * A search that finds nothing, sent from the address, once the server has answered: anything the
 * page told before it (as it closed) has reached the server by then.
 */
async function tellMarker(page: Page, words: string): Promise<void> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === searchMissPath);
  await page.goto(`${origin}/search?q=${encodeURIComponent(words)}`);
  await answer;
}

test("a search that finds something tells nothing", async ({ page }) => {
  const told = watchTold(page);
  const before = await kept();
  await page.goto(`${origin}/search?q=golf`);
  await expect(status(page)).toHaveText(/^\d+ results? for golf$/);
  await box(page).fill("fees");
  await box(page).press("Enter");
  await expect(status(page)).toHaveText(/^\d+ results? for fees$/);
  await page.getByRole("main").getByRole("listitem").getByRole("link").first().click();
  await expect(page).not.toHaveURL(/\/search/);
  await tellMarker(page, "qzxwvone");
  expect(told).toEqual(["qzxwvone"]);
  expect((await kept()).filter((row) => !before.some((earlier) => earlier.query === row.query))).toEqual([{ query: "qzxwvone", day: "2026-11-23" }]);
});

test("with the data saver on, nothing is told", async ({ page, context }) => {
  const session = await context.newCDPSession(page);
  await session.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  const told = watchTold(page);
  const before = await kept();
  await page.goto(`${origin}/search?q=zzyzxquartz`);
  await expect(status(page)).toHaveText("No results for zzyzxquartz");
  await box(page).press("Enter");
  await expect(status(page)).toHaveText("No results for zzyzxquartz");
  await page.getByRole("link", { name: "the sitemap", exact: true }).click();
  await expect(page).toHaveURL(/\/sitemap$/);
  // The data saver off again: the next failed search is told, and it alone reaches the server.
  await session.send("Emulation.setDataSaverOverride", { dataSaverEnabled: false });
  await tellMarker(page, "qzxwvtwo");
  expect(told).toEqual(["qzxwvtwo"]);
  expect((await kept()).filter((row) => !before.some((earlier) => earlier.query === row.query))).toEqual([{ query: "qzxwvtwo", day: "2026-11-23" }]);
});

test("on nginx, which has no such address, the request fails and nothing comes of it", async ({ page }) => {
  // Each wait here has a limit of its own, under the test's, so a request that never comes back
  // fails with its name instead of using up the whole test (one CI run on two workers did).
  const nginx = await startNginx({ buildDir: process.env.BUILD_DIR ?? "build", port: await freePort() });
  try {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === searchMissPath, { timeout: 15_000 });
    await page.goto(`${nginx.url}/search?q=zzyzxquartz`, { timeout: 15_000 });
    await expect(status(page)).toHaveText("No results for zzyzxquartz");
    expect([404, 405]).toContain((await answer).status());
    // The search goes on as before.
    await box(page).fill("golf");
    await box(page).press("Enter");
    await expect(status(page)).toHaveText(/^\d+ results? for golf$/);
    expect(errors).toEqual([]);
  } finally {
    await nginx.stop();
  }
});
