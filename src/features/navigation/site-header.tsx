import { landmarkIds } from "~/config/landmarks";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { DesktopNav } from "./desktop-nav";
import { DesktopHeaderSearch } from "../search/header-search";
import { MobileNav } from "./mobile-nav";
import { LanguageSwitch } from "../kiswahili/language-switch";
import type { PageLanguage } from "../kiswahili/page-language";
import { NewTabWords } from "~/shared/new-tab-words";

/** The sticky header of every page (docs/site.md, Header). */
export function SiteHeader({ currentPath, language }: { currentPath: string; language: PageLanguage }) {
  // /search has its own search box: a second one in the header would only compete with it.
  const withSearch = currentPath !== pathOf("search");
  const home = language.kiswahiliLinks?.home?.to ?? pathOf("home");
  return (
    <NewTabWords.Provider value={language.words.buttons.newTab}>
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur print:static">
      <a
        href={`#${landmarkIds.main}`}
        className="sr-only-focusable absolute left-2 top-2 z-[60] rounded-md bg-brand-900 px-4 py-2 font-semibold text-white"
      >
        {language.words.header.skipToMain}
      </a>
      <div className="page-container relative flex min-h-16 items-center justify-between gap-4">
        {/* From 1024 px the language switch stands under the school's short name: the menu bar fills the rest of the row. */}
        <div className="flex min-w-0 flex-col">
          <a
            href={home}
            aria-label={site.schoolName}
            className="flex min-h-11 min-w-0 items-center text-lg font-extrabold leading-tight text-brand-900 no-underline lg:min-h-8 lg:whitespace-nowrap xl:text-xl"
          >
            {/* The full name where there is room; the short one beside the menu bar, which fills the page's width. */}
            <span className="lg:hidden">{site.schoolName}</span>
            <span className="hidden lg:inline">{site.shortName}</span>
          </a>
          <LanguageSwitch language={language} place="header" />
        </div>
        <div className="hidden items-center lg:flex">
          <DesktopNav currentPath={currentPath} language={language} />
          {withSearch && <DesktopHeaderSearch language={language} />}
        </div>
        <MobileNav currentPath={currentPath} withSearch={withSearch} language={language} />
      </div>
    </header>
    </NewTabWords.Provider>
  );
}
