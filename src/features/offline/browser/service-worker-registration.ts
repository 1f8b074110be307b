import { connectionOf, isUnmetered, savesData } from "~/shared/browser/connection";

/**
 * Starts the service worker that keeps pages for offline reading (docs/site.md, Offline
 * reading; docs/decisions/031-offline-pages-when-asked.md), once the page has loaded, so its
 * downloads never hold up the page's own. With the phone's data saver on it is not started:
 * nothing is fetched that the parent did not ask for (the button that keeps the pages starts it).
 * On a connection the browser says is not metered, it is asked to keep the pages at once.
 * A browser without service workers, or a host that does not serve the worker, simply goes without.
 */
export function registerServiceWorker(scriptUrl: string): void {
  if (!("serviceWorker" in navigator)) return;
  const connection = connectionOf(navigator);
  if (savesData(connection)) return;
  const register = () => {
    navigator.serviceWorker.register(scriptUrl).then(
      (registration) => (isUnmetered(connection) ? ask(registration, "keep").catch(() => undefined) : undefined),
      () => undefined,
    );
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** The worker's answer: the day the pages were kept (none when they are not, or not all), or a failure. */
export interface KeptAnswer {
  keptOn?: string;
  failed?: boolean;
}

/** The registration's worker once it is active: the one in charge, or the one being installed. */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  if (registration.active) return Promise.resolve(registration.active);
  const incoming = registration.installing ?? registration.waiting;
  if (!incoming) return Promise.reject(new Error("no service worker"));
  return new Promise((resolve, reject) => {
    const watch = () => {
      if (incoming.state === "activated") resolve(incoming);
      else if (incoming.state === "redundant") reject(new Error("the service worker could not install"));
      else return;
      incoming.removeEventListener("statechange", watch);
    };
    incoming.addEventListener("statechange", watch);
    watch();
  });
}

/**
 * Asks the worker to `keep` the pages (registering it first, if the page has none: the parent
 * asked) or whether they are `kept`, and resolves with its answer. A failure to register, or a
 * worker that cannot install (no connection), is a failure.
 */
export async function askServiceWorker(scriptUrl: string, question: "keep" | "kept"): Promise<KeptAnswer> {
  try {
    const registration = question === "keep" ? await navigator.serviceWorker.register(scriptUrl) : await navigator.serviceWorker.getRegistration();
    return registration ? await ask(registration, question) : {};
  } catch {
    return { failed: true };
  }
}

/** Puts the question to the registration's active worker, on a port of its own, and waits for the answer. */
async function ask(registration: ServiceWorkerRegistration, question: "keep" | "kept"): Promise<KeptAnswer> {
  const worker = await activeWorker(registration);
  return new Promise<KeptAnswer>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<KeptAnswer>) => resolve(event.data);
    worker.postMessage({ type: question }, [channel.port2]);
  });
}
