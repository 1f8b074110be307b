import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pathIndex } from "../features/page-content/canonical-path.build";
import { accessGroup, footerLegalLinks, footerQuickLinks, menuGroups } from "./navigation";
import { routeIds, routeTable, type RouteEntry } from "./route-table";

const entries: RouteEntry[] = routeIds.map((id) => routeTable[id]);

describe("route table", () => {
  it("holds every route once (docs/site.md, Routes and redirects)", () => {
    const paths = entries.map((e) => e.path);
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
    for (const spelt of ["/perfomance", "/StuAccess", "/staffAccess", "/InfoCard", "/laundry", "/farm-2-fork", "/homefromhome"]) {
      expect(paths).toContain(spelt);
    }
    expect(paths).toHaveLength(61);
  });

  it("sends every variant spelling to an existing route, without clashes", () => {
    const index = pathIndex();
    expect(index["/seaferers"]).toBe("/seafarers");
    expect(index["/aviation"]).toBe("/cadet");
    expect(index["/student-life"]).toBe("/studylife");
    expect(index["/tailor-made-leadership-pathways"]).toBe("/detailed-pathways");
    expect(index["/performance"]).toBe("/perfomance");
    // Every other spelling is a page's own path in lower case, leading to that page as written.
    const aliases = Object.entries(index).filter(([spelling, path]) => spelling !== path.toLowerCase());
    expect(Object.fromEntries(aliases)).toEqual({
      "/tailor-made-leadership-pathways": "/detailed-pathways",
      "/aviation": "/cadet",
      "/seaferers": "/seafarers",
      "/student-life": "/studylife",
      "/performance": "/perfomance",
    });
    expect(index["/stuaccess"]).toBe("/StuAccess");
    expect(index["/staffaccess"]).toBe("/staffAccess");
    expect(index["/infocard"]).toBe("/InfoCard");
    expect(index["/laundry"]).toBe("/laundry");
    // 61 pages and 5 aliases; '/Laundry' differs from its page only in letter case. Each notice
    // (src/features/page-content/site-pages.build.ts) is one page more, at /notices/<its file name>.
    const notices = readdirSync(new URL("../content/notices/", import.meta.url)).filter((file) => file.endsWith(".mdx"));
    expect(notices.length).toBeGreaterThan(0);
    for (const file of notices) expect(index[`/notices/${file.replace(/\.mdx$/, "")}`]).toBe(`/notices/${file.replace(/\.mdx$/, "")}`);
    // And each Kiswahili page, at /sw/… (docs/decisions/063), with no alias of its own.
    const kiswahili = Object.values(index).filter((path) => path === "/sw" || path.startsWith("/sw/"));
    expect(kiswahili.length).toBeGreaterThan(0);
    expect(Object.keys(index)).toHaveLength(66 + notices.length + kiswahili.length);
    expect(new Set(Object.values(index)).size).toBe(61 + notices.length + kiswahili.length);
  });

  it("has a page file named as its address for every route (src/pages/<path>.astro)", () => {
    for (const entry of entries) {
      const file = `../pages/${entry.path === "/" ? "index" : entry.path.slice(1)}.astro`;
      expect(existsSync(new URL(file, import.meta.url)), file).toBe(true);
    }
  });

  it("keeps the unlisted sample card out of every menu", () => {
    const listed = [...menuGroups.flatMap((g) => g.items), ...accessGroup.items, ...footerQuickLinks, ...footerLegalLinks];
    expect(listed).not.toContain("infoCard");
  });

  it("keeps /notices out of SPEC.md's menus (the footer links it on its own, src/features/navigation/site-footer.tsx)", () => {
    const listed = [...menuGroups.flatMap((g) => g.items), ...accessGroup.items, ...footerQuickLinks, ...footerLegalLinks];
    expect(listed).not.toContain("notices");
  });
});
