// Counting on the real server (server/start.ts with STATS_DATABASE): what counts as a read and what
// does not, what `npm run report -- --json` then prints, and what the database holds as bytes.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { nairobiDay } from "../../src/shared/nairobi-time.ts";
import { get, type Answer } from "../test-support/get.ts";
import { writeSmallBuild } from "../test-support/small-build.ts";

const phone = "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const tablet = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const computer = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** What Chromium sends when a page is opened, less the user agent. */
const opened = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", "sec-fetch-site": "none" };

let folder: string;
let buildDir: string;
let database: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "stats-counting-"));
  buildDir = writeSmallBuild({}, folder);
  database = join(folder, "figures", "stats.db");
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `node server/start.ts` with counting on; `stop()` sends SIGTERM and waits for it to exit. */
async function startServer(port: number) {
  const child = spawn(process.execPath, ["server/start.ts"], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", STATS_DATABASE: database },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let said = "";
  await new Promise<void>((done, fail) => {
    child.once("exit", (code) => fail(new Error(`server/start.ts exited at start (${code})`)));
    child.stdout.on("data", (chunk: Buffer) => {
      said += String(chunk);
      if (said.includes("Serving")) done();
    });
  });
  const exited = new Promise<number | null>((done) => child.once("exit", done));
  return {
    said: () => said,
    async stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

function report(days = 7): unknown {
  const run = spawnSync(process.execPath, ["scripts/report.ts", "--json", "--days", String(days)], { env: { ...process.env, STATS_DATABASE: database }, encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout);
}

it("counts page reads by phones, tablets and computers, and nothing else; the report gives exactly them; the file holds no address or user agent", { timeout: 60_000 }, async () => {
  const port = await freePort();
  const server = await startServer(port);
  expect(server.said()).toContain(`Counting page reads: on, kept in ${database}`);
  const answers: Answer[] = [];
  const ask = async (path: string, headers: Record<string, string>, method = "GET", body?: string) => {
    const answer = await get(port, path, headers, method, body);
    answers.push(answer);
    return answer;
  };

  // Reads: a phone from a link in WhatsApp, a computer from Google, a tablet's older browser (no
  // Sec-Fetch headers: it asks for HTML), and a computer revalidating a page it has (304).
  expect((await ask("/fees", { ...opened, "user-agent": phone, referer: "android-app://com.whatsapp/" })).status).toBe(200);
  const home = await ask("/", { ...opened, "user-agent": computer, referer: "https://www.google.co.ke/" });
  expect(home.status).toBe(200);
  expect((await ask("/fees", { accept: "text/html,*/*", "user-agent": tablet })).status).toBe(200);
  // A page the service worker fetches for a navigation: Chromium says "empty" for its destination.
  expect((await ask("/", { ...opened, "sec-fetch-dest": "empty", "user-agent": phone })).status).toBe(200);
  // (Its ETag from a HEAD, which is no read.)
  const fees = await ask("/fees", {}, "HEAD");
  expect((await ask("/fees", { ...opened, "user-agent": computer, referer: `http://127.0.0.1:${port}/`, "if-none-match": String(fees.headers.etag) })).status).toBe(304);

  // Not reads: a bot, the link prefetch, a page fetched by script, a file, a redirect, a missing
  // page, HEAD, and a reader who asks not to be tracked (DNT) or sends Global Privacy Control.
  await ask("/fees", { ...opened, "user-agent": googlebot });
  await ask("/fees", { accept: "*/*", "sec-purpose": "prefetch", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "empty", "user-agent": computer });
  await ask("/fees", { accept: "*/*", purpose: "prefetch", "user-agent": computer });
  await ask("/fees", { accept: "*/*", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty", "user-agent": phone });
  expect((await ask("/assets/app.3f9a1c.js", { ...opened, "user-agent": phone })).status).toBe(200);
  expect((await ask("/seaferers", { ...opened, "user-agent": phone })).status).toBe(301);
  expect((await ask("/no-such-page", { ...opened, "user-agent": phone })).status).toBe(404);
  await ask("/fees", { ...opened, "user-agent": phone }, "HEAD");
  await ask("/fees", { ...opened, "user-agent": phone, dnt: "1" });
  await ask("/", { ...opened, "user-agent": computer, "sec-gpc": "1" });
  await ask("/", { ...opened });

  // A failed search, told twice on one day: kept once. From another site's page: not kept.
  const miss = { "content-type": "text/plain;charset=UTF-8", "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors", "user-agent": phone };
  expect((await ask("/api/stats/search-miss", miss, "POST", "  Swimming  GALA ")).status).toBe(204);
  expect((await ask("/api/stats/search-miss", miss, "POST", "swimming gala")).status).toBe(204);
  expect((await ask("/api/stats/search-miss", { ...miss, "sec-fetch-site": "cross-site" }, "POST", "from elsewhere")).status).toBe(204);
  expect((await ask("/api/stats/search-miss", miss, "GET")).status).toBe(405);

  expect(await server.stop()).toBe(0);
  expect(answers.filter((answer) => answer.headers["set-cookie"] !== undefined)).toEqual([]);

  expect(report()).toEqual({
    days: 7,
    pages: [
      { path: "/fees", reads: 3 },
      { path: "/", reads: 2 },
    ],
    sources: [
      { source: "None", reads: 2 },
      { source: "Search engine", reads: 1 },
      { source: "This site", reads: 1 },
      { source: "WhatsApp", reads: 1 },
    ],
    devices: { phone: 2, tablet: 1, computer: 2 },
    // Searched on one day only: not shown.
    searches: [],
    notices: [],
  });
  const kept = new DatabaseSync(database, { readOnly: true });
  expect(kept.prepare("SELECT query, day FROM search_misses").all()).toEqual([{ query: "swimming gala", day: nairobiDay(new Date()) }]);
  kept.close();

  // A restart loses nothing: the next read adds to the day's.
  const again = await startServer(port);
  await get(port, "/fees", { ...opened, "user-agent": phone });
  expect(await again.stop()).toBe(0);
  expect((report() as { pages: unknown }).pages).toEqual([
    { path: "/fees", reads: 4 },
    { path: "/", reads: 2 },
  ]);

  // Read as bytes, the database (and any journal beside it) holds no address and no user agent.
  const files = [database, `${database}-wal`, `${database}-shm`].filter((file) => existsSync(file));
  for (const file of files) {
    const bytes = readFileSync(file);
    for (const secret of ["127.0.0.1", phone, tablet, computer, "Android", "Windows", "google.co.ke", "com.whatsapp"]) {
      expect(bytes.includes(secret), `${file} holds '${secret}'`).toBe(false);
    }
  }
});

it("without STATS_DATABASE counts nothing, writes nothing, and the address of failed searches is unknown", { timeout: 30_000 }, async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/start.ts"], { env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", STATS_DATABASE: "" }, stdio: ["ignore", "pipe", "inherit"] });
  let said = "";
  await new Promise<void>((done) => child.stdout.on("data", (chunk: Buffer) => (said += String(chunk)).includes("Serving") && done()));
  expect(said).not.toContain("Counting");
  expect((await get(port, "/api/stats/search-miss", { "sec-fetch-site": "same-origin", "user-agent": phone }, "POST", "golf")).status).toBe(404);
  expect((await get(port, "/fees", { ...opened, "user-agent": phone })).status).toBe(200);
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  const run = spawnSync(process.execPath, ["scripts/report.ts", "--json"], { env: { ...process.env, STATS_DATABASE: "" }, encoding: "utf8" });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("Counting is off");
});
