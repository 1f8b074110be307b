import { htmlLang, kiswahiliPrefix } from "~/config/languages";
import type { PageLanguage } from "./page-language";
import { uiWordsOf } from "./ui-words";

// Short class lists: the switch is on every page, and an English page may grow by 0.3 KiB at most for it and its alternates.
const headerClass = "hidden min-h-6 items-center self-start whitespace-nowrap text-xs font-semibold text-brand-800 underline lg:inline-flex";
const menuClass = "flex min-h-12 items-center px-4 font-semibold text-brand-800 underline";

/**
 * The language switch (docs/decisions/063), in the header's bar from 1024 px and in the phone menu:
 * a plain link to the same page in the other language, named in that language ("Kiswahili",
 * "English") and marked with it, so a screen reader says it as its readers do. On a page that is in
 * English only it says so in Kiswahili and leads to the Kiswahili home. Nothing moves a reader by
 * the browser's language: the reader chooses.
 */
export function LanguageSwitch({ language, place }: { language: PageLanguage; place: "header" | "menu" }) {
  const className = place === "header" ? headerClass : menuClass;
  const other = language.language === "sw" ? "en" : "sw";
  const otherWords = uiWordsOf(other).language;
  if (language.alternate || language.language === "sw") {
    return (
      <a href={language.alternate ?? "/"} lang={htmlLang[other]} hrefLang={htmlLang[other]} className={className}>
        {otherWords.name}
      </a>
    );
  }
  // An English-only page: the sentence is for a reader of Kiswahili, so it is in Kiswahili.
  if (place === "header") {
    return (
      <a href={kiswahiliPrefix} lang="sw" className={className}>
        {otherWords.name}
        <span className="sr-only">{`: ${otherWords.englishOnly}`}</span>
      </a>
    );
  }
  return (
    <p lang="sw" className="px-4 py-2">
      {`${otherWords.englishOnly} `}
      <a href={kiswahiliPrefix} className="font-semibold text-brand-800 underline">
        {otherWords.englishOnlyLink}
      </a>
    </p>
  );
}
