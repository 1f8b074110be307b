/**
 * What the service worker may keep on a phone (src/features/offline/browser/service-worker.ts;
 * docs/decisions/058). On a shared computer the worker's store outlives a sign-out: the editor's
 * pages (earlier versions of the content, the publishing history) and any answer its server marks
 * `Cache-Control: no-store` must never go into it, and a copy an earlier worker kept is removed.
 */

/** The editor's pages and every API: never kept, whatever they answer. */
export function isNeverKept(pathname: string): boolean {
  return pathname === "/keystatic" || pathname.startsWith("/keystatic/") || pathname.startsWith("/api/");
}

/** Whether an answer's Cache-Control forbids storing it (`no-store`, in any case, among other directives). */
export function forbidsStoring(cacheControl: string | null): boolean {
  return (cacheControl ?? "").split(",").some((directive) => directive.trim().toLowerCase() === "no-store");
}

/** Whether the worker may keep this answer to `url`: its address is not the editor's or an API's, and it does not say no-store. */
export function mayKeep(url: URL, headers: Pick<Headers, "get">): boolean {
  return !isNeverKept(url.pathname) && !forbidsStoring(headers.get("cache-control"));
}
