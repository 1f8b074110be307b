import { describe, expect, it } from "vitest";
import { accessGroup, footerQuickLinks, menuGroups } from "../../config/navigation";
import { site } from "../../config/site";
import { groupHoldsPath, navLink } from "./nav-links";

describe("menu links", () => {
  it("take their labels and paths from the route table (docs/site.md, Header)", () => {
    expect(navLink("leadership")).toEqual({ to: "/leadership", label: "Our Imaginative Team" });
    expect(navLink("cadet")).toEqual({ to: "/cadet", label: "Think Aviation" });
    expect(navLink("seafarers")).toEqual({ to: "/seafarers", label: "Think Maritime" });
    expect(navLink("band").label).toBe("Band Life");
    expect(navLink("football").label).toBe("Soccer");
    expect(navLink("coding").label).toBe("Robotics Club");
    expect(navLink("events").label).toBe("Calendar of Events");
    expect(navLink("terms").label).toBe("Terms & Conditions");
    expect(navLink("laundry").to).toBe("/laundry");
  });

  it("send Enquire to the external service with the school parameter", () => {
    const { to, label } = navLink("enquire");
    expect(label).toBe("Enquire");
    expect(new URL(to).searchParams.get("school")).toBe(site.enquiry.schoolParam);
  });

  it("list the groups and items of docs/site.md, Header and Footer, in order", () => {
    expect(menuGroups.map((g) => g.label)).toEqual(["Think", "Think Pathways", "Think Boarding", "Think Talent", "Join Us", "Fees"]);
    expect(menuGroups.map((g) => g.items.length)).toEqual([3, 5, 6, 11, 5, 5]);
    expect(accessGroup.items.map((i) => navLink(i).to)).toEqual(["/access", "/events", "/StuAccess", "/staffAccess"]);
    expect(footerQuickLinks.map((i) => navLink(i).to)).toEqual([
      "/", "/think", "/pathways", "/boarding-life", "/talent", "/join", "/location", "/fees", "/access",
    ]);
  });

  it("know which group holds the current page, whatever its letter case", () => {
    expect(groupHoldsPath(accessGroup.items, "/stuaccess")).toBe(true);
    expect(groupHoldsPath(accessGroup.items, "/fees")).toBe(false);
  });
});
