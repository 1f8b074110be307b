import { describe, expect, it } from "vitest";
import { routeIds, routeTable, type RouteEntry, type RouteId, type Section } from "../../config/route-table";
import { pageTitles } from "../../../tests/fixtures/page-titles";
import { breadcrumbTrail, pageTrail, sectionHead } from "./breadcrumbs";

const names = (id: Parameters<typeof breadcrumbTrail>[0]) => breadcrumbTrail(id).map((crumb) => crumb.name);

/**
 * Each section's name, the page that stands for it and that page's address (docs/site.md, Header,
 * Menu groups, and Link previews: the menu group's label, or 'Location', 'Exam Results', 'Legal';
 * no page for Legal or Other).
 */
const sections: Record<Section, { label?: string; page?: RouteId; path?: string }> = {
  home: { label: "Home", page: "home", path: "/" },
  about: { label: "Think", page: "think", path: "/think" },
  pathways: { label: "Think Pathways", page: "pathways", path: "/pathways" },
  boarding: { label: "Think Boarding", page: "boardingLife", path: "/boarding-life" },
  talent: { label: "Think Talent", page: "talent", path: "/talent" },
  admissions: { label: "Join Us", page: "join", path: "/join" },
  fees: { label: "Fees", page: "fees", path: "/fees" },
  access: { label: "Get Access", page: "access", path: "/access" },
  visit: { label: "Location", page: "location", path: "/location" },
  legal: { label: "Legal" },
  results: { label: "Exam Results", page: "performance", path: "/perfomance" },
  notices: { label: "Notices and Circulars", page: "notices", path: "/notices" },
  other: {},
};

describe("breadcrumbs (docs/site.md, Link previews and structured data)", () => {
  it("names each section by its menu group and leads to the group's first page", () => {
    for (const [section, { label, page }] of Object.entries(sections)) expect(sectionHead(section as Section), section).toEqual({ label, page });
  });

  it("goes Home → section → page, and names the section's own page once", () => {
    expect(names("band")).toEqual(["Home", "Think Talent", "Band Life"]);
    expect(breadcrumbTrail("grade8fee").map((crumb) => crumb.path)).toEqual(["/", "/fees", "/grade8fee"]);
    expect(names("events")).toEqual(["Home", "Get Access", "Calendar of Events"]);
    expect(names("fees")).toEqual(["Home", "Fees"]);
    expect(names("talent")).toEqual(["Home", "Think Talent"]);
    expect(names("boardingLife")).toEqual(["Home", "Boarding Life"]);
    expect(names("home")).toEqual(["Home"]);
    // A notice (a collection's page, src/features/page-content/site-pages.build.ts): Home → the notices → the notice.
    expect(pageTrail({ section: "notices", title: "Fee structure for 2026", path: "/notices/fee-structure-2026" })).toEqual([
      { name: "Home", path: "/" },
      { name: "Notices and Circulars", path: "/notices" },
      { name: "Fee structure for 2026", path: "/notices/fee-structure-2026" },
    ]);
    expect(names("notices")).toEqual(["Home", "Notices and Circulars"]);
  });

  it("goes straight from Home where a section has no page of its own", () => {
    expect(names("privacy")).toEqual(["Home", "Privacy Policy"]);
    expect(names("offline")).toEqual(["Home", "You Are Offline"]);
    expect(names("search")).toEqual(["Home", "Search"]);
    expect(names("location")).toEqual(["Home", "Location"]);
  });

  it("places every page of the route table: Home, its section's page unless it is that page, the page by its title", () => {
    for (const id of routeIds) {
      const entry: RouteEntry = routeTable[id];
      const title = pageTitles[entry.path];
      expect(title, `${entry.path} has a title in tests/fixtures/page-titles.ts`).toBeDefined();
      const { label, path } = sections[entry.section];
      const middle = path !== undefined && path !== entry.path ? [{ name: label, path }] : [];
      const expected = entry.path === "/" ? [{ name: "Home", path: "/" }] : [{ name: "Home", path: "/" }, ...middle, { name: title, path: entry.path }];
      expect(breadcrumbTrail(id), id).toEqual(expected);
    }
  });
});
