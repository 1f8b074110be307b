#!/usr/bin/env node
// `node scripts/measure-prefetch.ts`: how many taps on a link the Node server still counts as a read
// when the site's own link prefetch (src/features/navigation/browser/link-prefetch.ts) fetched the
// page first (docs/decisions/061). Chromium, the production build (BUILD_DIR, `build` by default),
// the production handler with its counting (server/stats/), each try in a fresh browser profile:
// open the sitemap (a page of links, and no pop-up), wait for its script, rest the pointer on a link for a while, then click it;
// and on a phone, a tap with no pointer resting first; each with the service worker in control and
// without it (a first visit). A measurement, not a test: it prints the
// share counted for each way and never fails on a number.
//
//   MEASURE_LINKS=8   links of the page tried, each in every way (default 8)
//   MEASURE_FROM=/sitemap   the page the links are on
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium, devices, type BrowserContextOptions } from "@playwright/test";
import { chromiumPath } from "./engines.ts";
import type { BuiltManifest } from "../server/built-manifest.ts";
import { createSiteHandler } from "../server/site-handler.ts";
import type { TalliedBatch } from "../server/stats/read-tally.ts";
import { createNoticeOpenedApi } from "../server/stats/notice-opened-api.ts";
import { createSearchMissApi } from "../server/stats/search-miss-api.ts";
import { StatsRecorder } from "../server/stats/stats-recorder.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const linkCount = Number(process.env.MEASURE_LINKS ?? 8);
const from = process.env.MEASURE_FROM ?? "/sitemap";

// The server's own counting, its batches kept in memory instead of a file.
const batches: TalliedBatch[] = [];
const recorder = new StatsRecorder({ writer: { write: async (batch) => void batches.push(batch), close: async () => undefined }, ownHosts: ["127.0.0.1"], everyMs: 3_600_000 });
const manifest = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8")) as BuiltManifest;
const handle = createSiteHandler(buildDir, {
  stats: {
    recorder,
    searchMisses: createSearchMissApi(recorder, manifest.securityHeaders ?? {}),
    noticeOpens: createNoticeOpenedApi(recorder, manifest.securityHeaders ?? {}, manifest.paths),
  },
});
/** What reached the server for each page: navigations, and prefetches (Sec-Purpose). */
const arrived: { path: string; prefetch: boolean; navigate: boolean; status: number }[] = [];
const server = createServer((req, res) => {
  const purpose = String(req.headers["sec-purpose"] ?? req.headers.purpose ?? "");
  handle(req, res);
  arrived.push({ path: (req.url ?? "/").split("?")[0]!, prefetch: /prefetch/.test(purpose), navigate: req.headers["sec-fetch-mode"] === "navigate", status: res.statusCode });
});
await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** The reads the server counted of `path` since the last call. */
async function readsOf(path: string): Promise<number> {
  await recorder.write();
  const counted = batches.flatMap((batch) => batch.reads).filter((read) => read.path === path);
  batches.length = 0;
  return counted.reduce((sum, read) => sum + read.reads, 0);
}

/**
 * Chromium, telling `userAgent` as its own: what the service worker fetches goes out with the
 * browser's user agent, not the one a profile is given, and headless Chromium's is a bot's.
 */
function launch(userAgent: string) {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", `--user-agent=${userAgent}`],
  });
}
let browser = await launch(devices["Desktop Chrome"].userAgent);

/** The page's own links to pages of the site, in its main part, visible on a computer. */
async function linksToTry(): Promise<string[]> {
  const context = await browser.newContext(devices["Desktop Chrome"]);
  const page = await context.newPage();
  await page.goto(origin + from);
  const hrefs = await page.getByRole("main").locator('a[href^="/"]:visible:not([download])').evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  await context.close();
  return [...new Set(hrefs.filter((href) => href !== from && !/\.[a-z]+$/i.test(href) && !href.includes("#")))].slice(0, linkCount);
}

interface Way {
  name: string;
  context: BrowserContextOptions;
  /** How long the pointer rests on the link before the click; undefined: a tap on a touch screen. */
  restMs: number | undefined;
}
/** Each way with the service worker in control (a phone that has been here before) and without (a first visit). */
const ways: Way[] = [
  { name: "pointer rests 100 ms, then click", context: devices["Desktop Chrome"], restMs: 100 },
  { name: "pointer rests 300 ms, then click", context: devices["Desktop Chrome"], restMs: 300 },
  { name: "pointer rests 1 s, then click", context: devices["Desktop Chrome"], restMs: 1000 },
  { name: "phone: tap", context: devices["Pixel 7"], restMs: undefined },
].flatMap((way) => [
  { ...way, name: `${way.name}, service worker in control` },
  { ...way, name: `${way.name}, first visit (no service worker)`, context: { ...way.context, serviceWorkers: "block" as const } },
]);

const links = await linksToTry();
console.log(`${links.length} links of ${from}, each tried in ${ways.length} ways, each try in a fresh profile: ${links.join(", ")}`);
const results: { way: string; tries: number; counted: number; prefetched: number; controlled: number; revalidated: number }[] = [];
for (const way of ways) {
  await browser.close();
  browser = await launch(way.context.userAgent!);
  const row = { way: way.name, tries: 0, counted: 0, prefetched: 0, controlled: 0, revalidated: 0 };
  for (const href of links) {
    const context = await browser.newContext(way.context);
    const page = await context.newPage();
    await page.goto(origin + from);
    // The page's script wires the prefetch after the first paint: wait until it and the service
    // worker have done their first work.
    await page.waitForLoadState("networkidle");
    row.controlled += (await page.evaluate(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined)) ? 1 : 0;
    await readsOf(href);
    arrived.length = 0;
    const link = page.getByRole("main").locator(`a[href="${href}"]:visible`).first();
    if (way.restMs === undefined) await link.tap();
    else {
      await link.hover();
      // The measure itself: how long a hand rests on the link before it clicks.
      await sleep(way.restMs);
      await link.click();
    }
    await page.waitForURL((url) => url.pathname === href);
    await page.waitForLoadState("load");
    row.tries++;
    row.counted += (await readsOf(href)) > 0 ? 1 : 0;
    row.prefetched += arrived.some((request) => request.path === href && request.prefetch) ? 1 : 0;
    row.revalidated += arrived.some((request) => request.path === href && request.navigate && request.status === 304) ? 1 : 0;
    await context.close();
  }
  results.push(row);
  console.log(`  ${row.way}: counted ${row.counted} of ${row.tries} (prefetched first: ${row.prefetched}; service worker in control: ${row.controlled})`);
}
await browser.close();
await recorder.close();
server.close();

console.log("\n| way | tries | prefetched before the tap | the tap reached the server as 304 | counted as a read | share counted |\n| --- | ---: | ---: | ---: | ---: | ---: |");
for (const row of results) console.log(`| ${row.way} | ${row.tries} | ${row.prefetched} | ${row.revalidated} | ${row.counted} | ${Math.round((row.counted / row.tries) * 100)} % |`);
