import { routeTable, type RouteEntry, type RouteId } from "../../config/route-table";
import { site } from "../../config/site";

function isRouteId(id: string | undefined): id is RouteId {
  return id !== undefined && Object.hasOwn(routeTable, id);
}

/** 'Home | School' on /, '<title> | School' elsewhere, the fee pages naming the sister school. */
export function pageTitle(id: string | undefined): string {
  if (!isRouteId(id)) return site.schoolName;
  const entry: RouteEntry = routeTable[id];
  const school = entry.titleSchool === "sister" ? site.sisterSchoolName : site.schoolName;
  return `${entry.title} | ${school}`;
}

/** A page's full address, for links from outside the site: https://…/events. */
export function pageUrl(id: RouteId): string {
  return `${site.siteOrigin}${routeTable[id].path}`;
}

export interface PageHead {
  title: string;
  description?: string;
  /** The page's one address, for search engines and link previews. */
  canonical?: string;
  /** Kept out of search results: the not-found page and the unlisted sample card. */
  noindex: boolean;
}

/**
 * The same for a page made from a content collection (a notice, src/features/page-content/site-pages.build.ts), whose
 * title and description are in its file. An expired notice (unlisted) is kept out of search engines.
 */
export function collectionPageHead(page: { readonly title: string; readonly description: string; readonly path: string; readonly unlisted: boolean; readonly titleSchool?: "sister" }): PageHead {
  // A Kiswahili fee page names the sister school as its English page does.
  const school = page.titleSchool === "sister" ? site.sisterSchoolName : site.schoolName;
  return { title: `${page.title} | ${school}`, description: page.description, canonical: `${site.siteOrigin}${page.path}`, noindex: page.unlisted };
}

/** What a page's <head> says about it: title, description, canonical address, indexing. */
export function pageHead(id: string | undefined): PageHead {
  if (!isRouteId(id)) return { title: site.schoolName, noindex: true };
  const entry: RouteEntry = routeTable[id];
  return {
    title: pageTitle(id),
    description: entry.description,
    canonical: pageUrl(id),
    noindex: entry.unlisted === true,
  };
}
