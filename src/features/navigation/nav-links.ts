import type { NavItem } from "../../config/navigation";
import { routeTable, type RouteEntry } from "../../config/route-table";
import { enquiryUrl } from "../contact/enquiry-url";

export interface NavLinkData {
  to: string;
  label: string;
}

/** A menu item's address and label, from the route table (or the enquiry service for 'Enquire'). */
export function navLink(item: NavItem): NavLinkData {
  if (item === "enquire") return { to: enquiryUrl(), label: "Enquire" };
  const entry: RouteEntry = routeTable[item];
  return { to: entry.path, label: entry.label ?? entry.title };
}

/** Whether a menu group holds the page being shown (its trigger is then highlighted). */
export function groupHoldsPath(items: readonly NavItem[], pathname: string): boolean {
  return items.some((item) => item !== "enquire" && routeTable[item].path.toLowerCase() === pathname.toLowerCase());
}
