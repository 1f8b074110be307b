import { notificationOf } from "../push-payload";

/**
 * Push messages in the service worker (src/features/offline/browser/service-worker.ts), in a
 * build that offers them (docs/decisions/055): the message the school's server sent is shown as a
 * notification, one per message (its tag), and a tap opens its page, which the worker then keeps
 * for offline reading as it keeps every page opened. The payload is Declarative Web Push, so a
 * browser that shows it by itself (Safari 18.4 and later) shows the same.
 */

/** What the build writes in: the notices page (for a message not of ours) and the notification's icon. */
export interface PushWorkerSettings {
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
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
export interface PushWorkerScope {
  readonly location: Location;
  readonly registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  readonly clients: { matchAll(options: { type: "window" }): Promise<readonly WindowClient[]>; openWindow(url: string): Promise<WindowClient | null> };
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
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

export function handlePushMessages(scope: PushWorkerScope, settings: PushWorkerSettings): void {
  scope.addEventListener("push", (event) => {
    let data: unknown;
    try {
      data = event.data?.json();
    } catch {
      data = undefined;
    }
    // Every push must show something (browsers require it): a message not of ours says where to look.
    const shown = notificationOf(data) ?? { title: "A new notice from the school", body: "", tag: "school-notice", path: settings.noticesPath };
    event.waitUntil(
      scope.registration.showNotification(shown.title, { body: shown.body, tag: shown.tag, lang: "en-KE", icon: settings.icon, data: { path: shown.path } }),
    );
  });

  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const path = (event.notification.data as { path?: unknown } | null)?.path;
    const opening = openPage(scope, typeof path === "string" && path.startsWith("/") ? path : settings.noticesPath);
    event.waitUntil(opening);
  });
}
