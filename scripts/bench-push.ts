#!/usr/bin/env node
// `npm run bench:push`: urgent notices sent by `npm run push:send` itself, as the school's server
// runs it (scripts/push-send.ts, a process of its own), to subscriptions held by a fake push service
// on loopback (server/test-support/fake-push-service.ts). A benchmark, not a test: it prints the
// figures, and checks that what should be removed was, and nothing else (docs/decisions/055, 058).
//
// 1. Many phones: one notice to 10,000 subscriptions, 5 % answered 410 (the phone unsubscribed) and
//    1 % slowly (1.5 s). The total time, the messages a second, the sending process's peak memory.
//    Target on the development machine: 10,000 in at most 60 s.
// 2. Junk: one real phone, subscribed last, among 500 junk subscriptions a script could leave (an
//    address where nothing answers, tokens the service does not know (410) or refuses (400), a
//    service failing (500) and one redirecting (307)). The time from push:send's start to the real
//    phone's message reaching its service. Target: at most 10 s.
//
//   BENCH_PUSH_SUBSCRIPTIONS=10000   how many phones in case 1
//   BENCH_PUSH_CASES=many,junk       which cases run
//   BENCH_PUSH_PORT=9100             the fake push service's port (any free one by default)
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startFakePushService, testPhone, type PushAnswer } from "../server/test-support/fake-push-service.ts";
import { SubscriptionStore } from "../server/push/subscription-store.ts";
import { site } from "../src/config/site.ts";
import { pushMessagesFileName, type PushMessage } from "../src/features/push/push-messages.ts";
import { pushTestEnvironment } from "../tests/fixtures/push-test-keys.ts";
import { freePort } from "./free-port.ts";

const cases = (process.env.BENCH_PUSH_CASES ?? "many,junk").split(",");
const urgentNotice: PushMessage = {
  id: "notice/reopening-postponed",
  kind: "notice",
  title: "Reopening postponed to Monday",
  summary: "Because of the floods, Term 1 opens on Monday 12 January.",
  path: "/notices/reopening-postponed",
  urgent: true,
  date: "2026-11-28",
};

/** The summary `push:send --json` prints last. */
interface RunSummary {
  sent: number;
  removed: number;
  failed: number;
  peakMemoryMiB: number;
  seconds: number;
}

/** Prints a table of figures, names left, values right. */
function printRows(title: string, rows: [string, string][]): void {
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${title}\n${rows.map(([name, value]) => `${name.padEnd(width)}  ${value}`).join("\n")}`);
}

/** One case's own database, build folder (what it publishes) and fake push service, and push:send on them. */
interface CaseSetup {
  service: Awaited<ReturnType<typeof startFakePushService>>;
  database: string;
  publish: (...messages: PushMessage[]) => void;
  pushSend: () => Promise<RunSummary>;
}

/** A database, a build folder and a fake service of their own for one case; `work` fills and runs them. */
async function withCase(keep: boolean, work: (setup: CaseSetup) => Promise<void>): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "bench-push-"));
  const buildDir = join(folder, "build");
  mkdirSync(buildDir);
  const database = join(folder, "push.db");
  const service = await startFakePushService({ port: Number(process.env.BENCH_PUSH_PORT ?? 0), keep });
  const env = { PATH: process.env.PATH ?? "", BUILD_DIR: buildDir, ...pushTestEnvironment(database, service.origin) };
  const setup: CaseSetup = {
    service,
    database,
    publish: (...messages) => writeFileSync(join(buildDir, pushMessagesFileName), JSON.stringify({ siteOrigin: site.siteOrigin, messages })),
    pushSend: async () => {
      const { stdout } = await promisify(execFile)(process.execPath, ["scripts/push-send.ts", "--json"], { env, maxBuffer: 16 * 1024 * 1024 });
      return JSON.parse(stdout.trim().split("\n").at(-1)!) as RunSummary;
    },
  };
  try {
    await work(setup);
  } finally {
    await service.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Subscribes each endpoint (with keys of its own), then runs push:send once on the empty build: the first run records and sends nothing. */
async function subscribeAll({ database, publish, pushSend }: CaseSetup, endpoints: readonly string[]): Promise<void> {
  const store = new SubscriptionStore(database);
  store.transaction(() => {
    for (const endpoint of endpoints) store.save(testPhone(endpoint).subscription, ["urgent"], Date.now());
  });
  store.close();
  publish();
  await pushSend();
}

/** The endpoints still kept, by name (the last part of the address). */
function namesLeft(database: string): Set<string> {
  const store = new SubscriptionStore(database);
  const left = new Set(store.all().map((subscription) => subscription.endpoint.split("/").at(-1)!));
  store.close();
  return left;
}

async function manyPhones(): Promise<void> {
  const total = Number(process.env.BENCH_PUSH_SUBSCRIPTIONS ?? 10_000);
  const targetSeconds = 60;
  const gone = (index: number) => index % 20 === 7;
  const slow = (index: number) => index % 100 === 13;
  const slowMs = 1_500;
  await withCase(false, async (setup) => {
    setup.service.answerBy((name) => {
      const index = Number(name);
      if (gone(index)) return { status: 410 };
      if (slow(index)) return { status: 201, delayMs: slowMs };
      return undefined;
    });
    console.log(`Subscribing ${total.toLocaleString("en")} phones (each with keys of its own)…`);
    const indexes = Array.from({ length: total }, (_, index) => index);
    await subscribeAll(setup, indexes.map((index) => setup.service.endpoint(String(index))));

    setup.publish(urgentNotice);
    console.log("Sending one urgent notice with npm run push:send…");
    const started = performance.now();
    const summary = await setup.pushSend();
    const seconds = (performance.now() - started) / 1000;

    const left = namesLeft(setup.database);
    const goneCount = indexes.filter(gone).length;
    const wronglyRemoved = indexes.filter((index) => !gone(index) && !left.has(String(index))).length;
    const wronglyKept = indexes.filter((index) => gone(index) && left.has(String(index))).length;
    printRows("1. Many phones", [
      ["subscriptions", total.toLocaleString("en")],
      ["answered 410 / slowly (1.5 s)", `${goneCount} / ${indexes.filter(slow).length}`],
      ["total time (the push:send process)", `${seconds.toFixed(1)} s (its own run: ${summary.seconds.toFixed(1)} s)`],
      ["messages a second", Math.round((summary.sent + summary.removed) / summary.seconds).toLocaleString("en")],
      ["sent, removed, failed", `${summary.sent}, ${summary.removed}, ${summary.failed}`],
      ["peak memory of push:send", `${summary.peakMemoryMiB.toFixed(0)} MiB`],
      ["the push service received", [...setup.service.count].map(([status, count]) => `${count} × ${status}`).join(", ")],
      ["every 410 removed, nothing else", wronglyRemoved === 0 && wronglyKept === 0 && summary.removed === goneCount ? "yes" : `no: ${wronglyKept} kept, ${wronglyRemoved} removed wrongly`],
      [`target: ${total.toLocaleString("en")} in at most ${targetSeconds} s`, seconds <= targetSeconds ? "met" : "missed"],
    ]);
  });
}

async function junk(): Promise<void> {
  const junkCount = 500;
  const targetSeconds = 10;
  await withCase(true, async (setup) => {
    const { service } = setup;
    // Nothing listens there: what a name under a push service's domain that does not exist comes to.
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const kinds: { name: string; answer?: PushAnswer }[] = [
      { name: "nothing answers" },
      { name: "410, unknown token", answer: { status: 410 } },
      { name: "400, refused", answer: { status: 400 } },
      { name: "500, failing", answer: { status: 500 } },
      { name: "307, redirecting", answer: { status: 307, headers: { Location: service.endpoint("elsewhere") } } },
    ];
    const kindOf = (index: number) => kinds[index % kinds.length]!;
    const endpoints: string[] = [];
    for (let index = 0; index < junkCount; index++) {
      const name = `junk-${index}`;
      const { answer } = kindOf(index);
      if (answer) service.answer(name, answer);
      endpoints.push(answer ? service.endpoint(name) : `${nowhere}/push/${name}`);
    }
    console.log(`\nSubscribing ${junkCount} junk subscriptions, then one real phone…`);
    await subscribeAll(setup, [...endpoints, service.endpoint("real-phone")]);

    setup.publish(urgentNotice);
    console.log("Sending one urgent notice with npm run push:send…");
    const started = performance.now();
    const summary = await setup.pushSend();
    const total = (performance.now() - started) / 1000;
    const arrived = service.received.find((push) => push.name === "real-phone");
    const seconds = arrived ? (arrived.receivedAtMs - started) / 1000 : Number.POSITIVE_INFINITY;

    const left = namesLeft(setup.database);
    const removedByKind = kinds.map((kind, kindIndex) => `${kind.name}: ${endpoints.filter((_, index) => index % kinds.length === kindIndex && !left.has(`junk-${index}`)).length}`);
    printRows(`2. One real phone among ${junkCount} junk subscriptions`, [
      ["junk subscriptions", `${junkCount}: ${kinds.map((kind) => `${junkCount / kinds.length} ${kind.name}`).join(", ")}`],
      ["the real phone's urgent message, after", arrived ? `${seconds.toFixed(1)} s from push:send's start` : "never"],
      ["the whole run (retries of the 500s included)", `${total.toFixed(1)} s`],
      ["sent, removed, failed", `${summary.sent}, ${summary.removed}, ${summary.failed}`],
      ["junk removed, by kind", removedByKind.join("; ")],
      ["posted where a redirect pointed", String(service.received.filter((push) => push.name === "elsewhere").length)],
      [`target: the real phone's in at most ${targetSeconds} s`, seconds <= targetSeconds ? "met" : "missed"],
    ]);
  });
}

if (cases.includes("many")) await manyPhones();
if (cases.includes("junk")) await junk();
