#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile defaults: a mid-range phone on slow 4G, simulated) against the
// production build: every page of the route table once, the six pages parents use most three
// times each (median), and beside them a zero-script copy of the home page served in the same run
// (the floor). A benchmark, not a test: it prints figures, writes bench-results/lighthouse.json and
// bench-results/lighthouse.md, and never fails on a number.
//
//   BENCH_ROUTES="/,/fees"          only these pages (each BENCH_RUNS times, default 3)
//   BENCH_BASELINE=/path/to/build   also measure another build (say, the commit before a change)
//                                   in the same run, side by side
//   BENCH_THROTTLING=devtools       really throttle the network and CPU instead of simulating
//
// Then the bytes a parent's phone downloads (scripts/bench-bytes.ts): first visits, the button
// that keeps the pages offline, a one-fee deploy. `npm run bench -- --bytes` (or
// `npm run bench:bytes`) runs only that part, in about two minutes.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import sirv from "sirv";
import { createSiteHandler } from "../server/site-handler.ts";
import { benchBytes } from "./bench-bytes.ts";
import { chromiumPath } from "./engines.ts";

if (process.argv.includes("--bytes")) {
  await benchBytes();
  process.exit(0);
}

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const baselineDir = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : undefined;
const keyRoutes = ["/", "/fees", "/grade7fee", "/talent", "/perfomance", "/strands"];
const throttlingMethod = process.env.BENCH_THROTTLING ?? "simulate";
const chromePath = process.env.CHROME_PATH ?? chromiumPath;

if (!existsSync(join(buildDir, "site-manifest.json"))) {
  console.log("No build yet: running npm run build…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8"));
/** [route, runs]: every page once, the key pages three times; or BENCH_ROUTES. */
const plan = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(",").map((route) => [route, Number(process.env.BENCH_RUNS ?? 3)])
  : Object.keys(manifest.files).map((route) => [route, keyRoutes.includes(route) ? 3 : 1]);

function listen(handler) {
  return new Promise((done) => {
    const server = createServer(handler);
    server.listen(0, "127.0.0.1", () => done(server));
  });
}

/**
 * The floor: the home page's own HTML, CSS and photos with every script removed, served statically
 * and, like every page of the site, brotli-compressed (an uncompressed floor would carry 49 KB of
 * HTML where the page carries 9).
 */
function makeFloor() {
  const dir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  cpSync(join(buildDir, "client"), dir, { recursive: true });
  const html = readFileSync(join(dir, "index.html"), "utf8")
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  for (const suffix of ["", ".br", ".gz"]) rmSync(join(dir, `index.html${suffix}`), { force: true });
  writeFileSync(join(dir, "floor.html"), html);
  writeFileSync(join(dir, "floor.html.br"), brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  return dir;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Script files a page asks for from its <head>: none should be there. */
function headScripts(html) {
  const head = /<head[\s\S]*?<\/head>/i.exec(html)?.[0] ?? "";
  return (head.match(/<script\b[^>]*\bsrc=/gi) ?? []).length + (head.match(/<link\b[^>]*rel="modulepreload"/gi) ?? []).length;
}

function figures(lhr) {
  const audits = lhr.audits;
  const scripts = audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script");
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: audits["first-contentful-paint"].numericValue,
    lcpMs: audits["largest-contentful-paint"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    tbtMs: audits["total-blocking-time"].numericValue,
    transferKiB: audits["total-byte-weight"].numericValue / 1024,
    jsKiB: (scripts?.transferSize ?? 0) / 1024,
    blocking: audits["render-blocking-resources"]?.details?.items?.filter((i) => /\.m?js(\?|$)/.test(i.url)).length ?? 0,
  };
}

/**
 * Where a run's layout shift or blocking time came from, kept only when there was some: a run of
 * CLS > 0 or TBT > 0 that no later run repeats can still be traced to the element or the task.
 */
function causes(lhr) {
  const audits = lhr.audits;
  const shifts = (audits["layout-shifts"]?.details?.items ?? []).map((item) => ({
    score: item.score,
    element: item.node?.selector ?? item.node?.snippet ?? "(unattributed)",
    snippet: item.node?.snippet?.slice(0, 160),
    causes: (item.subItems?.items ?? []).map((sub) => sub.cause?.formattedDefault ?? String(sub.cause)),
  }));
  const longTasks = (audits["long-tasks"]?.details?.items ?? []).map((task) => ({
    source: task.url,
    startMs: Math.round(task.startTime),
    durationMs: Math.round(task.duration),
  }));
  return { ...(shifts.length ? { shifts } : {}), ...(longTasks.length ? { longTasks } : {}) };
}

async function measure(url, port, runs) {
  const samples = [];
  const seen = [];
  for (let i = 0; i < runs; i++) {
    // Now and then a run comes back without metrics (Lighthouse's own error, not the page's): run it again.
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], throttlingMethod });
      const sample = figures(result.lhr);
      if (Number.isFinite(sample.fcpMs) && Number.isFinite(sample.cls)) {
        samples.push(sample);
        if (sample.cls > 0 || sample.tbtMs > 0) seen.push({ run: i + 1, cls: sample.cls, tbtMs: sample.tbtMs, ...causes(result.lhr) });
        break;
      }
      const why = result.lhr.runtimeError?.message ?? result.lhr.audits["first-contentful-paint"]?.errorMessage ?? "no metrics";
      if (attempt === 3) throw new Error(`${url}: three runs without metrics (${why})`);
      console.log(`  ${url}: a run without metrics (${why}), measuring again`);
    }
  }
  const keys = Object.keys(samples[0]);
  return { runs, ...Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])), ...(seen.length ? { causes: seen } : {}) };
}

/**
 * A baseline built before site-manifest.json carried the header rules (the React Router site)
 * is served with this build's: headers do not change how fast a page paints.
 */
function servable(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, "site-manifest.json"), "utf8"));
  if (manifest.securityHeaders) return dir;
  const { securityHeaders, cacheControl } = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8"));
  const lent = mkdtempSync(join(tmpdir(), "bench-baseline-"));
  symlinkSync(join(dir, "client"), join(lent, "client"));
  writeFileSync(join(lent, "site-manifest.json"), JSON.stringify({ ...manifest, securityHeaders, cacheControl }));
  return lent;
}

const builds = [{ label: "this build", dir: buildDir }, ...(baselineDir ? [{ label: "baseline", dir: servable(baselineDir) }] : [])];
const servers = await Promise.all(builds.map((b) => listen(createSiteHandler(b.dir))));
const floorDir = makeFloor();
const floorFiles = sirv(floorDir, { brotli: true, gzip: true, etag: true });
const floor = await listen((req, res) => floorFiles(req, res));

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const rows = [];
try {
  for (const [route, runs] of plan) {
    for (const [i, build] of builds.entries()) {
      const url = `http://127.0.0.1:${servers[i].address().port}${route}`;
      const response = await fetch(url);
      // A page the baseline did not have yet (it answers 404) is measured in this build only.
      if (!response.ok) {
        console.log(`  ${build.label}: ${route} answers ${response.status}, not measured`);
        continue;
      }
      const row = { build: build.label, route, headScripts: headScripts(await response.text()), ...(await measure(url, chrome.port, runs)) };
      rows.push(row);
      console.log(
        `  ${build.label} ${route} (${runs} run${runs > 1 ? "s" : ""}): perf ${row.performance}, a11y ${row.accessibility}, FCP ${(row.fcpMs / 1000).toFixed(2)} s, LCP ${(row.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(row.tbtMs)} ms, JS ${row.jsKiB.toFixed(1)} KiB`,
      );
      for (const run of row.causes ?? []) {
        for (const shift of run.shifts ?? []) console.log(`      run ${run.run}: layout shift ${shift.score.toFixed(4)} of ${shift.element}${shift.causes.length ? ` (${shift.causes.join("; ")})` : ""}`);
        for (const task of run.longTasks ?? []) console.log(`      run ${run.run}: long task ${task.durationMs} ms at ${task.startMs} ms (${task.source})`);
      }
    }
    // Kept as it goes, so a run stopped halfway still leaves its figures.
    mkdirSync("bench-results", { recursive: true });
    writeFileSync("bench-results/lighthouse.partial.json", JSON.stringify(rows, null, 2));
  }
  rows.push({ build: "floor", route: "/ without JS", headScripts: 0, ...(await measure(`http://127.0.0.1:${floor.address().port}/floor.html`, chrome.port, 3)) });
} finally {
  await chrome.kill();
  for (const server of [...servers, floor]) server.close();
  rmSync(floorDir, { recursive: true, force: true });
}

const columns = ["build", "route", "runs", "perf", "a11y", "FCP s", "LCP s", "TBT ms", "CLS", "page KiB", "JS KiB", "head scripts", "blocking JS"];
const table = rows.map((r) => ({
  build: r.build,
  route: r.route,
  runs: r.runs,
  perf: r.performance,
  a11y: r.accessibility,
  "FCP s": (r.fcpMs / 1000).toFixed(2),
  "LCP s": (r.lcpMs / 1000).toFixed(2),
  "TBT ms": Math.round(r.tbtMs),
  CLS: r.cls.toFixed(3),
  "page KiB": r.transferKiB.toFixed(1),
  "JS KiB": r.jsKiB.toFixed(1),
  "head scripts": r.headScripts,
  "blocking JS": r.blocking,
}));
const shown = builds.length > 1 ? columns : columns.filter((c) => c !== "build");
console.log(`\nLighthouse, mobile (slow 4G, 4x CPU slowdown, ${throttlingMethod} throttling); medians where runs > 1\n`);
console.table(table.map((row) => Object.fromEntries(shown.map((c) => [c, row[c]]))));

const pages = rows.filter((r) => r.build === "this build");
const summary = {
  pages: pages.length,
  perfMin: Math.min(...pages.map((r) => r.performance)),
  accessibilityMin: Math.min(...pages.map((r) => r.accessibility)),
  fcpMaxS: Math.max(...pages.map((r) => r.fcpMs)) / 1000,
  lcpMaxS: Math.max(...pages.map((r) => r.lcpMs)) / 1000,
  tbtMaxMs: Math.max(...pages.map((r) => r.tbtMs)),
  clsMax: Math.max(...pages.map((r) => r.cls)),
  jsMaxKiB: Math.max(...pages.map((r) => r.jsKiB)),
  headScripts: pages.reduce((n, r) => n + r.headScripts, 0),
  blockingScripts: pages.reduce((n, r) => n + r.blocking, 0),
};
console.log("\nAcross this build's pages:", summary);

mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/lighthouse.json", JSON.stringify({ date: new Date().toISOString(), throttlingMethod, summary, rows }, null, 2));
const markdown = [
  `| ${shown.join(" | ")} |`,
  `| ${shown.map(() => "---").join(" | ")} |`,
  ...table.map((row) => `| ${shown.map((c) => (c === "route" ? `\`${row[c]}\`` : row[c])).join(" | ")} |`),
].join("\n");
writeFileSync("bench-results/lighthouse.md", `${markdown}\n`);

// Searching the Mathematics curriculum must keep up with typing (< 16 ms a keystroke).
const searchBench = "src/lib/curriculum-search.bench.ts";
if (existsSync(searchBench)) {
  console.log("\nMathematics search, per keystroke on the full curriculum:");
  spawnSync("npx", ["vitest", "bench", "--run", searchBench], { stdio: "inherit" });
}

// What a parent's phone downloads: first visits, the button, a one-fee deploy.
console.log("\nBytes a parent's phone downloads:");
await benchBytes();
