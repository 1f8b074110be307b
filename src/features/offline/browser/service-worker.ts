/**
 * The service worker: offline reading (docs/site.md, Offline reading;
 * docs/decisions/031-offline-pages-when-asked.md, which replaces the Workbox worker of 010).
 * Written by hand, in a few kilobytes: every byte of it is paid for by a parent's first visit.
 *
 * - When it installs it keeps the offline page and its stylesheet (the stylesheet is already in
 *   the browser's cache from the page just read), and nothing else.
 * - The fees, term dates and the rest of src/features/offline/offline-pages.ts are downloaded only when the page
 *   asks (the parent pressed 'Keep fees and term dates on this phone', or the browser says the
 *   connection is not metered): a `keep` message. After a deploy, a phone that keeps them fetches
 *   the files whose revision changed, and only those.
 * - A page always comes from the network while there is one, so a changed fee shows at once, and
 *   is kept as it is visited (only complete 200 answers: never a 404). With no network: the
 *   newest copy the phone has, with its 'Saved on …' line shown, else the offline page.
 * - The editor's pages, the APIs and any answer sent with `Cache-Control: no-store` are never
 *   kept (src/features/offline/kept-answers.ts): on a shared computer they would outlive a sign-out.
 * - Files under /assets/ never change (their names carry a hash): read from the phone when it
 *   has them, else fetched and kept.
 *
 * The list of files and their revisions is written in at build (src/integrations/offline-app.ts).
 */
import { revalidatedFilePaths } from "../../../config/published-files";
import { handlePushMessages, type PushWorkerScope, type PushWorkerSettings } from "../../push/browser/push-worker";
import { isNeverKept, mayKeep } from "../kept-answers";
import { showSavedCopy } from "../saved-copy";

/** A file to keep: its address and, for a file whose name carries no hash, its content's hash. */
interface OfflineFile {
  readonly url: string;
  readonly revision?: string;
}

/** The few parts of a worker's global scope used here (the project's types are the page's, not a worker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventWithPorts extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface WindowClient {
  readonly url: string;
}
declare const self: {
  readonly location: Location;
  readonly clients: { claim(): Promise<void>; matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClient[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEventWithPorts) => void): void;
};
declare const indexedDB: { deleteDatabase(name: string): unknown } | undefined;

/** Written in at build: the offline page and what it needs, and the files kept on request. */
declare const OFFLINE_FILES: { readonly fallback: readonly OfflineFile[]; readonly kept: readonly OfflineFile[] };
/** The offline page's address, from the route table. */
declare const OFFLINE_PAGE_PATH: string;
/**
 * Written in at build: what the worker needs to show the school's push messages, or false in a
 * build that offers none (docs/decisions/055); the handlers are then left out of the file.
 */
declare const PUSH_MESSAGES: PushWorkerSettings | false;

/** The caches: the offline page; the files kept on request; pages as visited; other assets as used. */
const cacheNames = { fallback: "offline-page", kept: "kept", pages: "pages", assets: "assets" } as const;
/** The most pages and assets kept as visited; the oldest kept goes first. */
const limits = { pages: 60, assets: 120 };
/** Headers the worker adds to what it keeps: when it was saved, and which revision it is. */
const savedOnHeader = "x-saved-on";
const revisionHeader = "x-revision";

const absolute = (url: string) => new URL(url, self.location.origin).href;

/**
 * A page of the site: same origin, not a hashed asset, no file extension (`/fees`, `/`), and not
 * the editor's or an API's (src/features/offline/kept-answers.ts): those go to the network as they
 * would without the worker.
 */
function isPage(url: URL): boolean {
  return url.origin === self.location.origin && !url.pathname.startsWith("/assets/") && !/\.[^/]*$/.test(url.pathname) && !isNeverKept(url.pathname);
}

/**
 * A file read as a page is (the fee calculator's /fee-table.json): from the network while there is
 * one, kept as fetched, and from the phone without a network, never the offline page in its place.
 */
function isRevalidatedFile(url: URL): boolean {
  return url.origin === self.location.origin && revalidatedFilePaths.includes(url.pathname);
}

/** A whole answer from this site: never a 404, a 500, a redirect or a part. */
function isComplete(response: Response): boolean {
  return response.status === 200 && response.type === "basic" && !response.redirected;
}

/** The response as kept: the same, with the day it was saved (and its revision) among its headers. */
async function stamped(response: Response, revision?: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(savedOnHeader, new Date().toISOString());
  if (revision) headers.set(revisionHeader, revision);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** When a kept copy was saved (a copy kept by the earlier, Workbox worker has only the server's Date). */
function savedOn(response: Response): Date | undefined {
  const stamp = response.headers.get(savedOnHeader) ?? response.headers.get("date");
  const time = stamp ? Date.parse(stamp) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** Keeps at most `limit` entries in a cache, dropping the ones kept longest ago (a cache lists its entries in the order they were put). */
async function trim(cache: Cache, limit: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

/**
 * Brings a cache up to `files`: fetches each one it does not hold at that revision, and only
 * those. A page is asked of the server past the browser's cache ('no-cache': a copy the browser
 * has and the server still serves costs a few hundred bytes); a hashed asset may come from it.
 * Throws if a file cannot be fetched whole: what was fetched stays, nothing is removed.
 */
async function keepFiles(cacheName: string, files: readonly OfflineFile[]): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    files.map(async (file) => {
      const held = await cache.match(file.url);
      if (held && (held.headers.get(revisionHeader) ?? undefined) === file.revision) return;
      const response = await fetch(file.url, { cache: file.revision ? "no-cache" : "default", credentials: "same-origin" });
      if (!isComplete(response)) throw new Error(`${file.url}: ${response.status}`);
      await cache.put(file.url, await stamped(response, file.revision));
    }),
  );
}

/** Removes from a cache what an earlier deploy kept and this one does not name. */
async function prune(cacheName: string, files: readonly OfflineFile[]): Promise<void> {
  const wanted = new Set(files.map((file) => absolute(file.url)));
  const cache = await caches.open(cacheName);
  await Promise.all((await cache.keys()).filter((request) => !wanted.has(request.url)).map((request) => cache.delete(request)));
}

/** Removes from a cache each copy this worker would not have kept (kept-answers.ts): an earlier worker kept them. */
async function forgetNeverKept(cacheName: string): Promise<void> {
  const cache = await caches.open(cacheName);
  const entries = await Promise.all((await cache.keys()).map(async (request) => ({ request, response: await cache.match(request) })));
  await Promise.all(entries.filter(({ request, response }) => !response || !mayKeep(new URL(request.url), response.headers)).map(({ request }) => cache.delete(request)));
}

/** Whether the parent had the pages kept (pressed the button, or a free connection did): the cache exists. */
const keepsPages = () => caches.has(cacheNames.kept);

/**
 * When every file kept on request is on the phone at this deploy's revision: the day the oldest
 * was saved. Undefined when the phone does not keep them, or not all of them.
 */
async function keptOn(): Promise<string | undefined> {
  if (!(await keepsPages())) return undefined;
  const cache = await caches.open(cacheNames.kept);
  const held = await Promise.all(OFFLINE_FILES.kept.map((file) => cache.match(file.url)));
  let oldest: Date | undefined;
  for (const [index, response] of held.entries()) {
    if (!response || (response.headers.get(revisionHeader) ?? undefined) !== OFFLINE_FILES.kept[index]!.revision) return undefined;
    const day = savedOn(response);
    if (day && (!oldest || day < oldest)) oldest = day;
  }
  return (oldest ?? new Date()).toISOString();
}

let keeping: Promise<void> | undefined;
/** Downloads the files kept on request (one download at a time: a second ask waits for the first). */
function keepPages(): Promise<void> {
  keeping ??= keepFiles(cacheNames.kept, OFFLINE_FILES.kept)
    .then(() => prune(cacheNames.kept, OFFLINE_FILES.kept))
    .finally(() => {
      keeping = undefined;
    });
  return keeping;
}

/** Keeps a page as visited, with the day it was saved, unless its server said no-store. */
async function keepVisited(request: string, response: Response): Promise<void> {
  if (!mayKeep(new URL(request), response.headers)) return;
  const cache = await caches.open(cacheNames.pages);
  await cache.put(request, await stamped(response));
  await trim(cache, limits.pages);
}

/** The page's copy as the parent reads it offline: its 'Saved on …' line shown and dated. */
async function asSavedCopy(response: Response): Promise<Response> {
  const day = savedOn(response);
  if (!day || !response.headers.get("content-type")?.startsWith("text/html")) return response;
  const headers = new Headers(response.headers);
  // The body is written anew: its old length and encoding no longer describe it.
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(showSavedCopy(await response.text(), day), { status: response.status, statusText: response.statusText, headers });
}

/** With no network: the newest copy of the page the phone has (kept on request, or as visited). */
async function savedCopyOf(url: URL): Promise<Response | undefined> {
  // Read with caches.match, never caches.open: opening the cache of kept pages would make it, and
  // the phone would then download them at the next deploy as though the parent had asked.
  const [kept, visited] = await Promise.all([
    caches.match(url.href, { cacheName: cacheNames.kept, ignoreSearch: true }),
    (async () => (await caches.match(url.href, { cacheName: cacheNames.pages })) ?? caches.match(url.href, { cacheName: cacheNames.pages, ignoreSearch: true }))(),
  ]);
  const newest = [kept, visited]
    .filter((response): response is Response => response !== undefined)
    .sort((a, b) => (savedOn(b)?.getTime() ?? 0) - (savedOn(a)?.getTime() ?? 0))[0];
  return newest && asSavedCopy(newest);
}

async function offlinePage(): Promise<Response | undefined> {
  return (await caches.match(OFFLINE_PAGE_PATH, { cacheName: cacheNames.fallback })) ?? caches.match(OFFLINE_PAGE_PATH);
}

/**
 * A page: the network first; kept as visited when whole; without a network, the copy kept, else
 * the offline page. A revalidated file (`asFile`) the same, but no offline page in its place.
 */
async function pageFromNetwork(event: FetchEvent, url: URL, asFile = false): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (isComplete(response) && (asFile || response.headers.get("content-type")?.startsWith("text/html"))) {
      event.waitUntil(keepVisited(url.href, response.clone()));
    }
    return response;
  } catch {
    return (await savedCopyOf(url)) ?? (asFile ? undefined : await offlinePage()) ?? Response.error();
  }
}

/** A hashed asset: from the phone when any cache has it, else fetched and kept. */
async function assetFromPhone(event: FetchEvent): Promise<Response> {
  const held = await caches.match(event.request);
  if (held) return held;
  const response = await fetch(event.request);
  if (isComplete(response)) {
    const copy = response.clone();
    event.waitUntil(
      caches.open(cacheNames.assets).then(async (cache) => {
        await cache.put(event.request, copy);
        await trim(cache, limits.assets);
      }),
    );
  }
  return response;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await keepFiles(cacheNames.fallback, OFFLINE_FILES.fallback);
      // A phone that keeps the fees and dates gets this deploy's changed files now, and only those.
      if (await keepsPages()) await keepFiles(cacheNames.kept, OFFLINE_FILES.kept);
      // A new deploy's worker takes over at once: every page is its own document, fetched from the
      // network while online, so an open tab loses nothing and the next page uses the new files.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // What the earlier, Workbox worker kept under its own names, and what this deploy no longer names.
      const ours = new Set<string>(Object.values(cacheNames));
      await Promise.all((await caches.keys()).filter((name) => !ours.has(name)).map((name) => caches.delete(name)));
      indexedDB?.deleteDatabase("workbox-expiration");
      await prune(cacheNames.fallback, OFFLINE_FILES.fallback);
      // What an earlier worker kept and this one never would: the editor's pages, no-store answers.
      await forgetNeverKept(cacheNames.pages);
      if (await keepsPages()) await prune(cacheNames.kept, OFFLINE_FILES.kept);
      await self.clients.claim();
      // The page open when the worker first starts loaded before the worker could keep it: keep it
      // now (the browser's cache answers, after a check with the server that costs a few hundred bytes).
      const visited = await caches.open(cacheNames.pages);
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      await Promise.allSettled(
        windows
          .map((client) => new URL(client.url))
          .filter((url) => isPage(url))
          .map(async (url) => {
            if (await visited.match(url.href)) return;
            const response = await fetch(url.href, { credentials: "same-origin" });
            if (isComplete(response)) await keepVisited(url.href, response);
          }),
      );
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  // Nothing else is touched: other hosts, /pagefind/, the calendar file go to the network as they would.
  if (url.origin !== self.location.origin) return;
  if (isPage(url)) event.respondWith(pageFromNetwork(event, url));
  else if (isRevalidatedFile(url)) event.respondWith(pageFromNetwork(event, url, true));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(assetFromPhone(event));
});

/**
 * The page's questions (src/features/offline/browser/service-worker-registration.ts), answered on the port
 * they bring: `keep` downloads the pages, `kept` says whether they are on the phone; either
 * answers `{ keptOn }` (the day they were saved, or undefined) or `{ failed: true }`.
 */
self.addEventListener("message", (event) => {
  const port = event.ports[0];
  const question = (event.data as { type?: unknown } | null)?.type;
  if (!port || (question !== "keep" && question !== "kept")) return;
  const answer = question === "keep" ? keepPages().then(keptOn) : keptOn();
  event.waitUntil(
    answer.then(
      (day) => port.postMessage({ keptOn: day }),
      () => port.postMessage({ failed: true }),
    ),
  );
});

// Notices on parents' phones, in a build that offers them (src/features/push/browser/push-worker.ts).
if (PUSH_MESSAGES) handlePushMessages(self as unknown as PushWorkerScope, PUSH_MESSAGES);
