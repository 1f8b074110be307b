#!/usr/bin/env node
// `npm run bench:bytes` (also the end of `npm run bench`): what a parent's phone downloads, counted
// by a TCP proxy between a fresh, phone-sized headless Chromium and the production server
// (`node server/start.ts`, what `npm start` runs). docs/performance.md, "What a parent pays for";
// docs/decisions/031-offline-pages-when-asked.md.
//
// - A first visit to /, /fees and a club page, at the load event and 30 s later, with and
//   without the data saver, beside the page's own bytes (the same visit with service workers
//   blocked, once nothing more arrives).
// - The button that keeps the fees and term dates: what pressing it downloads.
// - A deploy that changes one fee (the site built again in a temporary copy with Grade 7's term
//   fee 1,000 shillings higher): what a returning parent's next visit to / downloads, beside the
//   same visit with no deploy, for a parent who kept the pages and one who did not.
//
// A benchmark, not a test: it prints the table and each target met or missed, writes
// bench-results/bytes.json and bench-results/bytes.md, and exits 0 whatever the figures.
//
//   BENCH_PORT=4375   the first of the loopback ports it uses (default: any free ones)
//   BENCH_WAIT_S=30   how long each visit is watched
//   BENCH_LIST=1      also list each first visit's requests (with the worker, and the page's own)
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { chromiumPath } from "./engines.ts";
import { freePort } from "./free-port.ts";

const root = resolve(import.meta.dirname, "..");
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const chromePath = process.env.CHROME_PATH ?? chromiumPath;
const watchMs = Number(process.env.BENCH_WAIT_S ?? 30) * 1000;
const kib = 1024;
/** The phone Lighthouse's mobile run emulates (412 × 823 CSS pixels at 1.75×). */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
// The Kiswahili fees page too (issue 39: the first-visit targets hold for it as for /fees).
const firstVisits = ["/", "/fees", "/golf", "/sw/fees"];
/** BENCH_LIST=1: each first visit's requests, with and without the worker, to see where bytes went. */
const listRequests = process.env.BENCH_LIST === "1";
const targets = { firstVisitKiB: 15, saveDataKiB: 5, deployKiB: 30, keepKiB: 80 };

/** A request seen by the counting proxy, and the bytes and status of its answer. */
interface ProxiedRequest {
  method: string;
  path: string;
  bytes: number;
  status: string;
}

type CountingProxy = Awaited<ReturnType<typeof countingProxy>>;

/** A row of the table: what was measured, on which page, and against which target. */
interface Row {
  what: string;
  page: string;
  "own KiB": string;
  KiB: string;
  target: string;
  met: string;
}

let nextPort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const port = async () => (nextPort === undefined ? freePort() : nextPort++);

/** `node server/start.ts` serving one build on a port of its own; resolves once it listens. */
async function startServer(dir: string): Promise<{ port: number; stop: () => boolean }> {
  const serverPort = await port();
  const child = spawn(process.execPath, [join(root, "server/start.ts")], {
    env: { ...process.env, PORT: String(serverPort), HOST: "127.0.0.1", BUILD_DIR: dir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((done, fail) => {
    child.stdout.on("data", (chunk: Buffer) => String(chunk).includes("Serving") && done());
    child.once("exit", (code) => fail(new Error(`the server for ${dir} stopped (${code})`)));
  });
  return { port: serverPort, stop: () => child.kill("SIGTERM") };
}

/**
 * A TCP proxy that counts the bytes each way: `down` what the server sent the browser (what a
 * parent's data pays for), `up` what the browser sent. `requests` lists what was asked for, each
 * with the bytes its answer took and its status (HTTP/1.1, one request at a time on a
 * connection, so what comes back belongs to the last request sent on it). `switchTo` puts
 * another server behind it between visits (a deploy); `quietFor(ms)` resolves once nothing has
 * passed for that long.
 */
async function countingProxy(upstreamPort: number) {
  const proxy = { upstream: upstreamPort, down: 0, up: 0, last: Date.now(), requests: [] as ProxiedRequest[] };
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.once("close", () => open.delete(client));
    const upstream = connect(proxy.upstream, "127.0.0.1");
    let current: ProxiedRequest | undefined;
    client.on("data", (chunk: Buffer) => {
      proxy.up += chunk.length;
      proxy.last = Date.now();
      for (const [, method = "", path = ""] of String(chunk).matchAll(/^(GET|HEAD) (\S+) HTTP\/1\.1\r$/gm)) {
        current = { method, path, bytes: 0, status: "" };
        proxy.requests.push(current);
      }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      proxy.down += chunk.length;
      proxy.last = Date.now();
      if (current) {
        current.bytes += chunk.length;
        current.status ||= /^HTTP\/1\.1 (\d{3})/.exec(String(chunk.subarray(0, 16)))?.[1] ?? "";
      }
      client.write(chunk);
    });
    client.on("end", () => upstream.end());
    upstream.on("end", () => client.end());
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  const listenPort = await port();
  await new Promise<void>((done) => server.listen(listenPort, "127.0.0.1", done));
  return Object.assign(proxy, {
    origin: `http://127.0.0.1:${listenPort}`,
    /** Sends what follows to another server: a deploy. Open connections are closed, as a server restart closes them. */
    switchTo(port: number) {
      proxy.upstream = port;
      for (const socket of open) socket.destroy();
    },
    reset() {
      proxy.down = 0;
      proxy.up = 0;
      proxy.requests = [];
    },
    async quietFor(ms: number, atMostMs = watchMs) {
      const until = Date.now() + atMostMs;
      while (Date.now() - proxy.last < ms && Date.now() < until) await sleep(100);
    },
    close: () => server.close(),
  });
}

/** A fresh browser profile, phone-sized; with `saveData`, the data saver is on in each page it opens. */
async function freshPhone(browser: Browser, { saveData = false, blockWorkers = false } = {}): Promise<{ context: BrowserContext; newPage: () => Promise<Page> }> {
  const context = await browser.newContext({ ...phone, serviceWorkers: blockWorkers ? "block" : "allow" });
  const newPage = async () => {
    const page = await context.newPage();
    if (saveData) await (await context.newCDPSession(page)).send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
    return page;
  };
  return { context, newPage };
}

/** The worker in charge of the page, and its first downloads done. */
async function workerInCharge(page: Page, proxy: CountingProxy): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
  });
  await proxy.quietFor(1500);
}

/** A first visit: bytes at the load event and after `watchMs`, and the page's own (workers blocked, once quiet). */
async function firstVisit(browser: Browser, serverPort: number, path: string, saveData: boolean): Promise<{ atLoad: number; after: number; worker: boolean; own: number }> {
  const proxy = await countingProxy(serverPort);
  const own = await countingProxy(serverPort);
  try {
    const phoneA = await freshPhone(browser, { saveData });
    const phoneB = await freshPhone(browser, { saveData, blockWorkers: true });
    const [visit, alone] = await Promise.all([
      (async () => {
        const page = await phoneA.newPage();
        const started = Date.now();
        await page.goto(proxy.origin + path, { waitUntil: "load" });
        const atLoad = proxy.down;
        await sleep(Math.max(0, watchMs - (Date.now() - started)));
        return { atLoad, after: proxy.down, worker: await page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean)) };
      })(),
      (async () => {
        const page = await phoneB.newPage();
        await page.goto(own.origin + path, { waitUntil: "load" });
        // The page's scripts are added at its first paint (src/integrations/script-after-first-paint.ts),
        // which with sixteen phones in one browser can come seconds after the load event: counting
        // from the paint and three quiet seconds alone sometimes stopped before they came, and read
        // the page's own bytes too low (23.5 KiB for /fees, not 31.8: its HTML, photo and
        // stylesheet only). So it waits until each script the page adds after its paint has been
        // added and has arrived (the browser's resource timing lists it), then for the quiet.
        await page.waitForFunction(
          () => {
            const loaders = [...document.querySelectorAll("script:not([src])")].filter((script) => script.textContent?.includes("first-contentful-paint")).length;
            const added = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')];
            return added.length >= loaders && added.every((script) => performance.getEntriesByName(script.src).length > 0);
          },
          undefined,
          { polling: 100, timeout: watchMs },
        );
        await own.quietFor(3000);
        return own.down;
      })(),
    ]);
    await Promise.all([phoneA.context.close(), phoneB.context.close()]);
    if (listRequests) {
      for (const [who, seen] of [["with the worker", proxy], ["own (workers blocked)", own]] as const) {
        console.log(`${path}${saveData ? ", data saver" : ""}, ${who}:`);
        for (const request of seen.requests) console.log(`  ${request.status} ${(request.bytes / kib).toFixed(1).padStart(6)} KiB  ${request.method} ${request.path}`);
      }
    }
    return { ...visit, own: alone };
  } finally {
    proxy.close();
    own.close();
  }
}

/** Presses 'Keep fees and term dates on this phone' on /fees after a first visit; the bytes the press cost. */
async function keepPages(page: Page, proxy: CountingProxy): Promise<{ bytes: number; shown: string }> {
  await page.goto(`${proxy.origin}/fees`, { waitUntil: "load" });
  await workerInCharge(page, proxy);
  const button = page.getByRole("button", { name: /^Keep fees and term dates on this phone/ });
  const shown = (await button.textContent())?.match(/\((about \d+ KB)\)/)?.[1] ?? "(no size shown)";
  proxy.reset();
  await button.click();
  await page.getByRole("status").filter({ hasText: /^Kept on this phone/ }).waitFor({ timeout: 60_000 });
  await proxy.quietFor(1000);
  return { bytes: proxy.down, shown };
}

/** The site built again in a temporary copy with Grade 7's term fee raised by 1,000 shillings. */
function buildWithOneFeeChanged() {
  const copy = mkdtempSync(join(tmpdir(), "bench-fee-change-"));
  const skipped = new Set(["node_modules", ".git", "bench-results", "test-results", "playwright-report", ".astro"]);
  cpSync(root, copy, {
    recursive: true,
    filter: (source) => {
      const first = relative(root, source).split("/")[0] ?? "";
      return !skipped.has(first) && !/^build($|-)/.test(first);
    },
  });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
  // The fees are in src/data/fees.json or src/features/fees/fees.ts, depending on the version.
  const feeFile = ["src/data/fees.json", "src/features/fees/fees.ts"].map((file) => join(copy, file)).find((file) => existsSync(file) && /termFee/.test(readFileSync(file, "utf8")));
  if (!feeFile) throw new Error("no fee file with a termFee found");
  const before = readFileSync(feeFile, "utf8");
  const after = before.replace(/(grade7["']?\s*:\s*\{[^}]*?termFee["']?\s*:\s*)([\d_]+)/, (_, lead, fee) => `${lead}${Number(fee.replaceAll("_", "")) + 1000}`);
  if (after === before) throw new Error(`${feeFile}: Grade 7's termFee not found`);
  writeFileSync(feeFile, after);
  // Astro keeps its optimised photos under node_modules/.astro/<BUILD_DIR>: start from this build's.
  const cacheName = "build-bench-fee-change";
  const cache = join(root, "node_modules/.astro", cacheName);
  if (!existsSync(cache) && existsSync(join(root, "node_modules/.astro/build"))) cpSync(join(root, "node_modules/.astro/build"), cache, { recursive: true });
  console.log(`Building the site with one fee changed, in ${copy} …`);
  const result = spawnSync("npx", ["astro", "build"], { cwd: copy, env: { ...process.env, BUILD_DIR: cacheName }, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("the build with one fee changed failed");
  return { dir: join(copy, cacheName), remove: () => rmSync(copy, { recursive: true, force: true }) };
}

/**
 * Four phones visit this build: two keep the pages (pressing the button), two do not. Then two of
 * them (one of each) see the deploy, and all four come back to /: the deploy's cost is what a
 * returning visit downloads after it, less what the same visit downloads without one.
 */
/** One phone of the deploy visits: whether it kept the pages, whether it sees the deploy, and what its return cost. */
interface DeployRun {
  keeps: boolean;
  deployed: boolean;
  proxy: CountingProxy;
  context: BrowserContext;
  newPage: () => Promise<Page>;
  bytes?: number;
  requests?: ProxiedRequest[];
}

/** What a returning parent's visit to / cost after the deploy (`after`) and without it (`without`). */
interface DeployCost {
  keeps: boolean;
  after: number;
  without: number;
  requests: ProxiedRequest[];
}

async function deployVisits(browser: Browser, serverPort: number, changedPort: number): Promise<DeployCost[]> {
  const runs: DeployRun[] = [];
  for (const keeps of [true, false]) {
    for (const deployed of [true, false]) {
      const proxy = await countingProxy(serverPort);
      const { context, newPage } = await freshPhone(browser);
      runs.push({ keeps, deployed, proxy, context, newPage });
    }
  }
  await Promise.all(
    runs.map(async (run) => {
      const page = await run.newPage();
      if (run.keeps) await keepPages(page, run.proxy);
      else {
        await page.goto(`${run.proxy.origin}/`, { waitUntil: "load" });
        await workerInCharge(page, run.proxy);
      }
      await page.close();
    }),
  );
  for (const run of runs) {
    if (run.deployed) run.proxy.switchTo(changedPort);
    run.proxy.reset();
  }
  await Promise.all(
    runs.map(async (run) => {
      const page = await run.newPage();
      const started = Date.now();
      await page.goto(`${run.proxy.origin}/`, { waitUntil: "load" });
      await sleep(Math.max(0, watchMs - (Date.now() - started)));
      run.bytes = run.proxy.down;
      run.requests = run.proxy.requests;
    }),
  );
  for (const run of runs) {
    await run.context.close();
    run.proxy.close();
  }
  const run = (keeps: boolean, deployed: boolean): DeployRun => {
    const found = runs.find((r) => r.keeps === keeps && r.deployed === deployed);
    if (!found) throw new Error(`no run that ${keeps ? "keeps" : "does not keep"} the pages and ${deployed ? "sees" : "does not see"} the deploy`);
    return found;
  };
  return [true, false].map((keeps) => ({ keeps, after: run(keeps, true).bytes ?? 0, without: run(keeps, false).bytes ?? 0, requests: run(keeps, true).requests ?? [] }));
}

export async function benchBytes() {
  if (!existsSync(join(buildDir, "site-manifest.json"))) {
    console.log("No build yet: running npm run build…");
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const changed = buildWithOneFeeChanged();
  const [server, changedServer] = [await startServer(buildDir), await startServer(changed.dir)];
  const servers = [server, changedServer];
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const rows: Row[] = [];
  let deploysFetched: DeployCost[] = [];
  const row = (what: string, page: string, own: number | undefined, bytes: number, target?: { base: number; kib: number; label: string }) => {
    const limit = target === undefined ? undefined : target.base + target.kib * kib;
    rows.push({
      what,
      page,
      "own KiB": own === undefined ? "" : (own / kib).toFixed(1),
      KiB: (bytes / kib).toFixed(1),
      target: target === undefined ? "" : target.label,
      met: limit === undefined ? "" : bytes <= limit ? "yes" : "NO",
    });
  };
  try {
    console.log(`First visits (${watchMs / 1000} s each), the button, and a one-fee deploy: about ${Math.round((watchMs * 2) / 1000 + 90)} s…`);
    const [visits, kept, deploys] = await Promise.all([
      Promise.all(firstVisits.flatMap((path) => [false, true].map(async (saveData) => ({ path, saveData, ...(await firstVisit(browser, server.port, path, saveData)) })))),
      (async () => {
        const proxy = await countingProxy(server.port);
        const { context, newPage } = await freshPhone(browser);
        const result = await keepPages(await newPage(), proxy);
        await context.close();
        proxy.close();
        return result;
      })(),
      deployVisits(browser, server.port, changedServer.port),
    ]);
    for (const visit of visits) {
      const label = `first visit${visit.saveData ? ", data saver" : ""}`;
      row(`${label}: at load`, visit.path, visit.own, visit.atLoad);
      const allowance = visit.saveData ? targets.saveDataKiB : targets.firstVisitKiB;
      row(`${label}: after ${watchMs / 1000} s${visit.worker ? "" : " (no worker)"}`, visit.path, visit.own, visit.after, { base: visit.own, kib: allowance, label: `<= own + ${allowance} KiB` });
    }
    row(`the button, pressed after a first visit (it says ${kept.shown})`, "/fees", undefined, kept.bytes, { base: 0, kib: targets.keepKiB, label: `<= ${targets.keepKiB} KiB` });
    // The size the button shows is a promise to a parent who pays for data: never less than it costs.
    const says = Number(/about (\d+) KB/.exec(kept.shown)?.[1]);
    row("the button's download against the size it shows", "/fees", undefined, kept.bytes, { base: 0, kib: says, label: `<= ${says} KiB (its words)` });
    deploysFetched = deploys;
    for (const deploy of deploys) {
      const who = deploy.keeps ? "keeps the pages" : "did not keep them";
      row(`next visit after a one-fee deploy, a parent who ${who}`, "/", deploy.without, deploy.after, { base: deploy.without, kib: targets.deployKiB, label: `<= own + ${targets.deployKiB} KiB` });
    }
  } finally {
    await browser.close();
    for (const started of servers) started.stop();
    changed.remove();
  }

  console.log(
    `\nBytes a phone downloads (server to browser, through a counting proxy; ${phone.viewport.width}×${phone.viewport.height} at ${phone.deviceScaleFactor}×, headless Chromium, a fresh profile each). ` +
      "'own': the page's own bytes (the same visit with service workers blocked, until nothing more arrives); for a deploy, the same returning visit without one.\n",
  );
  console.table(rows);
  for (const deploy of deploysFetched) {
    console.log(`\nWhat the next visit to / asked for after the one-fee deploy, a parent who ${deploy.keeps ? "keeps the pages" : "did not keep them"} (bytes of each answer, headers included):`);
    for (const request of deploy.requests) console.log(`  ${request.status || "---"} ${(request.bytes / kib).toFixed(1).padStart(6)} KiB  ${request.method} ${request.path}`);
  }
  const missed = rows.filter((r) => r.met === "NO");
  const checked = rows.filter((r) => r.met !== "");
  console.log(`\nByte targets: ${checked.length - missed.length} of ${checked.length} met${missed.length ? `; missed: ${missed.map((r) => `${r.what} ${r.page}`).join("; ")}` : ""}`);

  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/bytes.json", JSON.stringify({ date: new Date().toISOString(), watchSeconds: watchMs / 1000, phone, rows }, null, 2));
  const columns = ["what", "page", "own KiB", "KiB", "target", "met"] as const satisfies readonly (keyof Row)[];
  const markdown = [`| ${columns.join(" | ")} |`, `| ${columns.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${columns.map((c) => (c === "page" ? `\`${r[c]}\`` : r[c])).join(" | ")} |`)].join("\n");
  writeFileSync("bench-results/bytes.md", `${markdown}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBytes();
