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
import { createServer, type RequestListener, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import sirv from "sirv";
import { createSiteHandler } from "../server/site-handler.ts";
import type { SiteManifest } from "../src/integrations/finish-build.ts";
import { benchBytes } from "./bench-bytes.ts";
import { chromiumPath } from "./engines.ts";
import { portOf } from "./free-port.ts";

if (process.argv.includes("--bytes")) {
  await benchBytes();
  process.exit(0);
}

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const baselineDir = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : undefined;
const keyRoutes = ["/", "/fees", "/grade7fee", "/talent", "/perfomance", "/strands"];
const throttlingMethod = throttlingFrom(process.env.BENCH_THROTTLING ?? "simulate");
const chromePath = process.env.CHROME_PATH ?? chromiumPath;

if (!existsSync(join(buildDir, "site-manifest.json"))) {
  console.log("No build yet: running npm run build…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8")) as Pick<SiteManifest, "files">;
/** [route, runs]: every page once, the key pages three times; or BENCH_ROUTES. */
const plan: [route: string, runs: number][] = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(",").map((route) => [route, Number(process.env.BENCH_RUNS ?? 3)])
  : Object.keys(manifest.files).map((route) => [route, keyRoutes.includes(route) ? 3 : 1]);

/** One run's figures, or (in a row) their medians. */
interface Figures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferKiB: number;
  jsKiB: number;
  blocking: number;
}

/** A layout shift of a run, and what Lighthouse says caused it. */
interface Shift {
  score: number;
  element: string;
  snippet: string | undefined;
  causes: string[];
}

/** A long main-thread task of a run. */
interface LongTask {
  source: string | undefined;
  startMs: number;
  durationMs: number;
}

interface Causes {
  shifts?: Shift[];
  longTasks?: LongTask[];
}

/** A run with a layout shift or blocking time, and where they came from. */
type SeenRun = { run: number; cls: number; tbtMs: number } & Causes;

/** What measure() returns for a page: the medians of its runs. */
type Measured = { runs: number } & Figures & { causes?: SeenRun[] };

/** A row of bench-results/lighthouse.json. */
type Row = { build: string; route: string; headScripts: number } & Measured;

/** A row of the printed table and of lighthouse.md. */
interface TableRow {
  build: string;
  route: string;
  runs: number;
  perf: number;
  a11y: number;
  "FCP s": string;
  "LCP s": string;
  "TBT ms": number;
  CLS: string;
  "page KiB": string;
  "JS KiB": string;
  "head scripts": number;
  "blocking JS": number;
}

type ThrottlingMethod = NonNullable<Flags["throttlingMethod"]>;

/** A row of an audit's table (resource-summary, layout-shifts, long-tasks…), and the values in it. */
type AuditDetails = NonNullable<Result["audits"][string]["details"]>;
type TableItem = Extract<AuditDetails, { type: "table" }>["items"][number];
type ItemValue = TableItem[string];
type NodeValue = Extract<ItemValue, { type: "node" }>;

function throttlingFrom(value: string): ThrottlingMethod {
  if (value === "simulate" || value === "devtools" || value === "provided") return value;
  throw new Error(`BENCH_THROTTLING must be simulate, devtools or provided, not ${value}`);
}

function listen(handler: RequestListener): Promise<Server> {
  return new Promise((done) => {
    const server = createServer(handler);
    server.listen(0, "127.0.0.1", () => done(server));
  });
}

/** The rows of an audit's table or opportunity list; none if the audit is absent or has no table. */
function auditItems(lhr: Result, id: string): TableItem[] {
  const details = lhr.audits[id]?.details;
  return details?.type === "table" || details?.type === "opportunity" ? details.items : [];
}

/** A number from an audit's table, NaN if the table has none there (as Math.round(undefined) would be). */
function numberIn(value: ItemValue): number {
  return typeof value === "number" ? value : NaN;
}

function isNode(value: ItemValue): value is NodeValue {
  return typeof value === "object" && value !== null && value.type === "node";
}

/** An item's text: a string as it is, a message not yet formatted by its default, anything else as String() spells it. */
function textOf(value: ItemValue): string {
  if (typeof value === "object" && value !== null && "formattedDefault" in value && typeof value.formattedDefault === "string") return value.formattedDefault;
  return String(value);
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

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Script files a page asks for from its <head>: none should be there. */
function headScripts(html: string): number {
  const head = /<head[\s\S]*?<\/head>/i.exec(html)?.[0] ?? "";
  return (head.match(/<script\b[^>]*\bsrc=/gi) ?? []).length + (head.match(/<link\b[^>]*rel="modulepreload"/gi) ?? []).length;
}

/** An audit's numeric value; NaN when the audit or its value is missing (a run without metrics). */
function numericValue(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? NaN;
}

/**
 * Scripts that hold the first paint back. Lighthouse 13 names the audit `render-blocking-insight`
 * (12 had `render-blocking-resources`); a run without it counts NaN, not 0, so a renamed audit
 * cannot read as "none".
 */
function renderBlockingScripts(lhr: Result): number {
  if (!lhr.audits["render-blocking-insight"]) return NaN;
  return auditItems(lhr, "render-blocking-insight").filter((i) => typeof i.url === "string" && /\.m?js(\?|$)/.test(i.url)).length;
}

function figures(lhr: Result): Figures {
  const scripts = auditItems(lhr, "resource-summary").find((i) => i.resourceType === "script");
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: numericValue(lhr, "first-contentful-paint"),
    lcpMs: numericValue(lhr, "largest-contentful-paint"),
    cls: numericValue(lhr, "cumulative-layout-shift"),
    tbtMs: numericValue(lhr, "total-blocking-time"),
    transferKiB: numericValue(lhr, "total-byte-weight") / 1024,
    jsKiB: (typeof scripts?.transferSize === "number" ? scripts.transferSize : 0) / 1024,
    blocking: renderBlockingScripts(lhr),
  };
}

/**
 * Where a run's layout shift or blocking time came from, kept only when there was some: a run of
 * CLS > 0 or TBT > 0 that no later run repeats can still be traced to the element or the task.
 */
function causes(lhr: Result): Causes {
  const shifts = auditItems(lhr, "layout-shifts").map((item): Shift => {
    const node = isNode(item.node) ? item.node : undefined;
    return {
      score: numberIn(item.score),
      element: node?.selector ?? node?.snippet ?? "(unattributed)",
      snippet: node?.snippet?.slice(0, 160),
      causes: (item.subItems?.items ?? []).map((sub) => textOf(sub.cause)),
    };
  });
  const longTasks = auditItems(lhr, "long-tasks").map(
    (task): LongTask => ({
      source: typeof task.url === "string" ? task.url : undefined,
      startMs: Math.round(numberIn(task.startTime)),
      durationMs: Math.round(numberIn(task.duration)),
    }),
  );
  return { ...(shifts.length ? { shifts } : {}), ...(longTasks.length ? { longTasks } : {}) };
}

async function measure(url: string, port: number, runs: number): Promise<Measured> {
  const samples: Figures[] = [];
  const seen: SeenRun[] = [];
  for (let i = 0; i < runs; i++) {
    // Now and then a run comes back without metrics (Lighthouse's own error, not the page's): run it again.
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], throttlingMethod });
      if (!result) throw new Error(`${url}: Lighthouse returned no result`);
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
  if (samples.length === 0) throw new Error(`${url}: measured ${runs} times (BENCH_RUNS must be at least 1)`);
  const of = (key: keyof Figures) => median(samples.map((s) => s[key]));
  const medians: Figures = {
    performance: of("performance"),
    accessibility: of("accessibility"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    cls: of("cls"),
    tbtMs: of("tbtMs"),
    transferKiB: of("transferKiB"),
    jsKiB: of("jsKiB"),
    blocking: of("blocking"),
  };
  return { runs, ...medians, ...(seen.length ? { causes: seen } : {}) };
}

/**
 * A baseline built before site-manifest.json carried the header rules (the React Router site)
 * is served with this build's: headers do not change how fast a page paints.
 */
function servable(dir: string): string {
  const manifest = JSON.parse(readFileSync(join(dir, "site-manifest.json"), "utf8")) as Record<string, unknown>;
  if (manifest.securityHeaders) return dir;
  const { securityHeaders, cacheControl } = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8")) as Pick<SiteManifest, "securityHeaders" | "cacheControl">;
  const lent = mkdtempSync(join(tmpdir(), "bench-baseline-"));
  symlinkSync(join(dir, "client"), join(lent, "client"));
  writeFileSync(join(lent, "site-manifest.json"), JSON.stringify({ ...manifest, securityHeaders, cacheControl }));
  return lent;
}

const builds = [{ label: "this build", dir: buildDir }, ...(baselineDir ? [{ label: "baseline", dir: servable(baselineDir) }] : [])];
const servers = await Promise.all(builds.map(async (build) => ({ build, server: await listen(createSiteHandler(build.dir)) })));
const floorDir = makeFloor();
const floorFiles = sirv(floorDir, { brotli: true, gzip: true, etag: true });
const floor = await listen((req, res) => floorFiles(req, res));

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const rows: Row[] = [];
try {
  for (const [route, runs] of plan) {
    for (const { build, server } of servers) {
      const url = `http://127.0.0.1:${portOf(server)}${route}`;
      const response = await fetch(url);
      // A page the baseline did not have yet (it answers 404) is measured in this build only.
      if (!response.ok) {
        console.log(`  ${build.label}: ${route} answers ${response.status}, not measured`);
        continue;
      }
      const row: Row = { build: build.label, route, headScripts: headScripts(await response.text()), ...(await measure(url, chrome.port, runs)) };
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
  rows.push({ build: "floor", route: "/ without JS", headScripts: 0, ...(await measure(`http://127.0.0.1:${portOf(floor)}/floor.html`, chrome.port, 3)) });
} finally {
  await chrome.kill();
  for (const server of [...servers.map((s) => s.server), floor]) server.close();
  rmSync(floorDir, { recursive: true, force: true });
}

const columns: (keyof TableRow)[] = ["build", "route", "runs", "perf", "a11y", "FCP s", "LCP s", "TBT ms", "CLS", "page KiB", "JS KiB", "head scripts", "blocking JS"];
const table = rows.map((r): TableRow => ({
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
const searchBench = "src/features/curriculum/maths-browser/curriculum-search.bench.ts";
if (existsSync(searchBench)) {
  console.log("\nMathematics search, per keystroke on the full curriculum:");
  spawnSync("npx", ["vitest", "bench", "--run", searchBench], { stdio: "inherit" });
}

// What a parent's phone downloads: first visits, the button, a one-fee deploy.
console.log("\nBytes a parent's phone downloads:");
await benchBytes();
