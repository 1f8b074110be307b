import type { Thing, WithContext } from "schema-dts";
import { englishPathOf, htmlLang, localePath } from "../../config/languages";
import { site } from "../../config/site";
import { pageTrail } from "../navigation/breadcrumbs";
import type { SitePage } from "../page-content/site-pages.build";
import { breadcrumbListOf, schoolData } from "../page-content/structured-data";
import { sitePageAt } from "./page-language.build";

export interface AlternateLink {
  readonly hreflang: string;
  readonly href: string;
}

/**
 * `<link rel="alternate" hreflang>` for a page in both languages (docs/decisions/063): each of the
 * pair lists both, and `x-default` names the English, the address the school published first and
 * the one a reader of neither language is given. A page in one language only lists none.
 */
export function alternateLinks(page: SitePage | undefined): AlternateLink[] {
  if (!page?.alternate) return [];
  const english = page.language === "en" ? page.path : page.alternate;
  const kiswahili = page.language === "sw" ? page.path : page.alternate;
  return [
    { hreflang: htmlLang.en, href: `${site.siteOrigin}${english}` },
    { hreflang: htmlLang.sw, href: `${site.siteOrigin}${kiswahili}` },
    { hreflang: "x-default", href: `${site.siteOrigin}${english}` },
  ];
}

/**
 * A Kiswahili page's JSON-LD in Kiswahili: its breadcrumb named by the Kiswahili pages where they
 * exist (Nyumbani → Karo → …), and on the home page the school with its Kiswahili description.
 */
export function kiswahiliStructuredData(page: SitePage): WithContext<Thing>[] {
  const trail = pageTrail({ ...page, path: englishPathOf(page.path) }).map((crumb) => {
    const kiswahili = sitePageAt(localePath(crumb.path as `/${string}`, "sw"));
    return kiswahili ? { name: kiswahili.title, path: kiswahili.path } : crumb;
  });
  const breadcrumb = breadcrumbListOf(trail);
  return page.id === "home" ? [Object.assign(schoolData(), { description: page.description }) as WithContext<Thing>, breadcrumb] : [breadcrumb];
}
