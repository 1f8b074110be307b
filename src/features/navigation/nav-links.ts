import type { NavGroup, NavItem } from "../../config/navigation";
import { englishPathOf } from "../../config/languages";
import type { PageLanguage } from "../kiswahili/page-language";
import { routeTable, type RouteEntry } from "../../config/route-table";
import { enquiryUrl } from "../contact/enquiry-url";

export interface NavLinkData {
  to: string;
  label: string;
}

/**
 * A menu item's address and label, from the route table (or the enquiry service for 'Enquire'). On
 * a Kiswahili page, a page that has Kiswahili is linked at its /sw address with its Kiswahili name;
 * the others stay English, as they are (docs/decisions/063).
 */
export function navLink(item: NavItem, language?: PageLanguage): NavLinkData {
  if (item === "enquire") return { to: enquiryUrl(), label: language?.words.menu.enquire ?? "Enquire" };
  const kiswahili = language?.kiswahiliLinks?.[item];
  if (kiswahili) return { to: kiswahili.to, label: kiswahili.label };
  const entry: RouteEntry = routeTable[item];
  return { to: entry.path, label: entry.label ?? entry.title };
}

/** The word of each menu group, by the section it presents, in en.json and sw.json's `menu`. */
const groupWords = { about: "think", pathways: "pathways", boarding: "boarding", talent: "talent", admissions: "admissions", fees: "fees", access: "access" } as const;

/** A menu group's label in the page's language. */
export function groupLabel(group: NavGroup, language?: PageLanguage): string {
  const key = groupWords[group.section as keyof typeof groupWords] as keyof PageLanguage["words"]["menu"] | undefined;
  return language && key ? language.words.menu[key] : group.label;
}

/** Whether a menu group holds the page being shown (its trigger is then highlighted). */
export function groupHoldsPath(items: readonly NavItem[], pathname: string): boolean {
  const english = englishPathOf(pathname).toLowerCase();
  return items.some((item) => item !== "enquire" && routeTable[item].path.toLowerCase() === english);
}
