import { createECDH, randomBytes } from "node:crypto";
import type { Browser } from "@playwright/test";
import { SubscriptionStore } from "../../server/push/subscription-store";
import { site } from "../../src/config/site";
import { uiWordsOf } from "../../src/features/kiswahili/ui-words";
import { pushAnswerWords, pushStatusWords } from "../../src/features/push/push-offer-words";
import { noticeOpenedPath } from "../../src/features/push/push-address";
import { declarativePush } from "../../src/features/push/push-payload";
import { pushTestKeys } from "../fixtures/push-test-keys";
import { pushSiteDatabase } from "./push-site-database";
import { expect, expectNoAxeViolations, test, waitForServiceWorker, watchErrors, type Page } from "./support";

/**
 * Urgent notices on parents' phones (docs/site.md, Notices on this phone; docs/decisions/055), in
 * the push build against the Node server with push on (playwright.config.ts, project "push";
 * tests/e2e/push-site.ts). A headless browser here cannot reach a real push service, so the page's
 * PushManager and the permission prompt are stubbed; everything else is the site's: its button,
 * its script, its server and database, its service worker.
 */

const start = pushStatusWords.startLabel;
const stop = pushStatusWords.stopLabel;
const main = (page: Page) => page.getByRole("main");
const footer = (page: Page) => page.getByRole("contentinfo");

/**
 * What the server keeps of one browser's subscription, read from its database as the test server
 * keeps it (the tests run side by side, each with an endpoint of its own).
 */
function stored(baseURL: string | undefined, subscription: { endpoint: string }) {
  return storedWithLanguage(baseURL, subscription).map(({ endpoint, keys, topics }) => ({ endpoint, keys, topics }));
}

/** The same, with the language its messages go in. */
function storedWithLanguage(baseURL: string | undefined, subscription: { endpoint: string }) {
  const store = new SubscriptionStore(pushSiteDatabase(Number(new URL(baseURL!).port)).file);
  try {
    return store
      .all()
      .filter(({ endpoint }) => endpoint === subscription.endpoint)
      .map(({ endpoint, keys, topics, language }) => ({ endpoint, keys, topics, language }));
  } finally {
    store.close();
  }
}

/** What a browser's push service gives a page that subscribes: an endpoint of Google's, and keys the phone made. */
function browserSubscription(name: string) {
  const keys = createECDH("prime256v1");
  keys.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${name}-${randomBytes(4).toString("hex")}`,
    expirationTime: null,
    keys: { p256dh: keys.getPublicKey("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

interface Stub {
  subscription?: ReturnType<typeof browserSubscription>;
  /** Notification.permission when the page opens. */
  permission?: NotificationPermission;
  /** What the prompt answers when the parent is asked. */
  answer?: NotificationPermission;
  /** A browser with no push at all. */
  noPush?: boolean;
}

/**
 * Stubs the page's PushManager and permission prompt before any script runs: `window.pushStub`
 * counts the prompts and keeps what subscribe() was given. The subscription and the answer to the
 * prompt stay from page to page (local storage), as a browser's would.
 */
async function stubPush(page: Page, { subscription, permission = "default", answer = "granted", noPush = false }: Stub) {
  await page.addInitScript(
    ({ subscription, permission, answer, noPush }) => {
      const stub = { asked: 0, options: null as null | { userVisibleOnly: boolean; key: string } };
      (window as unknown as { pushStub: typeof stub }).pushStub = stub;
      if (noPush) {
        delete (window as { PushManager?: unknown }).PushManager;
        return;
      }
      // The answer holds from page to page, as a browser keeps it for the site.
      const answered = "test-push-permission";
      let state = (localStorage.getItem(answered) as NotificationPermission | null) ?? permission;
      Object.defineProperty(Notification, "permission", { get: () => state, configurable: true });
      Notification.requestPermission = async () => {
        stub.asked++;
        state = answer;
        localStorage.setItem(answered, answer);
        return state;
      };
      const held = "test-push-subscription-key";
      const fake = () => {
        const key = localStorage.getItem(held);
        if (!key || !subscription) return null;
        return {
          endpoint: subscription.endpoint,
          options: { userVisibleOnly: true, applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer },
          toJSON: () => subscription,
          unsubscribe: async () => {
            localStorage.removeItem(held);
            return true;
          },
        };
      };
      PushManager.prototype.getSubscription = async () => fake() as unknown as PushSubscription;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = btoa(String.fromCharCode(...new Uint8Array(options!.applicationServerKey as ArrayBuffer)));
        stub.options = { userVisibleOnly: options!.userVisibleOnly === true, key };
        localStorage.setItem(held, key);
        return fake() as unknown as PushSubscription;
      };
    },
    { subscription, permission, answer, noPush },
  );
}

const stubbed = (page: Page) => page.evaluate(() => (window as unknown as { pushStub: { asked: number; options: unknown } }).pushStub);
/** The key as the stub kept it (base64), as the school's settings write it (base64url). */
const base64url = (standard: string) => standard.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

test("the button is on /notices, on each notice's page and in the footer; its script and the permission prompt come only with the tap", async ({ page }) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (/\/push-offer\.[\w-]+\.js$/.test(request.url())) scripts.push(request.url());
  });
  await stubPush(page, { subscription: browserSubscription("places") });

  await page.goto("/notices");
  await expect(main(page).getByRole("button", { name: start })).toBeVisible();
  await expect(footer(page).getByRole("button", { name: start })).toBeVisible();
  await expect(main(page).getByRole("radio", { name: "Urgent notices only" })).toBeChecked();
  await expect(main(page).getByRole("radio", { name: "Every notice" })).not.toBeChecked();
  await expectNoAxeViolations(page, "/notices with the button");
  await page.goto("/notices/fee-structure-2026");
  await expect(main(page).getByRole("button", { name: start })).toBeVisible();
  await page.goto("/fees");
  await expect(main(page).getByRole("button", { name: start })).toHaveCount(0);
  await expect(footer(page).getByRole("button", { name: start })).toBeVisible();
  await expectNoAxeViolations(page, "/fees with the button in the footer");

  expect(scripts, "no page fetches the button's script before the tap").toEqual([]);
  expect((await stubbed(page)).asked, "no permission prompt before the tap").toBe(0);
  await footer(page).getByRole("button", { name: start }).click();
  await expect(footer(page).getByRole("button", { name: stop })).toBeVisible();
  expect(scripts).toHaveLength(1);
  expect((await stubbed(page)).asked).toBe(1);
  expect(errors).toEqual([]);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("the button is not shown", async ({ page }) => {
    await page.goto("/notices");
    await expect(page.getByRole("button", { name: start })).toHaveCount(0);
    const offers = page.locator("[data-push-offer]");
    await expect(offers).toHaveCount(2);
    for (const offer of await offers.all()) await expect(offer).toBeHidden();
  });
});

test("the parent chooses every notice and taps: the server holds the subscription, every button says so, and Stop removes it", async ({ page, baseURL }) => {
  const subscription = browserSubscription("every");
  await stubPush(page, { subscription });
  await page.goto("/notices");
  await main(page).getByRole("radio", { name: "Every notice" }).check();
  await main(page).getByRole("button", { name: start }).click();

  const offer = main(page).locator("[data-push-offer]");
  await expect(offer.getByRole("status")).toHaveText(pushStatusWords.onEvery);
  // The same button, now to stop: focus stays where the parent was.
  await expect(offer.getByRole("button", { name: stop })).toBeFocused();
  await expect(offer.getByRole("radio")).toHaveCount(0);
  await expect(footer(page).getByRole("status")).toHaveText(pushStatusWords.onEvery);
  expect(stored(baseURL, subscription)).toEqual([{ endpoint: subscription.endpoint, keys: subscription.keys, topics: ["urgent", "notices"] }]);
  // Subscribed with the school's public key, every message to be shown.
  const { options } = (await stubbed(page)) as { options: { userVisibleOnly: boolean; key: string } };
  expect({ ...options, key: base64url(options.key) }).toEqual({ userVisibleOnly: true, key: pushTestKeys.publicKey });

  // Another page says so from the start, and stops it there.
  await page.goto("/fees");
  await expect(footer(page).getByRole("status")).toHaveText(pushStatusWords.onEvery);
  await footer(page).getByRole("button", { name: stop }).click();
  await expect(footer(page).getByRole("status")).toHaveText(pushAnswerWords.stopped);
  await expect(footer(page).getByRole("button", { name: start })).toBeFocused();
  expect(stored(baseURL, subscription)).toEqual([]);
});

test("urgent notices only is the default, and what the server keeps", async ({ page, baseURL }) => {
  const subscription = browserSubscription("urgent");
  await stubPush(page, { subscription, permission: "granted" });
  await page.goto("/notices/term-dates-circular-2026");
  await main(page).getByRole("button", { name: start }).click();
  await expect(main(page).locator("[data-push-offer]").getByRole("status")).toHaveText(pushStatusWords.onUrgent);
  expect(stored(baseURL, subscription)).toEqual([{ endpoint: subscription.endpoint, keys: subscription.keys, topics: ["urgent"] }]);
  // Already allowed: no prompt at all.
  expect((await stubbed(page)).asked).toBe(0);
  await main(page).getByRole("button", { name: stop }).click();
  await expect(main(page).locator("[data-push-offer]").getByRole("status")).toHaveText(pushAnswerWords.stopped);
});

test("a phone subscribed from a Kiswahili page is kept with its language, so its notices come in Kiswahili; from an English page, in English", async ({ page, baseURL }) => {
  const push = uiWordsOf("sw").push;
  const kiswahili = browserSubscription("kiswahili");
  await stubPush(page, { subscription: kiswahili, permission: "granted" });
  await page.goto("/sw/notices");
  await main(page).getByRole("button", { name: push.startLabel }).click();
  await expect(main(page).locator("[data-push-offer]").getByRole("status")).toHaveText(push.onUrgent);
  expect(storedWithLanguage(baseURL, kiswahili)).toEqual([{ endpoint: kiswahili.endpoint, keys: kiswahili.keys, topics: ["urgent"], language: "sw" }]);
  await main(page).getByRole("button", { name: push.stopLabel }).click();
  await expect(main(page).locator("[data-push-offer]").getByRole("status")).toHaveText(push.stopped);
  expect(storedWithLanguage(baseURL, kiswahili)).toEqual([]);

  const english = browserSubscription("english");
  const other = await page.context().newPage();
  await stubPush(other, { subscription: english, permission: "granted" });
  await other.goto("/notices");
  await main(other).getByRole("button", { name: start }).click();
  await expect(main(other).locator("[data-push-offer]").getByRole("status")).toHaveText(pushStatusWords.onUrgent);
  expect(storedWithLanguage(baseURL, english)).toEqual([{ endpoint: english.endpoint, keys: english.keys, topics: ["urgent"], language: "en" }]);
  await main(other).getByRole("button", { name: stop }).click();
  await expect(main(other).locator("[data-push-offer]").getByRole("status")).toHaveText(pushAnswerWords.stopped);
});

test.describe("where push is impossible, it says what to do in one sentence, and nothing is stored", () => {
  const cases: { name: string; stub: Stub; says: string; userAgent?: string }[] = [
    { name: "notifications refused before", stub: { permission: "denied" }, says: pushAnswerWords.refused },
    { name: "the prompt refused", stub: { answer: "denied" }, says: pushAnswerWords.refused },
    { name: "the prompt closed without an answer", stub: { answer: "default" }, says: pushAnswerWords.notAllowed },
    { name: "a browser without push", stub: { noPush: true }, says: pushAnswerWords.noPush },
    {
      name: "an iPhone's Safari, the site not on the Home Screen",
      stub: { noPush: true },
      says: pushAnswerWords.iPhone,
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
    },
  ];
  for (const { name, stub, says, userAgent } of cases) {
    test(name, async ({ browser, baseURL }) => {
      const context = await (browser as Browser).newContext({ baseURL, ...(userAgent ? { userAgent } : {}) });
      const page = await context.newPage();
      const subscription = browserSubscription("impossible");
      await stubPush(page, { subscription, ...stub });
      await page.goto("/notices");
      await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
      await main(page).getByRole("button", { name: start }).click();
      await expect(main(page).locator("[data-push-offer]").getByRole("status")).toHaveText(says);
      await expect(main(page).getByRole("button", { name: start })).toBeFocused();
      expect(stored(baseURL, subscription)).toEqual([]);
      await context.close();
    });
  }
});

test("a push message given to the service worker shows the notice; its click opens the notice, which is then kept for offline reading", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await page.goto("/");
  await waitForServiceWorker(page);

  // The push, given to the site's worker as a PushEvent carrying the message's bytes, as the push
  // service's would; the handler is the site's own. Two clean-clone runs on two workers found no
  // notification after 15 s (once through DevTools' ServiceWorker.deliverPushMessage, once with
  // this event fired and not awaited), while 40 runs of the test alone showed it every time: the
  // promise the handler gives waitUntil (a browser's own events keep the worker alive for it) is
  // now held and awaited, so the test waits for the showing to settle and, if it is refused or
  // never settles, says so.
  const payload = declarativePush(
    { id: "notice/fee-structure-2026", kind: "notice", title: "Fee structure for 2026", summary: "The term fees for 2026.", path: "/notices/fee-structure-2026", urgent: true },
    site.siteOrigin,
  );
  const [worker] = context.serviceWorkers();
  const handled = await worker!.evaluate(async (data) => {
    const PushEventOf = (self as unknown as { PushEvent: new (type: string, init: { data: string }) => Event }).PushEvent;
    const event = new PushEventOf("push", { data });
    const extended: Promise<unknown>[] = [];
    Object.defineProperty(event, "waitUntil", { value: (promise: Promise<unknown>) => extended.push(promise) });
    self.dispatchEvent(event);
    const settled = Promise.allSettled(extended).then((results) => results.map((result) => (result.status === "fulfilled" ? "done" : `refused: ${String(result.reason)}`)));
    const deadline = new Promise<string[]>((finish) => setTimeout(() => finish(["not settled after 15 s"]), 15_000));
    return Promise.race([settled, deadline]);
  }, JSON.stringify(payload));
  expect(handled, "what the push handler gave waitUntil, settled").toEqual(["done"]);

  const shown = () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data })));
  await expect.poll(shown, "the notification is shown").toEqual([{ title: "Urgent: Fee structure for 2026", body: "The term fees for 2026.", tag: "notice/fee-structure-2026", data: { path: "/notices/fee-structure-2026" } }]);

  // The click, with the notification the push made: Chromium gives tests no way to click one.
  // The worker tells the server the notice was opened: one POST of its page, with no cookie.
  const told = context.waitForEvent("request", (request) => new URL(request.url()).pathname === noticeOpenedPath);
  await worker!.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEventOf = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
    scope.dispatchEvent(new NotificationEventOf("notificationclick", { notification: notification! }));
  });
  await expect(page).toHaveURL(/\/notices\/fee-structure-2026$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fee structure for 2026");
  const opened = await told;
  expect({ method: opened.method(), body: opened.postData(), fromWorker: opened.serviceWorker() !== null }).toEqual({ method: "POST", body: "/notices/fee-structure-2026", fromWorker: true });
  expect((await opened.allHeaders()).cookie).toBeUndefined();
  // The push test server counts (STATS_DATABASE): its answer, as to every such request, is 204.
  expect((await opened.response())?.status()).toBe(204);
  await expect.poll(shown, "the notification is closed once tapped").toEqual([]);
  const kept = await page.evaluate(async () => (await caches.match(location.href, { cacheName: "pages" })) !== undefined);
  expect(kept).toBe(true);
});

test("a subscription the browser renews by itself (pushsubscriptionchange): the worker has the server swap the old endpoint for the new one, with the same topics", async ({ page, context, baseURL }) => {
  const old = browserSubscription("before-renewal");
  await stubPush(page, { subscription: old, permission: "granted" });
  await page.goto("/notices");
  await main(page).getByRole("radio", { name: "Every notice" }).check();
  await main(page).getByRole("button", { name: start }).click();
  await expect(main(page).locator("[data-push-offer]").getByRole("status")).toHaveText(pushStatusWords.onEvery);
  await waitForServiceWorker(page);

  // The event as the browser gives it to the worker, with the old subscription and the new one
  // (Chromium gives tests no way to make its push service renew one).
  const renewed = browserSubscription("after-renewal");
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(
    ({ old, renewed }) => {
      const ExtendableEventOf = (self as unknown as { ExtendableEvent: new (type: string) => Event }).ExtendableEvent;
      const event = new ExtendableEventOf("pushsubscriptionchange");
      Object.defineProperty(event, "oldSubscription", { value: { endpoint: old.endpoint, toJSON: () => old } });
      Object.defineProperty(event, "newSubscription", { value: { endpoint: renewed.endpoint, toJSON: () => renewed } });
      self.dispatchEvent(event);
    },
    { old, renewed },
  );
  await expect.poll(() => stored(baseURL, renewed)).toEqual([{ endpoint: renewed.endpoint, keys: renewed.keys, topics: ["urgent", "notices"] }]);
  expect(stored(baseURL, old)).toEqual([]);
});
