import type { Language } from "../../config/languages";
import type { RouteId } from "../../config/route-table";
import { uiWordsOf, type UiWords } from "./ui-words";

/** A link of a menu or a list: its address and its words. */
export interface LanguageLink {
  readonly to: string;
  readonly label: string;
}

/**
 * The language a page is shown in, for the parts every page has (header, menus, footer, switch):
 * its words, and, on a Kiswahili page, where each page that has Kiswahili is and what it is called,
 * so a menu leads a Kiswahili reader to the Kiswahili page where there is one (docs/decisions/063).
 */
export interface PageLanguage {
  readonly language: Language;
  readonly words: UiWords;
  /** On a Kiswahili page: each page with Kiswahili, at its /sw address with its Kiswahili name. */
  readonly kiswahiliLinks?: Readonly<Partial<Record<RouteId, LanguageLink>>>;
  /** The same page in the other language, when it has one. */
  readonly alternate?: string;
}

/** An English page's: the English words, and its Kiswahili address when it has one. */
export function englishPageLanguage(alternate?: string): PageLanguage {
  return { language: "en", words: uiWordsOf("en"), alternate };
}

/**
 * What each component a content file places is given on a Kiswahili page, besides its own props
 * (src/features/kiswahili/in-language.build.tsx): a component with words of its own shows them in
 * the page's language, links in it, and names the page as it is called there (a WhatsApp message).
 */
export interface InLanguageProps {
  language?: Language;
  /** An address of the site in the page's language: `/terms` → `/sw/terms` where that page has Kiswahili. */
  toLanguage?: (href: string) => string;
  /** The page itself, in its language: its title and address (not `page`, which a component may have of its own). */
  pageInLanguage?: { readonly title: string; readonly path: string };
  /** Each page that has Kiswahili, at its /sw address with its Kiswahili name (as `PageLanguage.kiswahiliLinks`). */
  links?: Readonly<Partial<Record<RouteId, LanguageLink>>>;
}
