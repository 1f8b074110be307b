import type { RouteId, Section } from "./route-table";

/**
 * The header menus and footer link lists of docs/site.md, Header and Footer, by route id.
 * Labels and paths come from the route table; only the order lives here.
 */

/** A menu item: a page of the site, or the external enquiry form (its address is in site.ts). */
export type NavItem = RouteId | "enquire";

export interface NavGroup {
  readonly label: string;
  readonly items: readonly NavItem[];
  /**
   * The route table's section the group presents: the group's label names that section in a
   * page's breadcrumb and on its share image, and its first item is the section's own page
   * (docs/site.md, Link previews and structured data).
   */
  readonly section: Section;
}

export const menuGroups = [
  { label: "Think", section: "about", items: ["think", "different", "leadership"] },
  { label: "Think Pathways", section: "pathways", items: ["pathways", "detailedPathways", "cadet", "mandarin", "seafarers"] },
  { label: "Think Boarding", section: "boarding", items: ["boardingLife", "farmToFork", "laundry", "chaplaincy", "nursingCare", "safety"] },
  {
    label: "Think Talent",
    section: "talent",
    items: ["talent", "band", "football", "swimmers", "cycling", "skating", "golf", "farmers", "chess", "coding", "basket"],
  },
  { label: "Join Us", section: "admissions", items: ["join", "grade7", "grade8", "grade9", "enquire"] },
  { label: "Fees", section: "fees", items: ["fees", "grade7fee", "grade8fee", "grade9fee", "terms"] },
] as const satisfies readonly NavGroup[];

/** Shown after Location, at the right end of the desktop header. */
export const accessGroup = {
  label: "Get Access",
  section: "access",
  items: ["access", "events", "studentAccess", "staffAccess"],
} as const satisfies NavGroup;

/**
 * The sections no menu group presents: the page that stands for the section in a breadcrumb (named
 * by its title), or only a label for its share image when no page does (docs/site.md, Link
 * previews and structured data). A page of a section with neither goes straight from Home.
 */
export const sectionsOutsideMenus = {
  home: { page: "home" },
  visit: { page: "location" },
  results: { page: "performance" },
  legal: { label: "Legal" },
  notices: { page: "notices" },
  other: {},
} as const satisfies Partial<Record<Section, { readonly page?: RouteId; readonly label?: string }>>;

export const footerQuickLinks = [
  "home",
  "think",
  "pathways",
  "boardingLife",
  "talent",
  "join",
  "location",
  "fees",
  "access",
] as const satisfies readonly RouteId[];

export const footerLegalLinks = ["privacy", "disclaimer", "sitemap"] as const satisfies readonly RouteId[];
