import { routeTable, type RouteEntry, type RouteId } from "../config/route-table";
import { site } from "../config/site";

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

export interface PageHead {
  title: string;
  description?: string;
  /** The page's one address, for search engines and link previews. */
  canonical?: string;
  /** Kept out of search results: the not-found page and the unlisted sample card. */
  noindex: boolean;
}

/** What a page's <head> says about it: title, description, canonical address, indexing. */
export function pageHead(id: string | undefined): PageHead {
  if (!isRouteId(id)) return { title: site.schoolName, noindex: true };
  const entry: RouteEntry = routeTable[id];
  return {
    title: pageTitle(id),
    description: entry.description,
    canonical: `${site.siteOrigin}${entry.path}`,
    noindex: entry.unlisted === true,
  };
}
