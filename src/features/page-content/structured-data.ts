import type { BreadcrumbList, PostalAddress, School, Thing, WithContext } from "schema-dts";
import { routeTable, type RouteId } from "../../config/route-table";
import { site } from "../../config/site";
import { breadcrumbTrail, type Crumb } from "../navigation/breadcrumbs";
import { appIconFor } from "../offline/web-app-manifest";

/**
 * What search engines and link previews read about a page, as JSON-LD (docs/site.md, Link
 * previews and structured data): the school on the home page, a breadcrumb on every page. Every
 * value comes from the site configuration and the route table.
 */

/** The school's one identifier, so other objects (a term's opening) can point at it. */
export const schoolId = `${site.siteOrigin}/#school`;

export function schoolAddress(): PostalAddress {
  const address = site.postalAddress;
  return {
    "@type": "PostalAddress",
    postOfficeBoxNumber: address.box,
    addressLocality: address.town,
    addressRegion: address.county,
    addressCountry: address.country,
  };
}

export function schoolData(): WithContext<School> {
  return {
    "@context": "https://schema.org",
    "@type": "School",
    "@id": schoolId,
    name: site.schoolName,
    alternateName: site.shortName,
    description: routeTable.home.description,
    slogan: site.tagline,
    url: `${site.siteOrigin}/`,
    logo: `${site.siteOrigin}${appIconFor("logo").path}`,
    telephone: site.phone.tel,
    email: site.admissionsEmail,
    address: schoolAddress(),
    sameAs: site.socialLinks.map((link) => link.url),
  };
}

export function breadcrumbData(id: RouteId): WithContext<BreadcrumbList> {
  return breadcrumbListOf(breadcrumbTrail(id));
}

/** A breadcrumb trail (src/features/navigation/breadcrumbs.ts) as JSON-LD. */
export function breadcrumbListOf(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${site.siteOrigin}${crumb.path}`,
    })),
  };
}

/** The JSON-LD every page of the route table carries in its head; /events adds its terms. */
export function pageStructuredData(id: RouteId | undefined): WithContext<Thing>[] {
  if (id === undefined) return [];
  return id === "home" ? [schoolData(), breadcrumbData(id)] : [breadcrumbData(id)];
}

/**
 * The text of a `<script type="application/ld+json">`: JSON in which `<`, `>` and `&` are written
 * as escapes, so no value (a title with `</script>` in it) can end the element early.
 */
export function jsonLdText(data: WithContext<Thing> | readonly WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
