/**
 * The service worker: offline reading after the first visit (docs/site.md, Offline reading;
 * docs/decisions/010-offline-caching.md). Built with Workbox at the end of the build
 * (src/integrations/offline-app.ts), which writes in the list of files to keep and their
 * revisions where `self.__WB_MANIFEST` stands.
 *
 * - Kept pages (src/config/offline.ts), the stylesheet and the pages' script are downloaded
 *   when the worker installs, and again after a deploy changes them.
 * - A page always comes from the network while there is one, so a changed fee shows at once; with
 *   no network, the copy kept of it, else the offline page.
 * - Other pages are kept as they are visited (only complete 200 answers: never a 404).
 * - Files under /assets/ never change (their names carry a hash): kept once, read from the phone.
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { addRoute, cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";

/** The few parts of the worker's global scope used here (the project's types are the page's, not a worker's). */
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  readonly location: Location;
  readonly __WB_MANIFEST: (PrecacheEntry | string)[];
  readonly clients: { matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly { readonly url: string }[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEventLike) => void): void;
};
/** The offline page's address, written in at build from the route table. */
declare const OFFLINE_PAGE_PATH: string;

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new deploy's worker takes over at once: every page is its own document, fetched from the
// network while online, so an open tab loses nothing and the next page uses the new files.
self.addEventListener("install", () => void self.skipWaiting());
clientsClaim();

/** A page of the site: same origin, not a hashed asset, no file extension (`/fees`, `/`). */
function isPage(url: URL): boolean {
  return url.origin === self.location.origin && !url.pathname.startsWith("/assets/") && !/\.[^/]*$/.test(url.pathname);
}

const isKeptPage = (url: URL) => getCacheKeyForURL(url.pathname) !== undefined;

const onlyComplete = new CacheableResponsePlugin({ statuses: [200] });

/** With no network: the kept copy of the page, else the offline page. */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => (await matchPrecache(new URL(request.url).pathname)) ?? matchPrecache(OFFLINE_PAGE_PATH),
};

const visitedPages = new NetworkFirst({
  cacheName: "pages",
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }), offlineFallback],
});

// Kept pages: the network first, the copy downloaded with this deploy only without one.
registerRoute(({ url }) => isPage(url) && isKeptPage(url), new NetworkOnly({ plugins: [offlineFallback] }));
// Other pages: the network first, the last copy visited without one.
registerRoute(({ url }) => isPage(url), visitedPages);
// The stylesheet and the pages' script, from the files downloaded with this deploy.
addRoute();
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/assets/"),
  new CacheFirst({ cacheName: "assets", plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })] }),
);

// The page open when the worker first starts was fetched before the worker could keep it: keep it now.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) =>
      Promise.allSettled(
        windows
          .map((client) => new URL(client.url))
          .filter((url) => isPage(url) && !isKeptPage(url))
          .map((url) => visitedPages.handle({ event, request: url.pathname + url.search })),
      ),
    ),
  );
});
