// `npm run push:send`'s run (server/push/push-run.ts; docs/decisions/055), against a push service
// on loopback: each phone made its own keys, so each decrypts what it was sent and the test reads
// the notice's title and address, the Urgency and TTL headers and the VAPID signature.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import webpush from "web-push";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Language } from "../../src/config/languages.ts";
import type { PushMessage, PushMessagesFile } from "../../src/features/push/push-messages.ts";
import type { PushTopic } from "../../src/features/push/push-topics.ts";
import { startFakePushService, testPhone, vapidClaims, type FakePushService, type TestPhone } from "../test-support/fake-push-service.ts";
import { freePort } from "../../scripts/free-port.ts";
import { recordNoticeDeliveries } from "../stats/notice-deliveries.ts";
import { statsReport } from "../stats/stats-report.ts";
import { runPushSend, silentLimitMs, type PushRunOptions } from "./push-run.ts";
import { SubscriptionStore } from "./subscription-store.ts";

const keys = webpush.generateVAPIDKeys();
const vapid = { subject: "mailto:webmaster@school.example", publicKey: keys.publicKey, privateKey: keys.privateKey };
const siteOrigin = "https://www.school.example";
const now = Date.parse("2026-11-28T05:00:00Z");
const day = 24 * 60 * 60 * 1000;

const notice = (file: string, urgent: boolean, extra: Partial<PushMessage> = {}): PushMessage => ({
  id: `notice/${file}`,
  kind: "notice",
  title: `Title of ${file}`,
  summary: `Summary of ${file}, in one line.`,
  path: `/notices/${file}`,
  urgent,
  date: "2026-11-28",
  ...extra,
});
const fileOf = (...messages: PushMessage[]): PushMessagesFile => ({ siteOrigin, messages });

let service: FakePushService;
let store: SubscriptionStore;
let log: string[];

beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(() => service.stop());
beforeEach(() => {
  store = new SubscriptionStore(":memory:");
  service.received.length = 0;
  log = [];
});
afterEach(() => store.close());

/** A phone subscribed to `topics`, at `createdAt`, on the fake service (or at `endpoint`). */
function subscribe(name: string, topics: PushTopic[], createdAt = now - day, endpoint = service.endpoint(name), language: Language = "en"): TestPhone {
  const phone = testPhone(endpoint);
  store.save(phone.subscription, topics, createdAt, language);
  return phone;
}

/** An endpoint on this machine where nothing listens: its push service cannot be reached. */
const unreachable = async (name: string) => `http://127.0.0.1:${await freePort()}/push/${name}`;

function run(file: PushMessagesFile, options: Partial<PushRunOptions> = {}) {
  return runPushSend({ store, vapid, file, nowMs: now, retry: { delaysMs: [5, 5], longestWaitMs: 50, timeoutMs: 5_000 }, log: (line) => log.push(line), ...options });
}

/** The first run on the database: it records what the site has, and sends nothing. */
async function firstRun(file = fileOf()) {
  const summary = await run(file);
  expect(summary.firstRun).toBe(true);
  return summary;
}

const receivedBy = (name: string) => service.received.filter((push) => push.name === name);

describe("npm run push:send", () => {
  it("sends nothing on its first run on an empty database: what the site has then is recorded as sent", async () => {
    subscribe("urgent-phone", ["urgent"]);
    const old = [notice("fees-2026", false), notice("floods-closure", true)];
    const summary = await firstRun(fileOf(...old));
    expect(summary).toMatchObject({ recorded: 2, sent: 0, removed: 0, failed: 0 });
    expect(service.received).toEqual([]);
    // And later runs do not send them either: turning push on does not resend old notices.
    expect((await run(fileOf(...old))).sent).toBe(0);
    expect(service.received).toEqual([]);
  });

  it("sends an urgent notice to the urgent and the every-notice phones, encrypted for each, high urgency, kept a day, signed by the school", async () => {
    await firstRun();
    const urgentPhone = subscribe("urgent-phone", ["urgent"]);
    const everyPhone = subscribe("every-phone", ["urgent", "notices"]);
    const summary = await run(fileOf(notice("opening-postponed", true)));
    expect(summary).toMatchObject({ firstRun: false, sent: 2, removed: 0, failed: 0 });

    for (const [name, phone] of [["urgent-phone", urgentPhone], ["every-phone", everyPhone]] as const) {
      const [push] = receivedBy(name);
      expect(push, name).toBeDefined();
      expect(push!.headers.urgency).toBe("high");
      expect(push!.headers.ttl).toBe(String(24 * 60 * 60));
      expect(push!.headers["content-encoding"]).toBe("aes128gcm");
      const payload = JSON.parse(phone.read(push!.body));
      expect(payload).toEqual({
        web_push: 8030,
        notification: {
          title: "Urgent: Title of opening-postponed",
          body: "Summary of opening-postponed, in one line.",
          navigate: `${siteOrigin}/notices/opening-postponed`,
          tag: "notice/opening-postponed",
          lang: "en-KE",
        },
      });
      expect(push!.body.length, "about a kilobyte at most").toBeLessThan(1024);
      const claims = vapidClaims(push!.headers.authorization);
      expect(claims.key).toBe(keys.publicKey);
      expect(claims.aud).toBe(service.origin);
      expect(claims.sub).toBe(vapid.subject);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + day);
    }
    expect(store.all().map((subscription) => subscription.lastDeliveryAt)).toEqual([now, now]);
  });

  it("sends a notice that is not urgent only to the every-notice phones, normal urgency, kept a week", async () => {
    await firstRun();
    subscribe("urgent-phone", ["urgent"]);
    const everyPhone = subscribe("every-phone", ["urgent", "notices"]);
    expect((await run(fileOf(notice("sports-day", false)))).sent).toBe(1);
    expect(receivedBy("urgent-phone")).toEqual([]);
    const [push] = receivedBy("every-phone");
    expect(push!.headers.urgency).toBe("normal");
    expect(push!.headers.ttl).toBe(String(7 * 24 * 60 * 60));
    expect(JSON.parse(everyPhone.read(push!.body)).notification).toMatchObject({ title: "Title of sports-day", navigate: `${siteOrigin}/notices/sports-day` });
  });

  it("sends a phone subscribed from a Kiswahili page each notice's Kiswahili, with its /sw/ page; the English when a notice has none; the figures one per notice", async () => {
    await firstRun();
    const kiswahiliPhone = subscribe("kiswahili-phone", ["urgent", "notices"], now - day, service.endpoint("kiswahili-phone"), "sw");
    const englishPhone = subscribe("english-phone", ["urgent", "notices"]);
    const translated = notice("floods-closure", true, {
      kiswahili: { title: "Dharura: Shule imefungwa", summary: "Kwa sababu ya mafuriko, shule imefungwa Jumatatu.", path: "/sw/notices/floods-closure" },
    });
    const summary = await run(fileOf(translated, notice("sports-day", false)));
    expect(summary.messages).toEqual([
      { id: "notice/floods-closure", topic: "urgent", sent: 2, removed: 0, failed: 0 },
      { id: "notice/sports-day", topic: "notices", sent: 2, removed: 0, failed: 0 },
    ]);

    const shown = (name: string, phone: TestPhone) => receivedBy(name).map((push) => JSON.parse(phone.read(push.body)).notification);
    expect(shown("kiswahili-phone", kiswahiliPhone)).toEqual([
      { title: "Dharura: Shule imefungwa", body: "Kwa sababu ya mafuriko, shule imefungwa Jumatatu.", navigate: `${siteOrigin}/sw/notices/floods-closure`, tag: "notice/floods-closure", lang: "sw" },
      { title: "Title of sports-day", body: "Summary of sports-day, in one line.", navigate: `${siteOrigin}/notices/sports-day`, tag: "notice/sports-day", lang: "en-KE" },
    ]);
    expect(shown("english-phone", englishPhone)).toMatchObject([
      { title: "Urgent: Title of floods-closure", navigate: `${siteOrigin}/notices/floods-closure`, lang: "en-KE" },
      { title: "Title of sports-day", navigate: `${siteOrigin}/notices/sports-day`, lang: "en-KE" },
    ]);
  });

  it("sends each message once, ever: a second run, or a rebuild with the same notices, sends nothing", async () => {
    await firstRun();
    subscribe("every-phone", ["urgent", "notices"]);
    const file = fileOf(notice("a", true), notice("b", false));
    expect((await run(file)).sent).toBe(2);
    expect((await run(file)).sent).toBe(0);
    expect((await run(fileOf(notice("b", false), notice("a", true)))).sent).toBe(0);
    expect(service.received).toHaveLength(2);
  });

  it("gives each notice's four figures for the school's: sent to, accepted, removed (404/410), failed; the alert is no notice", async () => {
    await firstRun();
    for (const name of ["takes", "takes-later", "gone", "not-found", "broken"]) subscribe(name, ["urgent", "notices"]);
    service.answer("takes-later", { statuses: [503, 201] });
    service.answer("gone", { status: 410 });
    service.answer("not-found", { status: 404 });
    service.answer("broken", { status: 500 });
    const alert: PushMessage = { id: "alert/closed", kind: "alert", title: "School closed", summary: "Floods.", path: "/", urgent: true, date: "2026-11-28" };
    const file = fileOf(notice("floods", true), alert);
    const summary = await run(file);

    const folder = mkdtempSync(join(tmpdir(), "notice-figures-"));
    try {
      const database = join(folder, "stats.db");
      expect(recordNoticeDeliveries(database, summary, file, now)).toBe(1);
      expect(statsReport({ days: 7, database, now: new Date(now) }).notices).toEqual([
        { path: "/notices/floods", sent: 5, accepted: 2, removed: 2, failed: 1, opened: 0, reads: 0 },
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("removes a subscription the push service says is gone (410, 404), and keeps the rest", async () => {
    await firstRun();
    subscribe("gone", ["urgent"]);
    subscribe("not-found", ["urgent"]);
    subscribe("kept", ["urgent"]);
    service.answer("gone", { status: 410 });
    service.answer("not-found", { status: 404 });
    const summary = await run(fileOf(notice("closure", true)));
    expect(summary).toMatchObject({ sent: 1, removed: 2, failed: 0 });
    expect(store.all().map((subscription) => subscription.endpoint)).toEqual([service.endpoint("kept")]);
    // Gone means gone at once: no second try.
    expect(receivedBy("gone")).toHaveLength(1);
  });

  it("retries a 500 (and a 429) a bounded number of times, then counts it as failed and keeps the subscription", async () => {
    await firstRun();
    subscribe("broken", ["urgent"]);
    subscribe("busy-then-fine", ["urgent"]);
    service.answer("broken", { status: 500 });
    service.answer("busy-then-fine", { statuses: [429, 503, 201] });
    const summary = await run(fileOf(notice("closure", true)));
    expect(summary).toMatchObject({ sent: 1, removed: 0, failed: 1 });
    // The first try and the two retries the rules allow.
    expect(receivedBy("broken")).toHaveLength(3);
    expect(receivedBy("busy-then-fine")).toHaveLength(3);
    expect(store.count()).toBe(2);
    expect(log.some((line) => line.includes("failed: 127.0.0.1") && line.includes("500"))).toBe(true);
  });

  it("removes a subscription that fails after 60 days with no message received", async () => {
    await firstRun();
    subscribe("silent-too-long", ["urgent"], now - silentLimitMs - day);
    subscribe("silent-but-new", ["urgent"], now - 10 * day);
    service.answer("silent-too-long", { status: 500 });
    service.answer("silent-but-new", { status: 500 });
    const summary = await run(fileOf(notice("closure", true)));
    expect(summary).toMatchObject({ sent: 0, removed: 1, failed: 1 });
    expect(store.all().map((subscription) => subscription.endpoint)).toEqual([service.endpoint("silent-but-new")]);
  });

  it("sends a notice ticked Urgent after it went out on to the urgent-only phones, and not again to the others", async () => {
    await firstRun();
    const urgentPhone = subscribe("urgent-phone", ["urgent"]);
    subscribe("every-phone", ["urgent", "notices"]);
    await run(fileOf(notice("term-dates", false)));
    expect(receivedBy("every-phone")).toHaveLength(1);
    expect((await run(fileOf(notice("term-dates", true)))).sent).toBe(1);
    expect(receivedBy("every-phone")).toHaveLength(1);
    const [push] = receivedBy("urgent-phone");
    expect(JSON.parse(urgentPhone.read(push!.body)).notification.title).toBe("Urgent: Title of term-dates");
  });

  it("sends nothing to a phone subscribed after a message went out, and a notice past its 'remove after' day never", async () => {
    await firstRun();
    subscribe("early", ["urgent"]);
    await run(fileOf(notice("closure", true)));
    subscribe("late", ["urgent"]);
    const summary = await run(fileOf(notice("closure", true), notice("old", true, { removeAfter: "2026-11-27" }), notice("last-day", true, { removeAfter: "2026-11-28" })));
    expect(summary.sent).toBe(2);
    expect(receivedBy("late").map((push) => push.name)).toHaveLength(1);
    expect(service.received).toHaveLength(3);
  });

  it("sends the alert to the urgent phones once its window opens, not before, not after it ends, and once", async () => {
    await firstRun();
    const phone = subscribe("urgent-phone", ["urgent"]);
    const alert: PushMessage = {
      id: "alert/1x2y3z",
      kind: "alert",
      title: "Urgent: Sisal Ridge",
      summary: "The school is closed today because of the floods.",
      path: "/notices/floods",
      urgent: true,
      date: "2026-11-28",
      window: { startMs: now + 60 * 60 * 1000, endMs: now + 3 * 60 * 60 * 1000 },
    };
    expect((await run(fileOf(alert))).sent).toBe(0);
    expect((await run(fileOf(alert), { nowMs: now + 2 * 60 * 60 * 1000 })).sent).toBe(1);
    expect((await run(fileOf(alert), { nowMs: now + 2.5 * 60 * 60 * 1000 })).sent).toBe(0);
    const [push] = service.received;
    // Kept by the push service no longer than the alert shows.
    expect(push!.headers.ttl).toBe(String(60 * 60));
    expect(JSON.parse(phone.read(push!.body)).notification).toMatchObject({ title: "Urgent: Sisal Ridge", navigate: `${siteOrigin}/notices/floods` });
    const ended = { ...alert, id: "alert/ended", window: { startMs: now - 2 * day, endMs: now - day } };
    expect((await run(fileOf(ended))).sent).toBe(0);
  });

  it("goes on where a run cut short stopped, without sending twice", async () => {
    await firstRun();
    for (const name of ["one", "two", "three"]) subscribe(name, ["urgent"]);
    const [first] = store.all();
    // A run that sent to the first phone, then stopped (the server restarted).
    store.beginSending("notice/closure", "urgent", now);
    store.advance("notice/closure", "urgent", first!.id);
    expect((await run(fileOf(notice("closure", true)))).sent).toBe(2);
    expect(service.received.map((push) => push.name)).toEqual(["two", "three"]);
  });

  it("follows no redirect: a push service that answers 307 elsewhere is a failure, and nothing is posted there", async () => {
    await firstRun();
    subscribe("moved", ["urgent"]);
    service.answer("moved", { status: 307, headers: { Location: service.endpoint("elsewhere") } });
    const summary = await run(fileOf(notice("closure", true)));
    expect(summary).toMatchObject({ sent: 0, failed: 1 });
    expect(receivedBy("elsewhere")).toEqual([]);
    // A redirect will not pass by trying again: one try.
    expect(receivedBy("moved")).toHaveLength(1);
    expect(store.count()).toBe(1);
  });

  it("removes at once a subscription that never received a message when its push service cannot be reached; one that has received one before is tried again, and kept", async () => {
    await firstRun();
    subscribe("never-reached", ["urgent"], now - day, await unreachable("never-reached"));
    subscribe("reached-before", ["urgent"], now - 10 * day, await unreachable("reached-before"));
    const [, before] = store.all();
    store.delivered([before!.id], now - 5 * day);
    const summary = await run(fileOf(notice("closure", true)));
    expect(summary).toMatchObject({ sent: 0, removed: 1, failed: 1 });
    expect(store.all().map((subscription) => subscription.id)).toEqual([before!.id]);
    expect(log.some((line) => line.includes("ECONNREFUSED"))).toBe(true);
  });

  it("sends urgent messages before the others", async () => {
    await firstRun();
    const phone = subscribe("every-phone", ["urgent", "notices"]);
    await run(fileOf(notice("sports-day", false), notice("a-later-one", false), notice("closure", true)), { concurrency: 1 });
    expect(service.received.map((push) => JSON.parse(phone.read(push.body)).notification.title)).toEqual([
      "Urgent: Title of closure",
      "Title of sports-day",
      "Title of a-later-one",
    ]);
  });

  it("one real phone among 500 junk subscriptions older than it gets its urgent message on the first pass, before any junk is tried again", { timeout: 60_000 }, async () => {
    await firstRun();
    // The junk a script can leave, the push services' hosts being checked: addresses that do not
    // exist (nothing answers), tokens the service does not know (410) or refuses (400), and some
    // the service cannot take just now (500), which may pass later.
    const answers = [{ status: 410 }, { status: 400 }, { status: 500 }] as const;
    for (let index = 0; index < 500; index++) {
      const name = `junk-${index}`;
      if (index % 4 === 3) subscribe(name, ["urgent"], now - day, await unreachable(name));
      else {
        subscribe(name, ["urgent"]);
        service.answer(name, answers[index % 4]!);
      }
    }
    const phone = subscribe("real-phone", ["urgent"]);
    const summary = await run(fileOf(notice("closure", true)));
    // The real phone's message came before the first second try of any junk: nothing waited on it.
    const names = service.received.map((push) => push.name);
    const firstRetry = names.findIndex((name, index) => names.indexOf(name) !== index);
    expect(names.indexOf("real-phone")).toBeGreaterThanOrEqual(0);
    expect(firstRetry === -1 || names.indexOf("real-phone") < firstRetry).toBe(true);
    expect(JSON.parse(phone.read(receivedBy("real-phone")[0]!.body)).notification.title).toBe("Urgent: Title of closure");
    // The unreachable ones (never reached) and the unknown ones are gone; the refused and the failing are kept, failed.
    expect(summary).toMatchObject({ sent: 1, removed: 250, failed: 250 });
  });

  it("stops at its deadline (an injected clock) and the next run goes on where it stopped, sending nothing twice", async () => {
    await firstRun();
    const names = ["one", "two", "three", "four", "five"];
    for (const name of names) subscribe(name, ["urgent"]);
    // A second passes with each message the service receives; the deadline falls after the third.
    const clock = () => now + service.received.filter((push) => names.includes(push.name)).length * 1000;
    const summary = await run(fileOf(notice("closure", true)), { concurrency: 1, clock, deadlineMs: now + 2_500 });
    expect(summary).toMatchObject({ sent: 3, stoppedAtDeadline: true });
    expect(service.received.map((push) => push.name)).toEqual(["one", "two", "three"]);
    expect(log.some((line) => line.includes("deadline"))).toBe(true);
    expect(store.sendRecords("notice/closure")[0]?.finished).toBe(false);

    const next = await run(fileOf(notice("closure", true)), { concurrency: 1 });
    expect(next).toMatchObject({ sent: 2, stoppedAtDeadline: false });
    expect(service.received.map((push) => push.name)).toEqual(["one", "two", "three", "four", "five"]);
  });
});
