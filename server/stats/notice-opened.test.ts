// A notice opened from its notification, as the service worker tells it (docs/decisions/062): the
// site's handler with counting on, then what the report gives for the notice. Only a notice page
// of the build counts, told from the site's own worker, by a browser that does not ask not to be
// tracked; the answer is always 204, with no cookie.
import { createServer, type Server } from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { portOf } from "../../scripts/free-port.ts";
import { noticeOpenedPath } from "../../src/features/push/push-address.ts";
import { createSiteHandler } from "../site-handler.ts";
import { get } from "../test-support/get.ts";
import { writeSmallBuild } from "../test-support/small-build.ts";
import { createSiteStats } from "./start-stats.ts";
import { statsReport } from "./stats-report.ts";

const phone = "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
/** What Chromium sends with the worker's POST: from the site itself. */
const fromWorker = { "content-type": "text/plain", "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "user-agent": phone };

let folder: string;
let buildDir: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "notice-opened-"));
  buildDir = writeSmallBuild({ "notices-floods.html": "<!doctype html><title>Floods</title><h1>Floods</h1>", "sw-notices-floods.html": "<!doctype html><title>Mafuriko</title><h1>Mafuriko</h1>" }, folder);
  // The small build with a notice's page and its Kiswahili page, as the build lists them.
  const manifestFile = join(buildDir, "site-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { paths: Record<string, string>; files: Record<string, string> };
  manifest.paths["/notices/floods"] = "/notices/floods";
  manifest.files["/notices/floods"] = "notices-floods.html";
  manifest.paths["/sw/notices/floods"] = "/sw/notices/floods";
  manifest.files["/sw/notices/floods"] = "sw-notices-floods.html";
  writeFileSync(manifestFile, JSON.stringify(manifest));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it("counts a notice opened from its notification once per tap, and nothing else", async () => {
  const database = join(folder, "stats.db");
  const stats = await createSiteStats(buildDir, database);
  const server: Server = createServer(createSiteHandler(buildDir, { stats }));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = portOf(server);
  const tell = (body: string, headers: Record<string, string> = {}, method = "POST") => get(port, noticeOpenedPath, { ...fromWorker, ...headers }, method, body);
  try {
    const answers = [
      await tell("/notices/floods"),
      await tell("/notices/floods"),
      // Its Kiswahili page, opened from a phone subscribed from a Kiswahili page: the same notice's.
      await tell("/sw/notices/floods"),
      // Not counted: a page that is no notice, a notice the build does not have (in either language), words, another
      // site's page, a bot, Do Not Track, Global Privacy Control.
      await tell("/fees"),
      await tell("/notices/no-such-notice"),
      await tell("/sw/notices/no-such-notice"),
      await tell("/sw/fees"),
      await tell("swimming gala"),
      await tell("/notices/floods", { "sec-fetch-site": "cross-site" }),
      await tell("/notices/floods", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
      await tell("/notices/floods", { dnt: "1" }),
      await tell("/notices/floods", { "sec-gpc": "1" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 204));
    expect(answers.filter((answer) => answer.headers["set-cookie"] !== undefined)).toEqual([]);
    expect((await tell("", {}, "GET")).status).toBe(405);
  } finally {
    await new Promise((done) => server.close(done));
    await stats.recorder.close();
  }
  expect(statsReport({ days: 7, database }).notices).toEqual([{ path: "/notices/floods", sent: 0, accepted: 0, removed: 0, failed: 0, opened: 3, reads: 0 }]);
});

it("without counting the address is unknown (404), as on nginx", async () => {
  const server: Server = createServer(createSiteHandler(buildDir));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  try {
    expect((await get(portOf(server), noticeOpenedPath, fromWorker, "POST", "/notices/floods")).status).toBe(404);
  } finally {
    await new Promise((done) => server.close(done));
  }
});
