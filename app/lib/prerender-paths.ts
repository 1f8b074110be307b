import { routeIds, routeTable } from "../config/route-table";

/** The path prerendered as the not-found page; the server sends it with status 404. */
export const notFoundPrerenderPath = "/404";

export function prerenderPaths(): string[] {
  return [...routeIds.map((id) => routeTable[id].path), notFoundPrerenderPath];
}
