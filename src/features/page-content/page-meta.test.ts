import { describe, expect, it } from "vitest";
import { site } from "../../config/site";
import { pageHead, pageTitle } from "./page-meta";

describe("page titles", () => {
  it("are 'Home | school' on the home page and '<title> | school' elsewhere", () => {
    expect(pageTitle("home")).toBe(`Home | ${site.schoolName}`);
    expect(pageTitle("leadership")).toBe(`Our Imaginative Team | ${site.schoolName}`);
  });

  it("name the sister school on the fee pages (docs/site.md, Identity and configuration)", () => {
    expect(pageTitle("grade8fee")).toBe(`Grade 8 Fees | ${site.sisterSchoolName}`);
    expect(pageTitle("fees")).toBe(`Fees | ${site.sisterSchoolName}`);
    expect(pageTitle("terms")).toBe(`Terms & Conditions | ${site.schoolName}`);
  });

  it("are the bare school name where no page matches", () => {
    expect(pageTitle("notFound")).toBe(site.schoolName);
    expect(pageTitle(undefined)).toBe(site.schoolName);
  });
});

describe("page head", () => {
  it("gives each page a description and its canonical address", () => {
    const head = pageHead("events");
    expect(head.canonical).toBe(`${site.siteOrigin}/events`);
    expect(head.description).toMatch(/term dates/i);
    expect(head.noindex).toBe(false);
  });

  it("keeps the not-found page and the sample card out of search results", () => {
    expect(pageHead(undefined)).toEqual({ title: site.schoolName, noindex: true });
    expect(pageHead("infoCard").noindex).toBe(true);
  });
});
