import { describe, expect, it } from "vitest";
import type { PageContent } from "~/components/page-types";
import { routeIds, routeTable, type RouteEntry } from "~/config/route-table";
import { site } from "~/config/site";
import { differentPage, historyPage, leadershipPage, nurturePage, thinkPage } from "./about";
import { accessPage, staffAccessPage, studentAccessPage, withPortals } from "./access";
import { boardingLifePage, disciplinePage, homeFromHomePage } from "./boarding";
import { chaplaincyPage, farmToForkPage, laundryPage, nursingCarePage, safetyPage } from "./boarding-care";
import { clubIds } from "./club-chain";
import { clubPage, clubs, talentPage } from "./clubs";
import { disclaimerPage } from "./disclaimer";
import { infoCardPage } from "./info-card";
import { locationPage } from "./location";
import { privacyPage } from "./privacy";
import { sitemapPage } from "./sitemap";

const pages: PageContent[] = [
  ...[thinkPage, historyPage, leadershipPage, differentPage, nurturePage],
  ...[boardingLifePage, homeFromHomePage, disciplinePage, safetyPage, farmToForkPage],
  ...[nursingCarePage, chaplaincyPage, laundryPage, talentPage, ...clubIds.map(clubPage)],
  ...[locationPage, accessPage, studentAccessPage, staffAccessPage, privacyPage],
  ...[disclaimerPage, sitemapPage, infoCardPage],
];

// Canonical paths, and the variant spellings SPEC.md itself links (they redirect).
const knownPaths = new Set<string>(
  routeIds.flatMap((id) => {
    const entry: RouteEntry = routeTable[id];
    return [entry.path, ...(entry.aliases ?? [])];
  }),
);

function linksOf(page: PageContent): string[] {
  return [
    ...(page.actions ?? []),
    ...(page.next ? [page.next.link] : []),
    ...(page.sections ?? []).flatMap((s) => [
      ...(s.actions ?? []),
      ...(s.links ?? []),
      ...(s.cards ?? []).flatMap((c) => (c.link ? [c.link] : [])),
      ...(s.facts ?? []).flatMap((f) => (f.to ? [{ to: f.to }] : [])),
    ]),
  ].map((link) => link.to);
}

describe("the pages written in app/content", () => {
  it("cover each of these routes once", () => {
    const ids = pages.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(34);
  });

  it.each(pages.map((page) => [page.id, page] as const))("%s links only to pages that exist, the outside world, mail or phone", (_id, page) => {
    for (const to of linksOf(page)) {
      if (to.startsWith("/")) expect(knownPaths, to).toContain(to);
      else expect(to).toMatch(/^(https:\/\/|mailto:|tel:)/);
    }
  });

  it.each(pages.map((page) => [page.id, page] as const))("%s has a lead and headed sections without empty parts", (_id, page) => {
    expect(page.lead.length).toBeGreaterThan(20);
    for (const section of page.sections ?? []) {
      expect(section.title).not.toBe("");
      for (const card of section.cards ?? []) expect(card.text.length, card.title).toBeGreaterThan(10);
    }
  });
});

describe("facts that SPEC.md fixes", () => {
  const text = (page: PageContent) => JSON.stringify(page);

  it("nursing care: 24/7 nursing, a doctor twice a week, free medication for minor ailments", () => {
    const titles = nursingCarePage.sections?.[0]?.cards?.map((card) => card.title);
    expect(titles).toEqual(["24/7 Nursing Care", "A Doctor Twice a Week", "Free Medication for Minor Ailments"]);
  });

  it("the origin story: 1995, a former sisal estate in Murang'a County, the early 2000s, 2015, January 2023", () => {
    for (const fact of ["1995", "former sisal estate in Murang'a County", "early 2000s", "2015", "January 2023"]) {
      expect(text(differentPage)).toContain(fact);
    }
  });

  it("the boarding-life safety card leads to /safety", () => {
    const safety = boardingLifePage.sections?.[0]?.cards?.find((card) => card.title === "Safety");
    expect(safety?.link?.to).toBe(routeTable.safety.path);
    expect(boardingLifePage.sections?.[0]?.cards).toHaveLength(5);
  });

  it("golf is coached every Friday; scouts, chef, golf and discipline keep the sister school's wording", () => {
    expect(clubs.golf.paragraph).toContain("every Friday");
    for (const words of [clubs.scouts.paragraph, clubs.chef.paragraph, clubs.golf.paragraph, disciplinePage.lead]) {
      expect(words).toContain(site.sisterSchoolName);
    }
  });

  it("the privacy policy says the site is not for children under 13 and names the banner's storage key", () => {
    expect(text(privacyPage)).toContain("not intended for children under 13");
    expect(text(privacyPage)).toContain(site.admissionsCountdown.storageKey);
  });
});

describe("withPortals", () => {
  it("refuses a portal that no card describes", () => {
    const page: PageContent = { id: "access", lead: "Lead", sections: [{ title: "Portals", cards: [{ title: "Something else", text: "Text" }] }] };
    expect(() => withPortals(page, [{ name: "Clinic", url: "https://clinic.sisalridge.example", icon: "stethoscope" }])).toThrow(/Clinic/);
  });

  it("gives every portal card its link from site.ts", () => {
    const links = staffAccessPage.sections?.[0]?.cards?.map((card) => card.link?.to);
    expect(links).toEqual(site.portals.staff.map((portal) => portal.url));
  });
});
