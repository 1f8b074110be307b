import { parseFeed } from "@rowanmanning/feed-parser";
import { describe, expect, it } from "vitest";
import { atomProblems } from "../../../tests/fixtures/atom-feed";
import { atomFeed, type FeedSite } from "./notice-feed";

const site: FeedSite = {
  origin: "https://www.school.example",
  feedPath: "/notices.xml",
  listPath: "/notices",
  title: "Notices | School",
  author: { name: "School", email: "office@school.example" },
};

const notices = [
  { path: "/notices/reopening", title: "Reopening postponed & <moved>", date: "2026-05-04", summary: "Term 2 opens on \"11 May\", not 4 May.", category: "Ministry circular" },
  { path: "/notices/fees-2026", title: "Fee structure 2026", date: "2026-01-05", summary: "The fees for 2026, by grade.", category: "Fees" },
];

describe("the notices' Atom feed", () => {
  it("links a notice's Kiswahili from its entry, marked hreflang sw, the feed itself English (docs/decisions/063)", () => {
    const withKiswahili = [{ ...notices[1]!, kiswahili: { path: "/sw/notices/fees-2026", title: "Karo ya 2026" } }];
    const xml = atomFeed(site, withKiswahili, "2026-05-10");
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-KE">');
    expect(xml).toContain('<link rel="alternate" type="text/html" hreflang="sw" href="https://www.school.example/sw/notices/fees-2026" title="Karo ya 2026"/>');
    expect(atomProblems(xml)).toEqual([]);
    // The entry's own address is still the English page, the one a feed reader opens.
    expect(parseFeed(xml).items[0]?.url).toBe("https://www.school.example/notices/fees-2026");
  });

  it("is valid Atom: every element RFC 4287 requires, once, in the Atom namespace", () => {
    expect(atomProblems(atomFeed(site, notices, "2026-05-10"))).toEqual([]);
    expect(atomProblems(atomFeed(site, [], "2026-05-10"))).toEqual([]);
  });

  it("is read by a feed parser as the notices, newest first, with their links and summaries", () => {
    const feed = parseFeed(atomFeed(site, notices, "2026-05-10"));
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Notices | School");
    expect(feed.url).toBe("https://www.school.example/notices");
    expect(feed.self).toBe("https://www.school.example/notices.xml");
    expect(feed.items.map((item) => [item.title, item.url, item.description])).toEqual([
      ["Reopening postponed & <moved>", "https://www.school.example/notices/reopening", "Term 2 opens on \"11 May\", not 4 May."],
      ["Fee structure 2026", "https://www.school.example/notices/fees-2026", "The fees for 2026, by grade."],
    ]);
    expect(feed.items[1]!.updated?.toISOString()).toBe("2026-01-04T21:00:00.000Z");
  });

  it("is updated on its newest notice's day, so a rebuild with the same notices writes the same feed", () => {
    expect(atomFeed(site, notices, "2026-05-10")).toBe(atomFeed(site, notices, "2026-06-30"));
    expect(atomFeed(site, notices, "2026-05-10")).toContain("<updated>2026-05-04T00:00:00+03:00</updated>\n  <link");
    expect(atomFeed(site, [], "2026-05-10")).toContain("<updated>2026-05-10T00:00:00+03:00</updated>");
  });

  it("the RFC check finds what a feed lacks", () => {
    const withoutIds = atomFeed(site, notices, "2026-05-10").replace(/\s*<id>[^<]*<\/id>/g, "");
    expect(atomProblems(withoutIds)).toContain("feed: 0 atom:id elements, RFC 4287 requires exactly one");
    expect(atomProblems(withoutIds)).toContain("entry 1: 0 atom:id elements, RFC 4287 requires exactly one");
    expect(atomProblems(atomFeed(site, notices, "x").replace('xmlns="http://www.w3.org/2005/Atom"', ""))).toEqual(["the root element is not atom:feed"]);
    expect(atomProblems(atomFeed(site, notices, "2026-05-10").replace(/<summary>[^<]*<\/summary>/, ""))).toContain("entry 1: no atom:content, so exactly one atom:summary is required");
  });
});
