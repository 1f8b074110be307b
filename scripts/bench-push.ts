#!/usr/bin/env node
// `npm run bench:push`: one urgent notice to 10,000 subscriptions held by a fake push service on
// loopback (server/test-support/fake-push-service.ts), sent by `npm run push:send` itself, as the
// school's server runs it (scripts/push-send.ts, a process of its own). The service answers 5 % of
// them 410 (the phone unsubscribed) and 1 % slowly (1.5 s). A benchmark, not a test: it prints the
// total time, the messages a second, the sending process's peak memory and the number removed, and
// checks that every 410 subscription, and nothing else, was removed (docs/decisions/055).
// Target on the development machine: 10,000 in at most 60 s.
//
//   BENCH_PUSH_SUBSCRIPTIONS=10000   how many phones
//   BENCH_PUSH_PORT=9100             the fake push service's port (any free one by default)
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startFakePushService, testPhone, type TestPhone } from "../server/test-support/fake-push-service.ts";
import { SubscriptionStore } from "../server/push/subscription-store.ts";
import { site } from "../src/config/site.ts";
import { pushMessagesFileName, type PushMessage } from "../src/features/push/push-messages.ts";
import { pushTestEnvironment } from "../tests/fixtures/push-test-keys.ts";

const total = Number(process.env.BENCH_PUSH_SUBSCRIPTIONS ?? 10_000);
const targetSeconds = 60;
const gone = (index: number) => index % 20 === 7;
const slow = (index: number) => index % 100 === 13;
const slowMs = 1_500;

const folder = mkdtempSync(join(tmpdir(), "bench-push-"));
const buildDir = join(folder, "build");
mkdirSync(buildDir);
const database = join(folder, "push.db");
const service = await startFakePushService({ port: Number(process.env.BENCH_PUSH_PORT ?? 0), keep: false });
service.answerBy((name) => {
  const index = Number(name);
  if (gone(index)) return { status: 410 };
  if (slow(index)) return { status: 201, delayMs: slowMs };
  return undefined;
});

const publish = (...messages: PushMessage[]) => writeFileSync(join(buildDir, pushMessagesFileName), JSON.stringify({ siteOrigin: site.siteOrigin, messages }));
const env = { PATH: process.env.PATH ?? "", BUILD_DIR: buildDir, ...pushTestEnvironment(database, service.origin) };
const pushSend = async (...args: string[]) => (await promisify(execFile)(process.execPath, ["scripts/push-send.ts", ...args], { env, maxBuffer: 16 * 1024 * 1024 })).stdout;

try {
  console.log(`Subscribing ${total.toLocaleString("en")} phones (each with keys of its own)…`);
  const phones: TestPhone[] = [];
  const store = new SubscriptionStore(database);
  store.transaction(() => {
    for (let index = 0; index < total; index++) {
      const phone = testPhone(service.endpoint(String(index)));
      phones.push(phone);
      store.save(phone.subscription, ["urgent"], Date.now());
    }
  });
  store.close();
  // The first run records what the site has: nothing is sent.
  publish();
  await pushSend();

  publish({ id: "notice/reopening-postponed", kind: "notice", title: "Reopening postponed to Monday", summary: "Because of the floods, Term 1 opens on Monday 12 January.", path: "/notices/reopening-postponed", urgent: true, date: "2026-11-28" });
  console.log("Sending one urgent notice with npm run push:send…");
  const started = performance.now();
  const output = await pushSend("--json");
  const seconds = (performance.now() - started) / 1000;
  const summary = JSON.parse(output.trim().split("\n").at(-1)!) as { sent: number; removed: number; failed: number; peakMemoryMiB: number; seconds: number };

  const after = new SubscriptionStore(database);
  const left = new Set(after.all().map((subscription) => Number(subscription.endpoint.split("/").at(-1))));
  after.close();
  const goneCount = phones.filter((_, index) => gone(index)).length;
  const wronglyRemoved = phones.filter((_, index) => !gone(index) && !left.has(index)).length;
  const wronglyKept = phones.filter((_, index) => gone(index) && left.has(index)).length;

  const rows: [string, string][] = [
    ["subscriptions", total.toLocaleString("en")],
    ["answered 410 / slowly (1.5 s)", `${goneCount} / ${phones.filter((_, index) => slow(index)).length}`],
    ["total time (the push:send process)", `${seconds.toFixed(1)} s (its own run: ${summary.seconds.toFixed(1)} s)`],
    ["messages a second", Math.round((summary.sent + summary.removed) / summary.seconds).toLocaleString("en")],
    ["sent, removed, failed", `${summary.sent}, ${summary.removed}, ${summary.failed}`],
    ["peak memory of push:send", `${summary.peakMemoryMiB.toFixed(0)} MiB`],
    ["the push service received", [...service.count].map(([status, count]) => `${count} × ${status}`).join(", ")],
    ["every 410 removed, nothing else", wronglyRemoved === 0 && wronglyKept === 0 && summary.removed === goneCount ? "yes" : `no: ${wronglyKept} kept, ${wronglyRemoved} removed wrongly`],
    [`target: ${total.toLocaleString("en")} in at most ${targetSeconds} s`, seconds <= targetSeconds ? "met" : "missed"],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(rows.map(([name, value]) => `${name.padEnd(width)}  ${value}`).join("\n"));
} finally {
  await service.stop();
  rmSync(folder, { recursive: true, force: true });
}
