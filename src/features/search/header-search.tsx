import { pathOf } from "~/config/route-table";
import { SearchInput } from "~/shared/search-input";
import type { PageLanguage } from "../kiswahili/page-language";

/** A magnifying glass, for the search buttons. */
export function SearchIcon({ size = 20 }: { size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} className="shrink-0">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search (docs/site.md, Search): a plain form that sends its words to /search,
 * where the results are. The header runs no search of its own, so no page but /search
 * downloads anything of it; without JavaScript /search points to the sitemap.
 */
export function HeaderSearchForm({ idPrefix, language }: { idPrefix: string; language?: PageLanguage }) {
  const inputId = `${idPrefix}-search`;
  const words = language?.words.search;
  return (
    <form action={pathOf("search")} method="get" role="search" aria-label={words?.formName ?? "Website"}>
      {/* From a Kiswahili page, /search shows the Kiswahili pages first (src/features/search/site-search.tsx). */}
      {language?.language === "sw" && <input type="hidden" name="lang" value="sw" />}
      <label htmlFor={inputId} className="block text-sm font-semibold text-brand-900">
        {words?.label ?? "Search the website"}
      </label>
      <div className="mt-1 flex gap-2">
        <SearchInput id={inputId} name="q" required placeholder={words?.placeholder ?? "For example: fees, golf"} className="min-w-0 flex-1" />
        <button type="submit" className="btn-primary px-4">
          <SearchIcon />
          <span className="sr-only">{words?.button ?? "Search"}</span>
        </button>
      </div>
    </form>
  );
}

/**
 * From 1024 px the menu bar has no room for a search box: a button at its end opens one below
 * it. A native <details>, so it opens without JavaScript too; src/features/search/browser/header-search.ts
 * moves focus into the box and closes it on Escape, a click outside or focus leaving.
 */
export function DesktopHeaderSearch({ language }: { language?: PageLanguage }) {
  return (
    <details className="group relative hidden shrink-0 lg:block" data-header-search="">
      <summary className="flex min-h-11 w-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-800 group-open:bg-brand-50 group-open:text-brand-900 hover:bg-brand-50 hover:text-brand-900 [&::-webkit-details-marker]:hidden">
        <SearchIcon />
        <span className="sr-only">{language?.words.search.button ?? "Search"}</span>
      </summary>
      <div className="absolute right-0 top-full z-50 mt-1 w-80 rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
        <HeaderSearchForm idPrefix="header" language={language} />
      </div>
    </details>
  );
}
