import { describe, expect, it } from "vitest";
import { site } from "../config/site";
import { pageMeta, pageTitle, routeIdOfPath } from "./page-meta";

describe("page titles", () => {
  it("are 'Home | school' on the home page and '<title> | school' elsewhere", () => {
    expect(pageTitle("home")).toBe(`Home | ${site.schoolName}`);
    expect(pageTitle("leadership")).toBe(`Our Imaginative Team | ${site.schoolName}`);
  });

  it("name the sister school on the fee pages (SPEC.md §1)", () => {
    expect(pageTitle("grade8fee")).toBe(`Grade 8 Fees | ${site.sisterSchoolName}`);
    expect(pageTitle("fees")).toBe(`Fees | ${site.sisterSchoolName}`);
    expect(pageTitle("terms")).toBe(`Terms & Conditions | ${site.schoolName}`);
  });

  it("are the bare school name where no page matches", () => {
    expect(pageTitle("notFound")).toBe(site.schoolName);
    expect(pageTitle(undefined)).toBe(site.schoolName);
  });

  it("give each page a description and a canonical address", () => {
    const meta = pageMeta("events");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.siteOrigin}/events` });
    expect(meta.some((m) => "name" in m && m.name === "description")).toBe(true);
  });
});

describe("routeIdOfPath", () => {
  it("finds a page by its path in any letter case, and nothing for unknown paths", () => {
    expect(routeIdOfPath("/")).toBe("home");
    expect(routeIdOfPath("/stuaccess")).toBe("stuAccess");
    expect(routeIdOfPath("/fees/")).toBe("fees");
    expect(routeIdOfPath("/404")).toBeUndefined();
  });
});
