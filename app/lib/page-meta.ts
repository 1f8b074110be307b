import { routeIds, routeTable, type RouteEntry, type RouteId } from "../config/route-table";
import { site } from "../config/site";
import { canonicalPath } from "./canonical-path";

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

/** The <title>, description and canonical link of the page whose route id is given. */
export function pageMeta(id: string | undefined) {
  if (!isRouteId(id)) {
    return [{ title: site.schoolName }, { name: "robots", content: "noindex" }];
  }
  const entry: RouteEntry = routeTable[id];
  const url = `${site.siteOrigin}${entry.path}`;
  return [
    { title: pageTitle(id) },
    { name: "description", content: entry.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: pageTitle(id) },
    { property: "og:description", content: entry.description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    ...(entry.unlisted ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/**
 * The route id of a path, whatever its letter case. The root's meta function only sees its
 * own match (React Router builds the list as it goes), so it finds the page by its path.
 */
export function routeIdOfPath(pathname: string): RouteId | undefined {
  const canonical = canonicalPath(pathname);
  return routeIds.find((id) => routeTable[id].path === canonical);
}
