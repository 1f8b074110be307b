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
