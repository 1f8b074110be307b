import type { RouteId } from "./route-table";

/**
 * The header menus and footer link lists of docs/site.md, Header and Footer, by route id.
 * Labels and paths come from the route table; only the order lives here.
 */

/** A menu item: a page of the site, or the external enquiry form (its address is in site.ts). */
export type NavItem = RouteId | "enquire";

export interface NavGroup {
  readonly label: string;
  readonly items: readonly NavItem[];
}

export const menuGroups = [
  { label: "Think", items: ["think", "different", "leadership"] },
  { label: "Think Pathways", items: ["pathways", "detailedPathways", "cadet", "mandarin", "seafarers"] },
  { label: "Think Boarding", items: ["boardingLife", "farmToFork", "laundry", "chaplaincy", "nursingCare", "safety"] },
  {
    label: "Think Talent",
    items: ["talent", "band", "football", "swimmers", "cycling", "skating", "golf", "farmers", "chess", "coding", "basket"],
  },
  { label: "Join Us", items: ["join", "grade7", "grade8", "grade9", "enquire"] },
  { label: "Fees", items: ["fees", "grade7fee", "grade8fee", "grade9fee", "terms"] },
] as const satisfies readonly NavGroup[];

/** Shown after Location, at the right end of the desktop header. */
export const accessGroup = {
  label: "Get Access",
  items: ["access", "events", "studentAccess", "staffAccess"],
} as const satisfies NavGroup;

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
