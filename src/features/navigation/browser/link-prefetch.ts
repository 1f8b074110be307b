/**
 * Links between pages are plain links; the next page is fetched while a pointer rests on a link
 * (80 ms) or keyboard focus reaches it, so it opens at once. Only pages of this site, each once,
 * and never a file to download (the calendar). Nothing on 2G, nor with the data saver on
 * (docs/decisions/031, 044).
 *
 * Astro's own prefetch does the same, but its public form (the `prefetch` setting and
 * `astro:prefetch`) adds a script of its own to every page's <head>, one more request before the
 * page script (measured in docs/decisions/044); its `init()` is reachable only through Astro's
 * internal modules.
 */
import { isSlow, savesData, type ConnectionInfo } from "~/shared/browser/connection";

const hoverDelay = 80;
const fetched = new Set<string>();

/** The link's address when it is a page of this site not yet fetched, else `undefined`. */
export function pageToPrefetch(anchor: HTMLAnchorElement | null, here: Location): URL | undefined {
  if (!anchor || anchor.hasAttribute("download") || anchor.dataset.prefetch === "false") return undefined;
  const url = new URL(anchor.href, here.href);
  url.hash = "";
  if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search) || fetched.has(url.href)) return undefined;
  return url;
}

function prefetch(url: URL): void {
  fetched.add(url.href);
  // Safari has no <link rel="prefetch">: a fetch at low priority fills the same HTTP cache.
  if (document.createElement("link").relList.supports("prefetch")) {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = url.href;
    document.head.append(link);
  } else {
    void fetch(url, { priority: "low" }).catch(() => undefined);
  }
}

/** Starts fetching the page a pointer or focus rests on, unless `connection` saves data or is slow (2G). */
export function wireLinkPrefetch(connection: ConnectionInfo | undefined): void {
  if (savesData(connection) || isSlow(connection)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rest = (event: Event) => {
    const url = pageToPrefetch((event.target as Element | null)?.closest?.("a") ?? null, location);
    if (!url) return;
    clearTimeout(timer);
    timer = setTimeout(() => prefetch(url), hoverDelay);
  };
  const leave = () => clearTimeout(timer);
  document.addEventListener("mouseover", rest, { passive: true });
  document.addEventListener("mouseout", leave, { passive: true });
  document.addEventListener("focusin", rest, { passive: true });
  document.addEventListener("focusout", leave, { passive: true });
}
