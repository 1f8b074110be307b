import type { RouteId } from "~/config/route-table";
import type { Picture } from "~/lib/picture";
import type { CardData } from "./card-grid";

/**
 * The shapes of a page written as data (app/content/*), rendered by ContentPage.
 * A content module describes what a page says; the components decide how it looks.
 */

export interface PhotoData {
  picture: Picture;
  /** What the photo shows, for people who cannot see it. */
  alt: string;
  objectPosition?: string;
}

/** A link: `to` is a path from pathOf(), an http address (opens in a new tab), or mailto:/tel:. */
export interface ActionLink {
  to: string;
  label: string;
  variant?: "primary" | "secondary" | "gold";
}

/** One line of a definition list: 'Phone' → '+254 …', optionally a link. */
export interface Fact {
  term: string;
  detail: string;
  to?: string;
}

export interface TimelineEntry {
  when: string;
  title: string;
  text: string;
}

export interface Slide extends PhotoData {
  caption: string;
}

export interface Profile {
  name: string;
  role: string;
  location: string;
  photo: PhotoData;
  about: readonly string[];
}

/** What a section may hold; each part is drawn in this order when present. */
export interface SectionContent {
  paragraphs?: readonly string[];
  /** Drawn beside the paragraphs on wide screens. */
  photo?: PhotoData;
  bullets?: readonly string[];
  facts?: readonly Fact[];
  /** An embedded map: loaded lazily, named by its title. */
  map?: { src: string; title: string };
  slides?: readonly Slide[];
  timeline?: readonly TimelineEntry[];
  profile?: Profile;
  cards?: readonly CardData[];
  columns?: 2 | 3 | 4;
  /** A list of links; numbered when `ordered`. */
  links?: readonly ActionLink[];
  ordered?: boolean;
  /** Buttons at the end of the section. */
  actions?: readonly ActionLink[];
}

export interface PageSection extends SectionContent {
  /** The section's h2. */
  title: string;
  /** Anchor for deep links (`/page#id`). */
  id?: string;
  intro?: string;
}

/** A whole page as data: the hero, its sections in order, and where to read on. */
export interface PageContent {
  id: RouteId;
  eyebrow?: string;
  lead: string;
  photo?: PhotoData;
  /** Buttons under the lead. */
  actions?: readonly ActionLink[];
  sections?: readonly PageSection[];
  /** The closing band: a sentence and a button to the next page to read. */
  next?: { text: string; link: ActionLink };
}
