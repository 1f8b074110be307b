import { localePath, type Language } from "../../config/languages";
import { routeTable, type RouteId } from "../../config/route-table";
import { sitePages, type SitePage } from "../page-content/site-pages.build";
import { englishPageLanguage, type LanguageLink, type PageLanguage } from "./page-language";
import { uiWordsOf } from "./ui-words";

let cached: ReadonlyMap<string, SitePage> | undefined;

/** The site's page at a canonical address (src/features/page-content/site-pages.build.ts), read once per build. */
export function sitePageAt(path: string): SitePage | undefined {
  cached ??= new Map(sitePages().map((page) => [page.path, page]));
  return cached.get(path);
}

/** A route table page in a language: the English entry's page, or its Kiswahili one when it has it. */
export function routePageIn(id: RouteId, language: Language): SitePage | undefined {
  return sitePageAt(localePath(routeTable[id].path, language));
}

function kiswahiliLinks(): Partial<Record<RouteId, LanguageLink>> {
  const links: Partial<Record<RouteId, LanguageLink>> = {};
  for (const page of (cached ??= new Map(sitePages().map((each) => [each.path, each]))).values()) {
    if (page.language === "sw" && page.id !== undefined && page.collection === undefined) links[page.id] = { to: page.path, label: page.label ?? page.title };
  }
  return links;
}

/** What the parts of every page need of its language (src/features/kiswahili/page-language.ts). */
export function pageLanguageOf(page: SitePage | undefined, language: Language): PageLanguage {
  if (language === "en") return englishPageLanguage(page?.alternate);
  return { language, words: uiWordsOf(language), kiswahiliLinks: kiswahiliLinks(), alternate: page?.alternate };
}

/**
 * An address of the site as a Kiswahili page links it: the page's /sw address where it has
 * Kiswahili (`/terms#fees` → `/sw/terms#fees`), else as written (an English-only page, a file, another site).
 */
export function kiswahiliHref(href: string): string {
  const match = /^(\/[^?#]*)(.*)$/.exec(href);
  if (!match || href.startsWith("//")) return href;
  const [, path = "", rest = ""] = match;
  const kiswahili = sitePageAt(localePath((path.length > 1 ? path.replace(/\/+$/, "") : path) as `/${string}`, "sw"));
  return kiswahili ? `${kiswahili.path}${rest}` : href;
}

/**
 * Notices as a Kiswahili list shows them: a notice with Kiswahili at its /sw address with its
 * Kiswahili title and summary; one without, in English at its English address, marked so.
 */
export function kiswahiliNoticeItems<Item extends { readonly path: string; readonly title: string; readonly summary: string }>(notices: readonly Item[]): (Item & { english?: boolean })[] {
  return notices.map((notice) => {
    const kiswahili = sitePageAt(localePath(notice.path as `/${string}`, "sw"));
    return kiswahili ? { ...notice, path: kiswahili.path, title: kiswahili.title, summary: kiswahili.description } : { ...notice, english: true };
  });
}
