// The push address of the Node server (server/push/push-api.ts; docs/decisions/055): what it keeps,
// and every bad request of issue 31's list refused with its status and nothing stored.
import { rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { subscriptionsPath } from "../../src/features/push/push-address.ts";
import { createSiteHandler } from "../site-handler.ts";
import { get, type Answer } from "../test-support/get.ts";
import { writeSmallBuild } from "../test-support/small-build.ts";
import { testPhone } from "../test-support/fake-push-service.ts";
import { createPushApi, type PushApiOptions } from "./push-api.ts";
import { SubscriptionStore } from "./subscription-store.ts";

const siteOrigin = "https://www.school.example";
const extraServiceOrigin = "http://127.0.0.1:9123";
const fcm = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;

let buildDir: string;
let store: SubscriptionStore;
let server: Server;
let port: number;
/** Each test's requests come from an address of their own (the proxy's X-Forwarded-For, trusted from loopback), so the limit of 30 a minute is each test's. */
let address = 0;

beforeAll(async () => {
  buildDir = writeSmallBuild();
  store = new SubscriptionStore(":memory:");
  const push = createPushApi({ settings: { extraServiceOrigin }, store, siteOrigin, headers: { "X-Content-Type-Options": "nosniff" } });
  server = createServer(createSiteHandler(buildDir, { push }));
  port = await freePort();
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  store.close();
  rmSync(buildDir, { recursive: true, force: true });
});
beforeEach(() => {
  address++;
  for (const subscription of store.all()) store.remove(subscription.endpoint);
});

/** A request as the site's own page sends it (same origin), unless the headers say otherwise; a header given as "" is left out. */
function send(method: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const text = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  const all: Record<string, string> = {
    Host: `127.0.0.1:${port}`,
    Origin: `http://127.0.0.1:${port}`,
    "X-Forwarded-For": `203.0.113.${address}`,
    ...(text === undefined ? {} : { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)) }),
    ...headers,
  };
  return get(port, subscriptionsPath, Object.fromEntries(Object.entries(all).filter(([, value]) => value !== "")), method, text);
}

const subscribe = (endpoint: string, topics: unknown = ["urgent"]) => ({ subscription: testPhone(endpoint).subscription, topics });

/** A push address of its own, with options of its own (smaller caps, a clock), and a way to send to it. */
async function pushServer(options: Partial<PushApiOptions>) {
  const ownStore = new SubscriptionStore(":memory:");
  const push = createPushApi({ settings: { extraServiceOrigin }, store: ownStore, siteOrigin, headers: {}, ...options });
  const own = createServer(createSiteHandler(buildDir, { push }));
  const ownPort = await freePort();
  await new Promise<void>((done) => own.listen(ownPort, "127.0.0.1", done));
  return {
    store: ownStore,
    send(method: string, body: unknown) {
      const text = JSON.stringify(body);
      address++;
      return get(ownPort, subscriptionsPath, { Origin: `http://127.0.0.1:${ownPort}`, "X-Forwarded-For": `198.51.100.${address % 250}`, "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)) }, method, text);
    },
    async stop() {
      await new Promise((done) => own.close(done));
      ownStore.close();
    },
  };
}
const json = (answer: Answer) => JSON.parse(answer.body.toString("utf8")) as Record<string, unknown>;

describe("POST and DELETE /api/push/subscriptions", () => {
  it("keeps a new phone (201), updates a known one's topics (200), and forgets it (204)", async () => {
    const phone = testPhone(fcm("phone-1")).subscription;
    const created = await send("POST", { subscription: { ...phone, expirationTime: null }, topics: ["urgent"] });
    expect(created.status).toBe(201);
    expect(json(created)).toEqual({ topics: ["urgent"] });
    expect(created.headers["cache-control"]).toBe("no-store");
    expect(created.headers["x-content-type-options"]).toBe("nosniff");
    expect(store.all()).toMatchObject([{ endpoint: phone.endpoint, keys: phone.keys, topics: ["urgent"], lastDeliveryAt: null }]);

    const updated = await send("POST", { subscription: phone, topics: ["notices", "urgent"] });
    expect(updated.status).toBe(200);
    expect(store.all()).toMatchObject([{ endpoint: phone.endpoint, topics: ["urgent", "notices"] }]);

    const removed = await send("DELETE", { endpoint: phone.endpoint });
    expect(removed.status).toBe(204);
    expect(removed.body.length).toBe(0);
    expect(store.count()).toBe(0);
    expect((await send("DELETE", { endpoint: phone.endpoint })).status).toBe(204);
  });

  it("keeps the language of the page a phone subscribed from: Kiswahili from a /sw/ page, English otherwise or when none is said", async () => {
    const fromKiswahili = testPhone(fcm("from-sw")).subscription;
    expect((await send("POST", { subscription: fromKiswahili, topics: ["urgent"], lang: "sw" })).status).toBe(201);
    expect((await send("POST", { subscription: testPhone(fcm("from-en")).subscription, topics: ["urgent"], lang: "en" })).status).toBe(201);
    expect((await send("POST", subscribe(fcm("from-before")))).status).toBe(201);
    expect(store.all().map(({ endpoint, language }) => [endpoint, language])).toEqual([
      [fcm("from-sw"), "sw"],
      [fcm("from-en"), "en"],
      [fcm("from-before"), "en"],
    ]);
    // Subscribing again from an English page changes it.
    expect((await send("POST", { subscription: fromKiswahili, topics: ["urgent"], lang: "en" })).status).toBe(200);
    expect(store.all()[0]).toMatchObject({ endpoint: fromKiswahili.endpoint, language: "en" });
  });

  it("takes each known push service's endpoints: Google's, Mozilla's, Apple's and Microsoft's", async () => {
    const endpoints = [
      fcm("a"),
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB",
    ];
    for (const endpoint of endpoints) expect((await send("POST", subscribe(endpoint))).status, endpoint).toBe(201);
    expect(store.count()).toBe(4);
  });

  it("lets the site's own pages post from another origin (the site on a CDN), with CORS for that origin alone", async () => {
    const preflight = await send("OPTIONS", undefined, { Origin: siteOrigin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(siteOrigin);
    expect(preflight.headers["access-control-allow-methods"]).toBe("POST, DELETE");
    expect(preflight.headers["access-control-allow-headers"]).toBe("Content-Type");
    const created = await send("POST", subscribe(fcm("cdn")), { Origin: siteOrigin });
    expect(created.status).toBe(201);
    expect(created.headers["access-control-allow-origin"]).toBe(siteOrigin);
    expect(created.headers.vary).toBe("Origin");
    // The same origin needs no CORS, and gets none.
    const same = await send("POST", subscribe(fcm("same")));
    expect(same.status).toBe(201);
    expect(same.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("a subscription the browser renewed (pushsubscriptionchange, docs/decisions/062)", () => {
  it("takes the old one's place, with its topics, only when the old endpoint comes with its own secret", async () => {
    const old = testPhone(fcm("before-renewal")).subscription;
    expect((await send("POST", { subscription: old, topics: ["urgent", "notices"], lang: "sw" })).status).toBe(201);
    const renewed = testPhone(fcm("after-renewal")).subscription;
    const stranger = testPhone(fcm("strangers-phone")).subscription;

    // A stranger who knows the endpoint but not its secret cannot swap it for hers.
    const wrongSecret = await send("POST", { subscription: stranger, replaces: { endpoint: old.endpoint, keys: { auth: stranger.keys.auth } } });
    expect(wrongSecret.status).toBe(403);
    expect((await send("POST", { subscription: stranger, replaces: { endpoint: fcm("never-kept"), keys: { auth: old.keys.auth } } })).status).toBe(403);
    expect((await send("POST", { subscription: stranger, replaces: { endpoint: old.endpoint } })).status).toBe(400);
    expect(store.all().map(({ endpoint }) => endpoint)).toEqual([old.endpoint]);

    // The worker, with the old subscription as the browser hands it over: swapped, the topics and the language kept.
    const swapped = await send("POST", { subscription: renewed, replaces: { endpoint: old.endpoint, keys: old.keys } });
    expect(swapped.status).toBe(200);
    expect(json(swapped)).toEqual({ topics: ["urgent", "notices"] });
    expect(store.all().map(({ endpoint, keys, topics, language }) => ({ endpoint, keys, topics, language }))).toEqual([{ endpoint: renewed.endpoint, keys: renewed.keys, topics: ["urgent", "notices"], language: "sw" }]);
    // Done once: the old one is gone, so the same swap again is refused.
    expect((await send("POST", { subscription: stranger, replaces: { endpoint: old.endpoint, keys: old.keys } })).status).toBe(403);
  });

  it("when the renewed one is kept already (the page subscribed it too), the old one is removed", async () => {
    const old = testPhone(fcm("old-twin")).subscription;
    const renewed = testPhone(fcm("new-twin")).subscription;
    await send("POST", { subscription: old, topics: ["urgent"] });
    await send("POST", { subscription: renewed, topics: ["urgent", "notices"] });
    const swapped = await send("POST", { subscription: renewed, replaces: { endpoint: old.endpoint, keys: old.keys } });
    expect(swapped.status).toBe(200);
    expect(json(swapped)).toEqual({ topics: ["urgent", "notices"] });
    expect(store.all().map(({ endpoint }) => endpoint)).toEqual([renewed.endpoint]);
  });
});

describe("bad input gets its status, and nothing is stored", () => {
  const endpoint = fcm("bad-input");
  const phone = testPhone(endpoint).subscription;
  const cases: { name: string; status: number; request: () => Promise<Answer> }[] = [
    { name: "a body that is not JSON", status: 400, request: () => send("POST", '{"subscription": ') },
    { name: "JSON that is not an object", status: 400, request: () => send("POST", '["urgent"]') },
    { name: "no subscription", status: 400, request: () => send("POST", { topics: ["urgent"] }) },
    { name: "a subscription without keys", status: 400, request: () => send("POST", { subscription: { endpoint }, topics: ["urgent"] }) },
    { name: "a subscription without its secret", status: 400, request: () => send("POST", { subscription: { endpoint, keys: { p256dh: phone.keys.p256dh } }, topics: ["urgent"] }) },
    { name: "a public key that is not one", status: 400, request: () => send("POST", { subscription: { endpoint, keys: { ...phone.keys, p256dh: "AAAA" } }, topics: ["urgent"] }) },
    { name: "a secret of the wrong length", status: 400, request: () => send("POST", { subscription: { endpoint, keys: { ...phone.keys, auth: "c2hvcnQ" } }, topics: ["urgent"] }) },
    { name: "an unknown topic", status: 400, request: () => send("POST", { subscription: phone, topics: ["urgent", "sports"] }) },
    { name: "no topics", status: 400, request: () => send("POST", { subscription: phone }) },
    { name: 'only "notices", which the site does not offer', status: 400, request: () => send("POST", { subscription: phone, topics: ["notices"] }) },
    { name: "a topic twice", status: 400, request: () => send("POST", { subscription: phone, topics: ["urgent", "urgent"] }) },
    { name: "a language the site does not have", status: 400, request: () => send("POST", { subscription: phone, topics: ["urgent"], lang: "fr" }) },
    { name: "a language written as <html lang> writes it", status: 400, request: () => send("POST", { subscription: phone, topics: ["urgent"], lang: "en-KE" }) },
    { name: "a language that is not a string", status: 400, request: () => send("POST", { subscription: phone, topics: ["urgent"], lang: ["sw"] }) },
    { name: "an endpoint on 127.0.0.1 other than the test's push service", status: 400, request: () => send("POST", subscribe("http://127.0.0.1:6379/")) },
    { name: "an https: endpoint on 127.0.0.1", status: 400, request: () => send("POST", subscribe("https://127.0.0.1/push/1")) },
    { name: "an http: endpoint on a known push service", status: 400, request: () => send("POST", subscribe("http://fcm.googleapis.com/fcm/send/abc")) },
    { name: "an unknown host", status: 400, request: () => send("POST", subscribe("https://push.example.com/send/abc")) },
    { name: "a host that only ends like a known one", status: 400, request: () => send("POST", subscribe("https://evilnotify.windows.com/w/?token=1")) },
    { name: "a known host under another", status: 400, request: () => send("POST", subscribe("https://fcm.googleapis.com.evil.example/fcm/send/abc")) },
    { name: "a known host on another port", status: 400, request: () => send("POST", subscribe("https://fcm.googleapis.com:8443/fcm/send/abc")) },
    { name: "a user name in the endpoint", status: 400, request: () => send("POST", subscribe("https://admin:secret@fcm.googleapis.com/fcm/send/abc")) },
    { name: "an address inside the school's network", status: 400, request: () => send("POST", subscribe("https://10.0.0.5/push")) },
    { name: "a DELETE without an endpoint", status: 400, request: () => send("DELETE", { subscription: phone }) },
    { name: "a body over 4 KB", status: 413, request: () => send("POST", { ...subscribe(fcm("big")), padding: "x".repeat(4200) }) },
    {
      name: "a body over 4 KB sent in chunks, with no length",
      status: 413,
      request: () => send("POST", JSON.stringify({ ...subscribe(fcm("big")), padding: "x".repeat(6000) }), { "Content-Length": "", "Transfer-Encoding": "chunked" }),
    },
    { name: "a body that is not declared JSON", status: 415, request: () => send("POST", JSON.stringify(subscribe(fcm("form"))), { "Content-Type": "application/x-www-form-urlencoded" }) },
    { name: "GET", status: 405, request: () => send("GET") },
    { name: "HEAD", status: 405, request: () => send("HEAD") },
    { name: "PUT", status: 405, request: () => send("PUT", subscribe(fcm("put"))) },
    { name: "PATCH", status: 405, request: () => send("PATCH", subscribe(fcm("patch"))) },
    { name: "a POST from another site's page", status: 403, request: () => send("POST", subscribe(fcm("csrf")), { Origin: "https://evil.example" }) },
    { name: "a DELETE from another site's page", status: 403, request: () => send("DELETE", { endpoint: fcm("kept") }, { Origin: "https://evil.example" }) },
    { name: "a preflight from another site's page", status: 403, request: () => send("OPTIONS", undefined, { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" }) },
    { name: "a POST with no Origin", status: 403, request: () => send("POST", subscribe(fcm("no-origin")), { Origin: "" }) },
    { name: "a POST whose Origin names the site over http", status: 403, request: () => send("POST", subscribe(fcm("http-origin")), { Origin: "http://www.school.example" }) },
  ];

  for (const { name, status, request } of cases) {
    it(`${name}: ${status}`, async () => {
      // A phone already kept: a refused request leaves it as it was.
      store.save(testPhone(fcm("kept")).subscription, ["urgent"], 1);
      const before = JSON.stringify(store.all());
      const answer = await request();
      expect(answer.status).toBe(status);
      if (status === 405) expect(answer.headers.allow).toBe("POST, DELETE, OPTIONS");
      if (status === 403) expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
      if (answer.body.length > 0) expect(typeof json(answer).error).toBe("string");
      expect(JSON.stringify(store.all())).toBe(before);
    });
  }

  it("takes the test's push service, on the loopback origin PUSH_EXTRA_SERVICE_ORIGIN names, http: included, and nothing else on that host", async () => {
    expect((await send("POST", subscribe(`${extraServiceOrigin}/push/phone`))).status).toBe(201);
    expect((await send("POST", subscribe("http://127.0.0.1:9124/push/phone"))).status).toBe(400);
    expect(store.all().map((subscription) => subscription.endpoint)).toEqual([`${extraServiceOrigin}/push/phone`]);
  });

  it("more than 30 requests a minute from one address: 429, whatever they ask, and nothing stored", async () => {
    for (let request = 1; request <= 30; request++) expect((await send("DELETE", { endpoint: fcm("none") })).status, `request ${request}`).toBe(204);
    const refused = await send("POST", subscribe(fcm("one-too-many")));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(store.count()).toBe(0);
    // Another address is not held back.
    address++;
    expect((await send("POST", subscribe(fcm("another-address")))).status).toBe(201);
  });
});

describe("the limits a script filling the database meets (docs/decisions/058)", () => {
  it("counts every IPv6 address of one /64 as one: 100 POSTs from 100 addresses of a /64, the 31st refused (429); another /64 is not held back", async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 100; host++) {
      statuses.push((await send("POST", subscribe(fcm(`v6-${host}`)), { "X-Forwarded-For": `2001:db8:40:${address}::${host.toString(16)}` })).status!);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    expect(store.count()).toBe(30);
    // The same /64 written otherwise (leading zeros, the rest of the address in full) is the same.
    expect((await send("POST", subscribe(fcm("v6-other-spelling")), { "X-Forwarded-For": `2001:0db8:0040:${String(address).padStart(4, "0")}:ffff:ffff:ffff:ffff` })).status).toBe(429);
    expect((await send("POST", subscribe(fcm("v6-next-64")), { "X-Forwarded-For": `2001:db8:40:${address + 1}::1` })).status).toBe(201);
  });

  it("counts an IPv4 address written as IPv6 (::ffff:a.b.c.d) as that address", async () => {
    for (let request = 1; request <= 30; request++) expect((await send("DELETE", { endpoint: fcm("none") })).status).toBe(204);
    expect((await send("POST", subscribe(fcm("mapped")), { "X-Forwarded-For": `::ffff:203.0.113.${address}` })).status).toBe(429);
  });

  it("takes only the hosts each push service uses: wns2-*.notify.windows.com, *.push.apple.com, and Google's and Mozilla's own", async () => {
    const taken = ["https://wns2-bl2p.notify.windows.com/w/?token=BQYAAAB", "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB", "https://api.push.apple.com/QGuQyavX"];
    for (const endpoint of taken) expect((await send("POST", subscribe(endpoint))).status, endpoint).toBe(201);
    const refused = [
      "https://127.0.0.1.notify.windows.com/w/?token=1",
      "https://notify.windows.com/w/?token=1",
      "https://cloud.notify.windows.com/?token=1",
      "https://wns2-by3p.evil.notify.windows.com/w/?token=1",
      "https://wns2-.notify.windows.com/w/?token=1",
      "https://push.apple.com/QGuQyavX",
      "https://127.0.0.1.push.apple.com/QGuQyavX",
      "https://a.web.push.apple.com/QGuQyavX",
      "https://push.services.mozilla.com/wpush/v2/gAAAA",
      "https://android.googleapis.com/gcm/send/abc",
    ];
    for (const endpoint of refused) expect((await send("POST", subscribe(endpoint))).status, endpoint).toBe(400);
    expect(store.count()).toBe(taken.length);
  });

  it("keeps one row per phone: an endpoint is taken only as the browser writes it, and a DELETE in another spelling still forgets it", async () => {
    const endpoint = fcm("one-phone");
    expect((await send("POST", subscribe(endpoint))).status).toBe(201);
    for (const spelling of [
      "https://FCM.GOOGLEAPIS.COM/fcm/send/one-phone",
      "https://ｆcm.googleapis.com/fcm/send/one-phone",
      "https://fcm.googleapis.com:443/fcm/send/one-phone",
      "HTTPS://fcm.googleapis.com/fcm/send/one-phone",
      "https://fcm.googleapis.com/fcm/send/x/../one-phone",
      "https://fcm.googleapis.com/fcm/send/%2e%2e/send/one-phone",
      "https://fcm.googleapis.com/fcm/send/one-\tphone",
      " https://fcm.googleapis.com/fcm/send/one-phone",
    ]) {
      const answer = await send("POST", subscribe(spelling));
      expect(answer.status, spelling).toBe(400);
      expect(String(json(answer).error), spelling).toContain("as the browser gives it");
    }
    expect(store.all().map((subscription) => subscription.endpoint)).toEqual([endpoint]);
    expect((await send("DELETE", { endpoint: "https://FCM.googleapis.com:443/fcm/send/one-phone" })).status).toBe(204);
    expect(store.count()).toBe(0);
  });

  it("above the total kept, refuses a new phone (503) and says so in the log, once a minute at most; a phone already kept may still change its topics", async () => {
    const lines: string[] = [];
    const capped = await pushServer({ caps: { total: 2, newPerHour: 100 }, log: (line) => lines.push(line) });
    try {
      for (const name of ["a", "b"]) expect((await capped.send("POST", subscribe(fcm(`capped-${name}`)))).status).toBe(201);
      const refused = await capped.send("POST", subscribe(fcm("capped-c")));
      expect(refused.status).toBe(503);
      expect(String(json(refused).error)).toContain("try again later");
      expect((await capped.send("POST", subscribe(fcm("capped-d")))).status).toBe(503);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Urgent notices on phones: 2 phones subscribed, the most kept \(docs\/decisions\/058\): a new subscription was refused \(503\)/);
      expect((await capped.send("POST", subscribe(fcm("capped-a"), ["urgent", "notices"]))).status).toBe(200);
      expect(capped.store.count()).toBe(2);
    } finally {
      await capped.stop();
    }
  });

  it("above the new phones an hour, refuses a new one (503, with Retry-After) until the hour has passed", async () => {
    let clock = Date.parse("2026-11-29T06:00:00Z");
    const capped = await pushServer({ caps: { total: 100, newPerHour: 3 }, now: () => clock, log: () => undefined });
    try {
      for (const name of ["a", "b", "c"]) expect((await capped.send("POST", subscribe(fcm(`hourly-${name}`)))).status).toBe(201);
      const refused = await capped.send("POST", subscribe(fcm("hourly-d")));
      expect(refused.status).toBe(503);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      clock += 60 * 60 * 1000 + 1;
      expect((await capped.send("POST", subscribe(fcm("hourly-d")))).status).toBe(201);
    } finally {
      await capped.stop();
    }
  });
});

describe("with push off", () => {
  it("both addresses answer 404, as any unknown address", async () => {
    const off = createServer(createSiteHandler(buildDir));
    const offPort = await freePort();
    await new Promise<void>((done) => off.listen(offPort, "127.0.0.1", done));
    try {
      for (const method of ["POST", "DELETE"]) {
        const text = JSON.stringify(subscribe(fcm("off")));
        const answer = await get(offPort, subscriptionsPath, { Origin: `http://127.0.0.1:${offPort}`, "Content-Type": "application/json", "Content-Length": String(text.length) }, method, text);
        expect(answer.status, method).toBe(404);
      }
    } finally {
      await new Promise((done) => off.close(done));
    }
  });
});
