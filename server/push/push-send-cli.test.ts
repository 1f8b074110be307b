// `npm run push:send` as the server's unit runs it (scripts/push-send.ts): the settings from its
// environment, the live build's push-messages.json, the database, and what it prints.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pushMessagesFileName, type PushMessage } from "../../src/features/push/push-messages.ts";
import { pushTestEnvironment } from "../../tests/fixtures/push-test-keys.ts";
import { startFakePushService, testPhone, type FakePushService } from "../test-support/fake-push-service.ts";
import { SubscriptionStore } from "./subscription-store.ts";

const script = new URL("../../scripts/push-send.ts", import.meta.url).pathname;
let folder: string;
let service: FakePushService;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "push-send-"));
  mkdirSync(join(folder, "build"));
  service = await startFakePushService();
});
afterAll(async () => {
  await service.stop();
  rmSync(folder, { recursive: true, force: true });
});

const notice = (file: string): PushMessage => ({ id: `notice/${file}`, kind: "notice", title: `Title of ${file}`, summary: "One line.", path: `/notices/${file}`, urgent: true, date: "2026-11-28" });
const publish = (...messages: PushMessage[]) =>
  writeFileSync(join(folder, "build", pushMessagesFileName), JSON.stringify({ siteOrigin: "https://www.school.example", messages }));

/** Runs the script with these settings; its exit code and what it printed. */
async function pushSend(env: Record<string, string>, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], { env: { PATH: process.env.PATH ?? "", BUILD_DIR: join(folder, "build"), ...env } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

it("with push off says so and sends nothing; with some settings only, names the missing ones and fails", async () => {
  publish(notice("a"));
  expect(await pushSend({})).toEqual({ code: 0, out: "Urgent notices on phones are off (no PUSH_ setting is set): nothing to send.\n" });
  const partial = await pushSend({ PUSH_CONTACT: "mailto:webmaster@school.example" });
  expect(partial.code).toBe(1);
  expect(partial.out).toContain("PUSH_VAPID_PUBLIC_KEY, PUSH_VAPID_PRIVATE_KEY, PUSH_DATABASE are not set");
});

it("records what the site has on its first run, then sends what is new, once, and prints what it did", async () => {
  const database = join(folder, "state", "push.db");
  const env = pushTestEnvironment(database, service.origin);
  publish(notice("old"));
  const first = await pushSend(env);
  expect(first).toEqual({ code: 0, out: "First run on this database: nothing is sent; what the site has now (1 message) is recorded as sent.\n" });

  // A phone subscribes (the server, another process, writes the same file), then a notice is published.
  const phone = testPhone(service.endpoint("phone"));
  const store = new SubscriptionStore(database);
  store.save(phone.subscription, ["urgent"], Date.now());
  store.close();
  publish(notice("old"), notice("floods"));

  const second = await pushSend(env, "--json");
  expect(second.code).toBe(0);
  expect(second.out).toContain('notice/floods to "urgent": sent 1, removed 0, failed 0');
  expect(second.out).toContain("Sent 1, removed 0, failed 0 (1 new message; 1 phone subscribed).");
  const summary = JSON.parse(second.out.trim().split("\n").at(-1)!) as { sent: number; peakMemoryMiB: number; seconds: number };
  expect(summary.sent).toBe(1);
  expect(summary.peakMemoryMiB).toBeGreaterThan(10);
  expect(JSON.parse(phone.read(service.received[0]!.body)).notification.title).toBe("Urgent: Title of floods");

  expect((await pushSend(env)).out).toContain("Sent 0, removed 0, failed 0 (0 new messages; 1 phone subscribed).");
  expect(service.received).toHaveLength(1);
});

it("with STATS_DATABASE, adds each notice's figures to the school's: sent to, accepted, removed (404/410), failed", async () => {
  const database = join(folder, "state", "figures-push.db");
  const figures = join(folder, "state", "figures.db");
  const env = { ...pushTestEnvironment(database, service.origin), STATS_DATABASE: figures };
  publish();
  await pushSend(env);
  // Four phones: three take it, one has unsubscribed (410). A failing one: push-run's test (its retries are seconds here).
  const store = new SubscriptionStore(database);
  for (const name of ["takes-1", "takes-2", "takes-3", "gone"]) store.save(testPhone(service.endpoint(`figures-${name}`)).subscription, ["urgent", "notices"], Date.now());
  store.close();
  service.answer("figures-gone", { status: 410 });
  publish(notice("floods"), { ...notice("sports-day"), urgent: false });

  const run = await pushSend(env);
  expect(run.code).toBe(0);
  expect(run.out).toContain(`The figures of 2 notices are kept in ${figures} (npm run report shows them).`);
  const report = await promisify(execFile)(process.execPath, [new URL("../../scripts/report.ts", import.meta.url).pathname, "--json"], { env: { PATH: process.env.PATH ?? "", STATS_DATABASE: figures } });
  expect(JSON.parse(report.stdout).notices).toEqual([
    { path: "/notices/floods", sent: 4, accepted: 3, removed: 1, failed: 0, opened: 0, reads: 0 },
    // Sent after the urgent one: the phone that answered 410 was removed by then.
    { path: "/notices/sports-day", sent: 3, accepted: 3, removed: 0, failed: 0, opened: 0, reads: 0 },
  ]);
}, 60_000);

it("refuses a build with no push-messages.json, or one it cannot read", async () => {
  const env = pushTestEnvironment(join(folder, "state", "other.db"));
  rmSync(join(folder, "build", pushMessagesFileName));
  const missing = await pushSend(env);
  expect(missing.code).toBe(1);
  expect(missing.out).toMatch(/push-messages\.json does not exist/);
  writeFileSync(join(folder, "build", pushMessagesFileName), JSON.stringify({ messages: [{ id: "notice/x" }] }));
  const wrong = await pushSend(env);
  expect(wrong.code).toBe(1);
  expect(wrong.out).toMatch(/is not what this version writes: siteOrigin/);
});
