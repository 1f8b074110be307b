import { routeTable, type RouteEntry, type RouteId } from "../../config/route-table";

/** Where Pagefind's script and index are published in the build output (docs/decisions/009-site-search.md). */
export const searchBundlePath = "/pagefind/";

/**
 * Whether the site search lists a page: every page of the route table but the unlisted ones
 * (the sample InfoCard) and the search page itself. The not-found page has no route, so it
 * is never listed either. The base layout marks these pages' main content for Pagefind, and
 * the build indexes exactly these (src/integrations/search-index.ts).
 */
export function isSearchable(id: RouteId | undefined): boolean {
  if (id === undefined) return false;
  const entry: RouteEntry = routeTable[id];
  return isSearchablePage({ id, unlisted: entry.unlisted });
}

/** The same, for any page of the site (src/features/page-content/site-pages.build.ts): a notice is searched until it expires. */
export function isSearchablePage(page: { readonly id?: RouteId; readonly unlisted?: boolean }): boolean {
  return page.id !== "search" && page.unlisted !== true;
}

