import { describe, expect, it } from "vitest";
import { routeIds, routeTable } from "../../config/route-table";
import { isSearchable, isSearchablePage } from "./searchable-pages";

describe("the pages the site search lists (docs/site.md, Search)", () => {
  it("lists every page but the sample card, the offline page, the search page and the not-found page", () => {
    expect(isSearchable("grade7fee")).toBe(true);
    expect(isSearchable("home")).toBe(true);
    expect(isSearchable("infoCard")).toBe(false);
    expect(isSearchable("offline")).toBe(false);
    expect(isSearchable("search")).toBe(false);
    expect(isSearchable(undefined)).toBe(false);
    // The pages left out, written out: not made by the rule under test.
    const left = routeIds.filter((id) => !isSearchable(id)).map((id) => routeTable[id].path);
    expect(left).toEqual(["/search", "/offline", "/InfoCard"]);
    expect(routeIds.filter(isSearchable)).toHaveLength(58);
  });

  it("lists a notice until it expires (src/features/page-content/site-pages.build.ts marks an expired one unlisted)", () => {
    expect(isSearchablePage({ unlisted: false })).toBe(true);
    expect(isSearchablePage({ unlisted: true })).toBe(false);
    expect(isSearchablePage({ id: "search", unlisted: false })).toBe(false);
  });
});
