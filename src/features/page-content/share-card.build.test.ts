import { describe, expect, it } from "vitest";
import { site } from "../../config/site";
import { shareCardOf, shareCards, shareCardTree, shareImageOf, shareImagePath } from "./share-card.build";

describe("share cards (docs/site.md, Link previews and structured data)", () => {
  it("draws one card per named section, with the school's name above the section's", () => {
    const cards = shareCards();
    expect(new Set(cards.map((card) => card.key)).size).toBe(cards.length);
    expect(shareCardOf("talent")).toMatchObject({ title: "Think Talent", kicker: site.schoolName, alt: `${site.schoolName}: Think Talent` });
    expect(shareCardOf("fees").title).toBe("Fees");
    expect(JSON.stringify(shareCardTree(shareCardOf("fees")))).toContain(site.schoolName);
  });

  it("gives pages of a section with no name, and the not-found page, the home card", () => {
    expect(shareCardOf("other")).toEqual(shareCardOf("home"));
    expect(shareImageOf("offline").url).toBe(shareImageOf("home").url);
    expect(shareImageOf(undefined).url).toBe(shareImageOf("home").url);
    expect(shareCardOf("home").title).toBe(site.schoolName);
  });

  it("names each image by what it shows, so a changed card is a new address", () => {
    const fees = shareCardOf("fees");
    expect(shareImagePath(fees)).toMatch(/^\/assets\/share-fees\.[0-9a-f]{10}\.png$/);
    expect(shareImagePath({ ...fees, title: "School Fees" })).not.toBe(shareImagePath(fees));
    expect(shareImageOf("grade7fee")).toEqual(shareImageOf("fees"));
    expect(shareImageOf("band").url).not.toBe(shareImageOf("fees").url);
  });

  it("is an absolute 1200 × 630 picture at the site's origin", () => {
    const image = shareImageOf("events");
    expect(image).toMatchObject({ width: 1200, height: 630, alt: `${site.schoolName}: Get Access` });
    expect(image.url.startsWith(`${site.siteOrigin}/assets/share-access.`)).toBe(true);
  });
});
