import { noticeOpenedPath } from "../push-address";
import { notificationOf } from "../push-payload";
import { keyBytes, type PushOfferClientSettings } from "./push-choice";

/**
 * Push messages in the service worker (src/features/offline/browser/service-worker.ts), in a
 * build that offers them (docs/decisions/055): the message the school's server sent is shown as a
 * notification, one per message (its tag), and a tap opens its page, which the worker then keeps
 * for offline reading as it keeps every page opened. The payload is Declarative Web Push, so a
 * browser that shows it by itself (Safari 18.4 and later) shows the same. A tap also tells the
 * school's server, in one small request, that the notice was opened (docs/decisions/062).
 */

/**
 * What the build writes in: the notices page (for a message not of ours), the notification's icon,
 * and the school's public key and where to subscribe (for a subscription the browser renews).
 */
export interface PushWorkerSettings extends PushOfferClientSettings {
  readonly noticesPath: string;
  readonly icon: string;
}

/** The few parts of a worker's scope used here (the project's types are the page's, not a worker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
export interface PushWorkerScope {
  readonly location: Location;
  readonly navigator: { readonly connection?: { readonly saveData?: boolean } };
  fetch(url: string, init: RequestInit): Promise<Response>;
  readonly registration: { showNotification(title: string, options: NotificationOptions): Promise<void>; readonly pushManager: PushManager };
  readonly clients: { matchAll(options: { type: "window" }): Promise<readonly WindowClient[]>; openWindow(url: string): Promise<WindowClient | null> };
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
  addEventListener(type: "pushsubscriptionchange", listener: (event: PushSubscriptionChangeEvent) => void): void;
}

/** The page a tap opens: a window of the site already on it, else one of the site's windows sent there, else a new one. */
async function openPage(scope: PushWorkerScope, path: string): Promise<unknown> {
  const url = new URL(path, scope.location.origin).href;
  const windows = await scope.clients.matchAll({ type: "window" });
  const already = windows.find((client) => client.url === url);
  if (already) return already.focus();
  const open = windows[0];
  if (open) {
    // Brought forward first, while the tap allows it, then sent to the page.
    await open.focus().catch(() => undefined);
    const sent = await open.navigate(url).catch(() => null);
    if (sent) return sent;
  }
  return scope.clients.openWindow(url);
}

/**
 * Tells the school's server the notice at `path` was opened from its notification: one POST of
 * the address alone, with no cookie, never awaited by the page. Not with the data saver on
 * (docs/decisions/031). Where nothing counts (counting off, nginx, a static host) it is a 404, and
 * nothing comes of it.
 */
function tellOpened(scope: PushWorkerScope, path: string): Promise<unknown> {
  if (scope.navigator.connection?.saveData) return Promise.resolve();
  return scope
    .fetch(noticeOpenedPath, { method: "POST", body: path, headers: { "Content-Type": "text/plain" }, credentials: "omit", keepalive: true, cache: "no-store" })
    .catch(() => undefined);
}

/**
 * A subscription the browser renewed by itself (its push service changed or expired it): the
 * school's server is told to put the new one in the old one's place, with the same topics
 * (server/push/push-api.ts; docs/decisions/062). The old one's secret, which only this phone and
 * the school's server hold, proves the swap is this phone's. The browser gives the new one, or
 * the worker makes it with the school's key. Without the old one (a browser that does not give
 * it) nothing can be proved: the phone shows as not subscribed, and the parent taps again.
 */
async function renewSubscription(scope: PushWorkerScope, settings: PushWorkerSettings, event: PushSubscriptionChangeEvent): Promise<void> {
  const old = event.oldSubscription?.toJSON();
  if (!old?.endpoint || !old.keys?.auth) return;
  const renewed = event.newSubscription ?? (await scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(settings.publicKey) }));
  await scope.fetch(settings.subscriptionsUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ subscription: renewed.toJSON(), replaces: { endpoint: old.endpoint, keys: { auth: old.keys.auth } } }),
    credentials: "omit",
  });
}

export function handlePushMessages(scope: PushWorkerScope, settings: PushWorkerSettings): void {
  scope.addEventListener("push", (event) => {
    let data: unknown;
    try {
      data = event.data?.json();
    } catch {
      data = undefined;
    }
    // Every push must show something (browsers require it): a message not of ours says where to look.
    const shown = notificationOf(data) ?? { title: "A new notice from the school", body: "", tag: "school-notice", lang: "en-KE", path: settings.noticesPath };
    event.waitUntil(
      scope.registration.showNotification(shown.title, { body: shown.body, tag: shown.tag, lang: shown.lang, icon: settings.icon, data: { path: shown.path } }),
    );
  });

  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const path = (event.notification.data as { path?: unknown } | null)?.path;
    const page = typeof path === "string" && path.startsWith("/") ? path : settings.noticesPath;
    event.waitUntil(Promise.all([openPage(scope, page), tellOpened(scope, page)]));
  });

  scope.addEventListener("pushsubscriptionchange", (event) => {
    event.waitUntil(renewSubscription(scope, settings, event).catch(() => undefined));
  });
}
