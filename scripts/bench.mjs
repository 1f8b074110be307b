#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile defaults: a mid-range phone on slow 4G, simulated)
// against the production build, median of three runs per route, beside a zero-JavaScript
// copy of the home page served in the same run as the floor. A benchmark, not a test: it
// prints figures and writes bench-results/lighthouse.json; it never fails on a number.
//
//   BENCH_ROUTES="/,/fees" BENCH_RUNS=3 npm run bench
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import sirv from "sirv";
import { createSiteHandler } from "../server/site-handler.mjs";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const routes = (process.env.BENCH_ROUTES ?? "/,/fees,/grade7fee,/events,/stem-pathways,/strands").split(",");
const runs = Number(process.env.BENCH_RUNS ?? 3);
// "simulate" (Lighthouse's default, a model of a slow phone) or "devtools" (the page really
// loaded through throttled network and CPU: slower to run, closer to what a phone sees).
const throttlingMethod = process.env.BENCH_THROTTLING ?? "simulate";
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(join(buildDir, "site-manifest.json"))) {
  console.log("No build yet: running npm run build…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function listen(handler) {
  return new Promise((done) => {
    const server = createServer(handler);
    server.listen(0, "127.0.0.1", () => done(server));
  });
}

/** The floor: the home page's own HTML and CSS with every script removed, served statically. */
function makeFloor() {
  const dir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  cpSync(join(buildDir, "client"), dir, { recursive: true });
  const html = readFileSync(join(dir, "index.html"), "utf8")
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  for (const suffix of ["", ".br", ".gz"]) rmSync(join(dir, `index.html${suffix}`), { force: true });
  writeFileSync(join(dir, "floor.html"), html);
  return dir;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function figures(lhr) {
  const audits = lhr.audits;
  const scripts = audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script");
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audits["first-contentful-paint"].numericValue,
    lcpMs: audits["largest-contentful-paint"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    tbtMs: audits["total-blocking-time"].numericValue,
    transferKiB: audits["total-byte-weight"].numericValue / 1024,
    jsKiB: (scripts?.transferSize ?? 0) / 1024,
  };
}

async function measure(url, port) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"], throttlingMethod });
    samples.push(figures(result.lhr));
  }
  const keys = Object.keys(samples[0]);
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))]));
}

const site = await listen(createSiteHandler(buildDir));
const floorDir = makeFloor();
const floorFiles = sirv(floorDir, { brotli: true, gzip: true, etag: true });
const floor = await listen((req, res) => floorFiles(req, res));

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const rows = [];
try {
  for (const route of routes) {
    rows.push({ route, ...(await measure(`http://127.0.0.1:${site.address().port}${route}`, chrome.port)) });
    console.log(`measured ${route}`);
  }
  rows.push({ route: "floor (/ without JS)", ...(await measure(`http://127.0.0.1:${floor.address().port}/floor.html`, chrome.port)) });
} finally {
  await chrome.kill();
  site.close();
  floor.close();
  rmSync(floorDir, { recursive: true, force: true });
}

const table = rows.map((r) => ({
  route: r.route,
  perf: r.performance,
  "FCP s": (r.fcpMs / 1000).toFixed(2),
  "LCP s": (r.lcpMs / 1000).toFixed(2),
  CLS: r.cls.toFixed(3),
  "TBT ms": Math.round(r.tbtMs),
  "page KiB": r.transferKiB.toFixed(1),
  "JS KiB": r.jsKiB.toFixed(1),
}));
console.log(`\nLighthouse ${runs}-run medians, mobile (slow 4G, 4x CPU slowdown, ${throttlingMethod} throttling)\n`);
console.table(table);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/lighthouse.json", JSON.stringify({ date: new Date().toISOString(), runs, throttlingMethod, rows }, null, 2));

// Searching the Mathematics curriculum must keep up with typing (issue: < 16 ms a keystroke).
if (existsSync("app/lib/curriculum-search.bench.ts")) {
  console.log("\nMathematics search, per keystroke on the full curriculum:");
  spawnSync("npx", ["vitest", "bench", "--run", "app/lib/curriculum-search.bench.ts"], { stdio: "inherit" });
}
