import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pathIndex } from "../lib/canonical-path";
import { moduleFileOf } from "../lib/route-files";
import { accessGroup, footerLegalLinks, footerQuickLinks, menuGroups } from "./navigation";
import { routeIds, routeTable, type RouteEntry } from "./route-table";

const entries: RouteEntry[] = routeIds.map((id) => routeTable[id]);

describe("route table", () => {
  it("holds every route of SPEC.md §2.4 once", () => {
    const paths = entries.map((e) => e.path);
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
    for (const spelt of ["/perfomance", "/StuAccess", "/staffAccess", "/InfoCard", "/laundry", "/farm-2-fork", "/homefromhome"]) {
      expect(paths).toContain(spelt);
    }
    expect(paths).toHaveLength(58);
  });

  it("sends every variant spelling of DECISIONS.md to an existing route, without clashes", () => {
    const index = pathIndex();
    expect(index["/seaferers"]).toBe("/seafarers");
    expect(index["/aviation"]).toBe("/cadet");
    expect(index["/student-life"]).toBe("/studylife");
    expect(index["/tailor-made-leadership-pathways"]).toBe("/detailed-pathways");
    expect(index["/performance"]).toBe("/perfomance");
    for (const target of Object.values(index)) expect(entries.some((e) => e.path === target)).toBe(true);
  });

  it("has a page module for every route", () => {
    for (const entry of entries) {
      expect(existsSync(new URL(`../${moduleFileOf(entry)}`, import.meta.url)), moduleFileOf(entry)).toBe(true);
    }
  });

  it("keeps the unlisted sample card out of every menu", () => {
    const listed = [...menuGroups.flatMap((g) => g.items), ...accessGroup.items, ...footerQuickLinks, ...footerLegalLinks];
    expect(listed).not.toContain("infoCard");
  });
});
