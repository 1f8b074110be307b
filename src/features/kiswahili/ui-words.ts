import en from "../../content/i18n/en.json" with { type: "json" };
import sw from "../../content/i18n/sw.json" with { type: "json" };
import type { Language } from "../../config/languages";

/**
 * The site's own words (menus, footer, buttons, the calculator, the countdown, the alert, the push
 * button, the offline button, search, the WhatsApp help, the language switch), one file per
 * language: src/content/i18n/en.json and sw.json (docs/decisions/063). The same parts and keys in
 * both (ui-words.test.ts). Read at build; an island is given its own part's words as a prop on a
 * Kiswahili page, and imports its English part alone, so an English page's script is as it was.
 */
export type UiWords = typeof en;

const byLanguage: Readonly<Record<Language, UiWords>> = { en, sw };

export function uiWordsOf(language: Language): UiWords {
  return byLanguage[language];
}

export { fillIn as fill } from "~/shared/fill-in";
