#!/usr/bin/env node
// `npm run bench:server`: the Node server (server/start.ts) and nginx with the server block the
// build generated (scripts/serve-nginx.ts), same build, same requests, loaded by autocannon on
// loopback at 50 and 200 connections, then the Node server alone for a long run at 200 to show
// its memory stays flat. The Node server runs twice: counting off, and counting page reads on
// (STATS_DATABASE, a file in a temporary folder; docs/decisions/060), each page asked for as a
// browser opens it (Sec-Fetch headers, a phone's or a computer's user agent, a referrer), so every
// page request is counted. A benchmark, not a test: it prints figures, writes
// bench-results/server.json and bench-results/server.md, and never fails on a number
// (docs/performance.md, The server under load). The targets: Node at 50 % or more of nginx's
// requests a second at both loads, counting on at 90 % or more of counting off, no errors, memory
// flat (the long run is the server with counting on).
//
//   BENCH_SECONDS=10        length of each measured run (default 10)
//   BENCH_ROUNDS=3          runs per server and load, alternating, median kept (default 3)
//   BENCH_SOAK_SECONDS=60   length of the long run (default 60)
//   BENCH_MIX=pages         pages only, no assets: every request a read for the counting server
//   BUILD_DIR=build         the build to serve
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { clearInterval, setInterval } from "node:timers";
import autocannon from "autocannon";
import { site } from "../src/config/site.ts";
import type { SiteManifest } from "../src/integrations/finish-build.ts";
import { startNginx } from "./serve-nginx.ts";
import { freePort } from "./free-port.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const loads = [50, 200] as const;

/** The connections of one load. */
type Load = (typeof loads)[number];
/** The servers compared. */
const servers = ["node", "counting", "nginx"] as const;
type ServerName = (typeof servers)[number];
const serverTitles: Record<ServerName, string> = { node: "Node (server/start.ts)", counting: "Node, counting reads on", nginx: "nginx (generated block)" };

/** A server under load: where it answers, and the processes whose CPU time it costs. */
interface LoadedServer {
  url: string;
  pids: number[];
  stop(): Promise<void>;
}

/** What one run at one load came to. */
interface Run {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  cpuMsPer1000: number;
}

if (!existsSync(join(buildDir, "site-manifest.json"))) {
  console.log("No build yet: running npm run build…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** What a visit asks for: every page, and every hashed asset (style, script, font, photo) a page links. */
function requestMix() {
  const manifest = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8")) as Pick<SiteManifest, "files">;
  const assets = new Set<string>();
  for (const file of Object.values(manifest.files)) {
    const html = readFileSync(join(buildDir, "client", file), "utf8");
    for (const [asset] of html.matchAll(/\/assets\/[\w.-]+/g)) assets.add(asset);
  }
  return { pages: Object.keys(manifest.files), assets: [...assets].sort() };
}

/** The process ids listening on `port` (nginx's master and workers), from ss. */
function listeningProcesses(port: number): number[] {
  const output = spawnSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" }).stdout ?? "";
  return [...new Set([...output.matchAll(/pid=(\d+)/g)].map(([, pid]) => Number(pid)))];
}

/** CPU time (ms) the processes have used, from /proc. */
function cpuMs(pids: readonly number[]): number {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const pid of pids) {
    try {
      // After the command name in parentheses: state, then fields 4 on; utime and stime are 14 and 15.
      const fields = (readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1] ?? "").split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process has gone
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

function rssMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kib) / 1024;
}

async function startNode(port: number, env: Record<string, string> = {}): Promise<LoadedServer & { pid: number }> {
  const child = spawn(process.execPath, ["server/start.ts"], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", STATS_DATABASE: "", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const { pid } = child;
  if (pid === undefined) throw new Error("server/start.ts did not start");
  await new Promise<void>((done, fail) => {
    child.once("exit", (code) => fail(new Error(`server/start.ts exited (${code})`)));
    child.stdout.on("data", (chunk: Buffer) => String(chunk).includes("Serving") && done());
  });
  const exited = new Promise((done) => child.once("exit", done));
  return {
    url: `http://127.0.0.1:${port}`,
    pids: [pid],
    pid,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function startNginxServer(port: number): Promise<LoadedServer> {
  const nginx = await startNginx({ buildDir, port });
  return { url: nginx.url, pids: listeningProcesses(port), stop: () => nginx.stop() };
}

/** Readers as the counting sees them: phones and computers, from WhatsApp, a search, the site, nowhere. */
const readers = [
  { "user-agent": "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", referer: "android-app://com.whatsapp/" },
  { "user-agent": "Mozilla/5.0 (Linux; Android 11; TECNO KG5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36", referer: "https://www.google.co.ke/" },
  { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", referer: `${site.siteOrigin}/fees` },
  { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1" },
];

/** Each page opened as a browser opens it (so the counting server counts it), each asset fetched as a page's file. */
function load(url: string, connections: number, duration: number, pages: readonly string[], assets: readonly string[]) {
  const reader = (index: number) => readers[index % readers.length]!;
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      ...pages.map((path, index) => ({
        method: "GET" as const,
        path,
        headers: { "accept-encoding": "gzip", accept: "text/html,*/*;q=0.8", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", ...reader(index) },
      })),
      ...assets.map((path, index) => ({ method: "GET" as const, path, headers: { "accept-encoding": "gzip", "user-agent": reader(index)["user-agent"] } })),
    ],
  });
}

async function measure(server: LoadedServer, connections: number): Promise<Run> {
  const cpuBefore = cpuMs(server.pids);
  const result = await load(server.url, connections, seconds, pages, assets);
  const cpu = cpuMs(server.pids) - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMsPer1000: result.requests.total > 0 ? (cpu / result.requests.total) * 1000 : NaN,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function summarise(runs: readonly Run[]): Run {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    cpuMsPer1000: median(runs.map((run) => run.cpuMsPer1000)),
  };
}

const mix = requestMix();
const pages = mix.pages;
const assets = process.env.BENCH_MIX === "pages" ? [] : mix.assets;
console.log(`${buildDir}: ${pages.length} pages (opened as a browser does) and ${assets.length} hashed assets, Accept-Encoding: gzip; ${rounds} × ${seconds} s per server and load`);

const statsFolder = mkdtempSync(join(tmpdir(), "bench-server-stats-"));
const node = await startNode(await freePort());
const counting = await startNode(await freePort(), { STATS_DATABASE: join(statsFolder, "stats.db") });
const nginx = await startNginxServer(await freePort());
const rssAtStart = rssMiB(node.pid);
const byName: Record<ServerName, LoadedServer> = { node, counting, nginx };

// Warm them up (first requests, lazy paths), then measure, alternating the servers.
for (const server of Object.values(byName)) await load(server.url, 10, 2, pages, assets);
const rssBeforeLoad = rssMiB(node.pid);
const runs = Object.fromEntries(servers.map((name) => [name, { 50: [], 200: [] }])) as unknown as Record<ServerName, Record<Load, Run[]>>;
for (let round = 1; round <= rounds; round++) {
  for (const connections of loads) {
    for (const name of servers) {
      const run = await measure(byName[name], connections);
      runs[name][connections].push(run);
      console.log(`  round ${round}, ${name}, ${connections} connections: ${run.requestsPerSecond.toFixed(0)} req/s, p99 ${run.p99Ms} ms`);
    }
  }
}
const rssAfterLoad = rssMiB(node.pid);
await nginx.stop();
await node.stop();

// The long run: memory sampled every 5 s while the Node server, counting, answers 200 connections.
console.log(`  Node server counting reads, ${soakSeconds} s at 200 connections…`);
const samples = [{ second: 0, rssMiB: rssMiB(counting.pid) }];
const started = Date.now();
const sampler = setInterval(() => samples.push({ second: Math.round((Date.now() - started) / 1000), rssMiB: rssMiB(counting.pid) }), 5000);
const soak = await load(counting.url, 200, soakSeconds, pages, assets);
clearInterval(sampler);
samples.push({ second: soakSeconds, rssMiB: rssMiB(counting.pid) });
await counting.stop();
rmSync(statsFolder, { recursive: true, force: true });

const summariseLoads = (byLoad: Record<Load, Run[]>): Record<Load, Run> => ({ 50: summarise(byLoad[50]), 200: summarise(byLoad[200]) });
const results = Object.fromEntries(servers.map((name) => [name, summariseLoads(runs[name])])) as Record<ServerName, Record<Load, Run>>;
const soakRss = samples.map((sample) => sample.rssMiB);
const settledRss = soakRss.slice(Math.min(2, soakRss.length - 1));
const report = {
  date: new Date().toISOString(),
  build: buildDir,
  requests: { pages: pages.length, assets: assets.length },
  seconds,
  rounds,
  results,
  nodeRssMiB: { atStart: rssAtStart, beforeLoad: rssBeforeLoad, afterLoad: rssAfterLoad },
  soak: {
    seconds: soakSeconds,
    connections: 200,
    requestsPerSecond: soak.requests.average,
    p99Ms: soak.latency.p99,
    errors: soak.errors + soak.timeouts,
    non2xx: soak.non2xx,
    rssMiB: samples,
    // From the 10th second on (after the first burst of connections), how far memory moved.
    settledSpreadMiB: Math.max(...settledRss) - Math.min(...settledRss),
  },
};

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)} %`;
const rows = loads.flatMap((connections) =>
  servers.map((name) => {
    const r = results[name][connections];
    const share =
      name === "node"
        ? ` (${percent(r.requestsPerSecond, results.nginx[connections].requestsPerSecond)} of nginx)`
        : name === "counting"
          ? ` (${percent(r.requestsPerSecond, results.node[connections].requestsPerSecond)} of counting off)`
          : "";
    return `| ${serverTitles[name]} | ${connections} | ${r.requestsPerSecond.toFixed(0)}${share} | ${r.p99Ms} ms | ${r.errors} | ${r.non2xx} | ${r.cpuMsPer1000.toFixed(0)} ms |`;
  }),
);
const markdown = [
  "| server | connections | req/s (median) | p99 | errors | non-2xx | CPU per 1,000 requests |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows,
  "",
  `Node server memory (RSS): ${rssAtStart.toFixed(1)} MiB at start, ${rssBeforeLoad.toFixed(1)} MiB after warm-up, ${rssAfterLoad.toFixed(1)} MiB after the measured runs.`,
  "",
  `${soakSeconds} s at 200 connections, counting on: ${soak.requests.average.toFixed(0)} req/s, p99 ${soak.latency.p99} ms, ${report.soak.errors} errors, ${soak.non2xx} non-2xx; RSS every 5 s (MiB): ${soakRss.map((value) => value.toFixed(1)).join(", ")} (spread after the first 10 s: ${report.soak.settledSpreadMiB.toFixed(1)} MiB).`,
].join("\n");

console.log(`\n${markdown}\n`);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/server.json", JSON.stringify(report, null, 2));
writeFileSync("bench-results/server.md", `${markdown}\n`);
console.log("Written: bench-results/server.json, bench-results/server.md");
