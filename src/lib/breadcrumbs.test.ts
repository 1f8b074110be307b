import { describe, expect, it } from "vitest";
import { routeIds, routeTable, type RouteEntry, type Section } from "../config/route-table";
import { pageTitles } from "../../tests/fixtures/page-titles";
import { breadcrumbTrail, sectionHead, type Crumb, type SectionHead } from "./breadcrumbs";

const names = (id: Parameters<typeof breadcrumbTrail>[0]) => breadcrumbTrail(id).map((crumb) => crumb.name);

/**
 * Each section's name and the page that stands for it (docs/site.md, Header, Menu groups, and
 * Link previews: the menu group's label, or 'Location', 'Exam Results', 'Legal'; none for Other).
 */
const sectionHeads: Record<Section, SectionHead> = {
  home: { label: "Home", page: "home" },
  about: { label: "Think", page: "think" },
  pathways: { label: "Think Pathways", page: "pathways" },
  boarding: { label: "Think Boarding", page: "boardingLife" },
  talent: { label: "Think Talent", page: "talent" },
  admissions: { label: "Join Us", page: "join" },
  fees: { label: "Fees", page: "fees" },
  access: { label: "Get Access", page: "access" },
  visit: { label: "Location", page: "location" },
  legal: { label: "Legal", page: undefined },
  results: { label: "Exam Results", page: "performance" },
  other: { label: undefined, page: undefined },
};

/** The crumb between Home and a page of each section, where the section has a page of its own. */
const sectionCrumbs: Partial<Record<Section, Crumb>> = {
  about: { name: "Think", path: "/think" },
  pathways: { name: "Think Pathways", path: "/pathways" },
  boarding: { name: "Think Boarding", path: "/boarding-life" },
  talent: { name: "Think Talent", path: "/talent" },
  admissions: { name: "Join Us", path: "/join" },
  fees: { name: "Fees", path: "/fees" },
  access: { name: "Get Access", path: "/access" },
  visit: { name: "Location", path: "/location" },
  results: { name: "Exam Results", path: "/perfomance" },
};

describe("breadcrumbs (docs/site.md, Link previews and structured data)", () => {
  it("names each section by its menu group and leads to the group's first page", () => {
    for (const [section, head] of Object.entries(sectionHeads)) expect(sectionHead(section as Section), section).toEqual(head);
  });

  it("goes Home → section → page, and names the section's own page once", () => {
    expect(names("band")).toEqual(["Home", "Think Talent", "Band Life"]);
    expect(breadcrumbTrail("grade8fee").map((crumb) => crumb.path)).toEqual(["/", "/fees", "/grade8fee"]);
    expect(names("events")).toEqual(["Home", "Get Access", "Calendar of Events"]);
    expect(names("fees")).toEqual(["Home", "Fees"]);
    expect(names("talent")).toEqual(["Home", "Think Talent"]);
    expect(names("boardingLife")).toEqual(["Home", "Boarding Life"]);
    expect(names("home")).toEqual(["Home"]);
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
      const middle = sectionCrumbs[entry.section];
      const expected = [{ name: "Home", path: "/" }, ...(middle && middle.path !== entry.path ? [middle] : []), { name: title, path: entry.path }];
      expect(breadcrumbTrail(id), id).toEqual(id === "home" ? [{ name: "Home", path: "/" }] : expected);
    }
  });
});
