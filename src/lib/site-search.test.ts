import { describe, expect, it } from "vitest";
import { routeIds, routeTable, type RouteEntry } from "../config/route-table";
import { isSearchable, searchableRouteIds } from "./site-search";

describe("the pages the site search lists (docs/site.md, Search)", () => {
  it("lists every page but the unlisted ones (the sample card), the not-found page and the search page", () => {
    expect(isSearchable("grade7fee")).toBe(true);
    expect(isSearchable("home")).toBe(true);
    expect(isSearchable("infoCard")).toBe(false);
    expect(isSearchable("search")).toBe(false);
    expect(isSearchable(undefined)).toBe(false);
    const listed = routeIds.filter((id) => id !== "search" && (routeTable[id] as RouteEntry).unlisted !== true);
    expect(searchableRouteIds()).toEqual(listed);
  });
});
