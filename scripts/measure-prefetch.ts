#!/usr/bin/env node
// `node scripts/measure-prefetch.ts`: how many taps on a link the Node server still counts as a read
// when the site's own link prefetch (src/features/navigation/browser/link-prefetch.ts) fetched the
// page first (docs/decisions/061). Chromium, the production build (BUILD_DIR, `build` by default),
// the production handler with its counting (server/stats/), each try in a fresh browser profile:
// open the home page, wait for its script, rest the pointer on a link for a while, then click it;
// and on a phone, a tap with no pointer resting first. A measurement, not a test: it prints the
// share counted for each way and never fails on a number.
//
//   MEASURE_LINKS=8   links of the home page tried, each in every way (default 8)
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium, devices, type BrowserContextOptions } from "@playwright/test";
import { chromiumPath } from "./engines.ts";
import { createSiteHandler, type BuiltManifest } from "../server/site-handler.ts";
import type { TalliedBatch } from "../server/stats/read-tally.ts";
import { createSearchMissApi } from "../server/stats/search-miss-api.ts";
import { StatsRecorder } from "../server/stats/stats-recorder.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const linkCount = Number(process.env.MEASURE_LINKS ?? 8);

// The server's own counting, its batches kept in memory instead of a file.
const batches: TalliedBatch[] = [];
const recorder = new StatsRecorder({ writer: { write: async (batch) => void batches.push(batch), close: async () => undefined }, ownHosts: ["127.0.0.1"], everyMs: 3_600_000 });
const manifest = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8")) as BuiltManifest;
const handle = createSiteHandler(buildDir, { stats: { recorder, searchMisses: createSearchMissApi(recorder, manifest.securityHeaders ?? {}) } });
/** What reached the server for each page: navigations, and prefetches (Sec-Purpose). */
const arrived: { path: string; prefetch: boolean; navigate: boolean }[] = [];
const server = createServer((req, res) => {
  const purpose = String(req.headers["sec-purpose"] ?? req.headers.purpose ?? "");
  arrived.push({ path: (req.url ?? "/").split("?")[0]!, prefetch: /prefetch/.test(purpose), navigate: req.headers["sec-fetch-mode"] === "navigate" });
  handle(req, res);
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

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

/** The home page's own links to pages of the site, in its main part, visible on a computer. */
async function linksToTry(): Promise<string[]> {
  const context = await browser.newContext(devices["Desktop Chrome"]);
  const page = await context.newPage();
  await page.goto(origin);
  const hrefs = await page.getByRole("main").locator('a[href^="/"]:visible:not([download])').evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  await context.close();
  return [...new Set(hrefs.filter((href) => href !== "/" && !/\.[a-z]+$/i.test(href) && !href.includes("#")))].slice(0, linkCount);
}

interface Way {
  name: string;
  context: BrowserContextOptions;
  /** How long the pointer rests on the link before the click; undefined: a tap on a touch screen. */
  restMs: number | undefined;
}
const ways: Way[] = [
  { name: "computer: pointer rests 100 ms, then click", context: devices["Desktop Chrome"], restMs: 100 },
  { name: "computer: pointer rests 300 ms, then click", context: devices["Desktop Chrome"], restMs: 300 },
  { name: "computer: pointer rests 1 s, then click", context: devices["Desktop Chrome"], restMs: 1000 },
  { name: "phone: tap", context: devices["Pixel 7"], restMs: undefined },
];

const links = await linksToTry();
console.log(`${links.length} links of the home page, each tried in ${ways.length} ways, each try in a fresh profile: ${links.join(", ")}`);
const results: { way: string; tries: number; counted: number; prefetched: number; controlled: number }[] = [];
for (const way of ways) {
  const row = { way: way.name, tries: 0, counted: 0, prefetched: 0, controlled: 0 };
  for (const href of links) {
    const context = await browser.newContext(way.context);
    const page = await context.newPage();
    await page.goto(origin);
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
    await context.close();
  }
  results.push(row);
  console.log(`  ${row.way}: counted ${row.counted} of ${row.tries} (prefetched first: ${row.prefetched}; service worker in control: ${row.controlled})`);
}
await browser.close();
await recorder.close();
server.close();

console.log("\n| way | tries | prefetched before the tap | counted as a read | share counted |\n| --- | ---: | ---: | ---: | ---: |");
for (const row of results) console.log(`| ${row.way} | ${row.tries} | ${row.prefetched} | ${row.counted} | ${Math.round((row.counted / row.tries) * 100)} % |`);
