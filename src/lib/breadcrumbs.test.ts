import { describe, expect, it } from "vitest";
import { accessGroup, menuGroups } from "../config/navigation";
import { routeIds, routeTable, type RouteEntry } from "../config/route-table";
import { breadcrumbTrail, sectionHead } from "./breadcrumbs";

const names = (id: Parameters<typeof breadcrumbTrail>[0]) => breadcrumbTrail(id).map((crumb) => crumb.name);

describe("breadcrumbs (docs/site.md, Link previews and structured data)", () => {
  it("names a section by its menu group and leads to the group's first page", () => {
    for (const group of [...menuGroups, accessGroup]) {
      expect(sectionHead(group.section)).toEqual({ label: group.label, page: group.items[0] });
    }
  });

  it("goes Home → section → page, and names the section's own page once", () => {
    expect(names("band")).toEqual(["Home", "Think Talent", "Band Life"]);
    expect(breadcrumbTrail("grade8fee").map((crumb) => crumb.path)).toEqual(["/", "/fees", "/grade8fee"]);
    expect(names("events")).toEqual(["Home", "Get Access", "Calendar of Events"]);
    expect(names("fees")).toEqual(["Home", "Fees"]);
    expect(names("talent")).toEqual(["Home", "Think Talent"]);
    expect(names("home")).toEqual(["Home"]);
  });

  it("goes straight from Home where a section has no page of its own", () => {
    expect(names("privacy")).toEqual(["Home", "Privacy Policy"]);
    expect(names("offline")).toEqual(["Home", "You Are Offline"]);
    expect(names("location")).toEqual(["Home", "Location"]);
    expect(sectionHead("legal")).toEqual({ label: "Legal", page: undefined });
    expect(sectionHead("results")).toEqual({ label: "Exam Results", page: "performance" });
  });

  it("places every page of the route table, ending at the page itself", () => {
    for (const id of routeIds) {
      const entry: RouteEntry = routeTable[id];
      const trail = breadcrumbTrail(id);
      expect(trail[0]).toEqual({ name: "Home", path: "/" });
      expect(trail.at(-1)).toEqual({ name: entry.title, path: entry.path });
      expect(new Set(trail.map((crumb) => crumb.path)).size, id).toBe(trail.length);
    }
  });
});
