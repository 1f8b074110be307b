import { accessGroup, menuGroups, sectionsOutsideMenus } from "../../config/navigation";
import { routeTable, type RouteEntry, type RouteId, type Section } from "../../config/route-table";

/**
 * Where a page sits in the site, for its breadcrumb (docs/site.md, Link previews and structured
 * data): Home → its section's page → the page. A section is named by the menu group presenting
 * it, whose first item is the section's page (src/config/navigation.ts); the sections no menu
 * presents are listed there too.
 */

export interface SectionHead {
  /** How the section is named: its menu group's label, or its page's title. */
  label?: string;
  /** The page that stands for the section. */
  page?: RouteId;
}

export function sectionHead(section: Section): SectionHead {
  const group = [...menuGroups, accessGroup].find((candidate) => candidate.section === section);
  // A group's first item is always a page of the site (the enquiry form never opens a group).
  if (group) return { label: group.label, page: group.items[0] };
  const outside: { readonly page?: RouteId; readonly label?: string } | undefined = (
    sectionsOutsideMenus as Partial<Record<Section, { readonly page?: RouteId; readonly label?: string }>>
  )[section];
  if (!outside) throw new Error(`section '${section}' has no menu group and is not in sectionsOutsideMenus (src/config/navigation.ts)`);
  const page = outside.page;
  return { label: outside.label ?? (page ? routeTable[page].title : undefined), page };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home → the section's page (unless the page is it, or the section has none) → the page. */
export function breadcrumbTrail(id: RouteId): Crumb[] {
  if (id === "home") return [{ name: routeTable.home.title, path: routeTable.home.path }];
  const entry: RouteEntry = routeTable[id];
  return pageTrail({ ...entry, id });
}

/** The same for any page of the site, a notice included (src/features/page-content/site-pages.build.ts): Home → Notices and Circulars → the notice. */
export function pageTrail(page: { readonly section: Section; readonly title: string; readonly path: string; readonly id?: RouteId }): Crumb[] {
  const home: Crumb = { name: routeTable.home.title, path: routeTable.home.path };
  const head = sectionHead(page.section);
  const trail = [home];
  if (head.page && head.page !== page.id && head.page !== "home") {
    trail.push({ name: head.label ?? routeTable[head.page].title, path: routeTable[head.page].path });
  }
  trail.push({ name: page.title, path: page.path });
  return trail;
}
