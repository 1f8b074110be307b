import { createHash } from "node:crypto";
import { brandColours } from "../../config/brand";
import { routeTable, type RouteEntry, type RouteId, type Section } from "../../config/route-table";
import { site } from "../../config/site";
import { sectionHead } from "../navigation/breadcrumbs";

/**
 * The picture a link to the site shows when shared (WhatsApp, Facebook, X): one per section of
 * the route table, with the school's name and the section's name on the school's green
 * (docs/site.md, Link previews and structured data). A page of a section with no name of its
 * own (the sample card, search, the offline page) and the not-found page share the home card.
 *
 * The card is described here as data, laid out by satori and drawn to PNG by sharp at build
 * (src/integrations/share-images.ts). Its file name carries a hash of that description, so a
 * changed name or design is a new address: no preview keeps showing an old picture.
 */

export const shareCardSize = { width: 1200, height: 630 } as const;

/** The typeface of the cards: Noto Sans (the site's own text face on Android), from @fontsource, Latin. */
export const shareCardFonts = [400, 700].flatMap((weight) =>
  ["latin", "latin-ext"].map((subset) => ({
    name: "Noto Sans",
    weight: weight as 400 | 700,
    file: `@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`,
  })),
);

/** An element of the card as satori reads it: a tag, its style, and its text or children. */
export interface CardNode {
  type: "div";
  props: { style: Record<string, string | number>; children?: string | CardNode[] };
}

const box = (style: CardNode["props"]["style"], children?: string | CardNode[]): CardNode => ({
  type: "div",
  props: { style: { display: "flex", ...style }, ...(children === undefined ? {} : { children }) },
});

export interface ShareCard {
  /** 'home', or the section: the image's file name. */
  key: "home" | Section;
  /** The large line. */
  title: string;
  /** The line above it. */
  kicker: string;
  /** For people who cannot see it (`og:image:alt`). */
  alt: string;
}

function homeCard(): ShareCard {
  return { key: "home", title: site.schoolName, kicker: site.tagline, alt: `${site.schoolName}: ${site.tagline}` };
}

/** The card of a section: its name under the school's, or the home card for a section without one. */
export function shareCardOf(section: Section): ShareCard {
  const label = section === "home" ? undefined : sectionHead(section).label;
  if (!label) return homeCard();
  return { key: section, title: label, kicker: site.schoolName, alt: `${site.schoolName}: ${label}` };
}

/** Every card the build draws, once each. */
export function shareCards(): ShareCard[] {
  const sections = [...new Set(Object.values(routeTable).map((entry: RouteEntry) => entry.section))];
  const cards = new Map<string, ShareCard>([["home", homeCard()]]);
  for (const section of sections) {
    const card = shareCardOf(section);
    cards.set(card.key, card);
  }
  return [...cards.values()];
}

/** The card's layout: the section's name large, the school's above it, the site's address below. */
export function shareCardTree(card: ShareCard): CardNode {
  const { width, height } = shareCardSize;
  return box(
    { width, height, flexDirection: "column", backgroundColor: brandColours.green, color: "#ffffff", fontFamily: "Noto Sans" },
    [
      box({ flexGrow: 1, flexDirection: "column", justifyContent: "center", padding: "0 96px" }, [
        box({ fontSize: 40, fontWeight: 700, color: brandColours.gold, marginBottom: 24 }, card.kicker),
        box({ fontSize: card.title.length > 24 ? 84 : 104, fontWeight: 700, lineHeight: 1.1 }, card.title),
      ]),
      box({ height: 96, alignItems: "center", padding: "0 96px", fontSize: 30, color: brandColours.paleGreen, backgroundColor: "#062e1b" }, new URL(site.siteOrigin).host),
      box({ height: 14, backgroundColor: brandColours.gold }),
    ],
  );
}

/** The image's address in the build: under /assets/, named by a hash of what it shows, so it never changes. */
export function shareImagePath(card: ShareCard): `/assets/${string}.png` {
  const fingerprint = createHash("sha256")
    .update(JSON.stringify({ tree: shareCardTree(card), size: shareCardSize, fonts: shareCardFonts }))
    .digest("hex")
    .slice(0, 10);
  return `/assets/share-${card.key}.${fingerprint}.png`;
}

export interface ShareImage {
  /** Absolute, as link previews require. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The share image of a page (`og:image`); the not-found page's is the home card. */
export function shareImageOf(id: RouteId | undefined): ShareImage {
  return id === undefined ? shareImageOfCard(homeCard()) : shareImageOfSection(routeTable[id].section);
}

/** The share image of a section's pages: a notice's is the Notices card (src/features/page-content/site-pages.build.ts gives its section). */
export function shareImageOfSection(section: Section): ShareImage {
  return shareImageOfCard(shareCardOf(section));
}

function shareImageOfCard(card: ShareCard): ShareImage {
  return { url: `${site.siteOrigin}${shareImagePath(card)}`, ...shareCardSize, alt: card.alt };
}
