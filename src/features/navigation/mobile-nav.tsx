import { accessGroup, menuGroups, type NavGroup } from "~/config/navigation";
import { groupHoldsPath, groupLabel } from "~/features/navigation/nav-links";
import type { PageLanguage } from "../kiswahili/page-language";
import { LanguageSwitch } from "../kiswahili/language-switch";
import { HeaderSearchForm } from "../search/header-search";
import { Chevron, MenuLink, panelIdOf } from "./menu-link";
import { FOOTER_LINKS_ID } from "./site-footer";

const toggleClass =
  "inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border-2 border-brand-700 px-4 font-semibold text-brand-800 no-underline";
const linkClass = "flex min-h-12 items-center rounded-lg px-4 text-base font-medium text-slate-800 no-underline hover:bg-brand-50";
const activeClass = "bg-brand-50 font-semibold text-brand-900";

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path className="menu-icon-closed" d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path className="menu-icon-open" d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Below 1024 px: a toggle opening an accordion (docs/site.md, Header), at most 80% of the
 * viewport high, one section open at a time. Until the page's script runs (or with
 * JavaScript off) the menu cannot open, so "Menu" is a link to the footer's list of the main
 * pages; src/features/navigation/browser/mobile-menu.ts swaps in the toggle button and runs the accordion.
 */
export function MobileNav({ currentPath, withSearch = true, language }: { currentPath: string; withSearch?: boolean; language?: PageLanguage }) {
  const accordion = (group: NavGroup) => <AccordionSection key={group.label} group={group} currentPath={currentPath} language={language} />;
  const menuWord = language?.words.header.menu ?? "Menu";
  return (
    <div className="lg:hidden" data-mobile-menu="">
      <a href={`#${FOOTER_LINKS_ID}`} className={toggleClass} data-menu-fallback="">
        <MenuIcon />
        {menuWord}
      </a>
      <button type="button" hidden aria-expanded="false" aria-controls="mobile-menu" className={toggleClass} data-menu-toggle="">
        <MenuIcon />
        <span data-menu-label="" data-close={language?.language === "sw" ? language.words.header.close : undefined}>
          {menuWord}
        </span>
      </button>
      <nav
        id="mobile-menu"
        aria-label={language?.words.header.mainNav ?? "Main"}
        hidden
        className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white p-3 shadow-xl"
      >
        {withSearch && (
          <div className="px-1 pb-3">
            <HeaderSearchForm idPrefix="mobile-menu" language={language} />
          </div>
        )}
        {language && <LanguageSwitch language={language} place="menu" />}
        <ul className="space-y-1">
          <li>
            <MenuLink item="home" currentPath={currentPath} className={linkClass} activeClassName={activeClass} language={language} />
          </li>
          {menuGroups.map(accordion)}
          <li>
            <MenuLink item="location" currentPath={currentPath} className={linkClass} activeClassName={activeClass} language={language} />
          </li>
          {accordion(accessGroup)}
        </ul>
      </nav>
    </div>
  );
}

function AccordionSection({ group, currentPath, language }: { group: NavGroup; currentPath: string; language?: PageLanguage }) {
  const panelId = panelIdOf("mobile-menu", group.label);
  const active = groupHoldsPath(group.items, currentPath);
  return (
    <li>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        data-accordion-toggle=""
        className={`flex min-h-12 w-full items-center justify-between rounded-lg px-4 text-left text-base font-semibold ${
          active ? "text-brand-900" : "text-slate-800"
        } hover:bg-brand-50`}
      >
        {groupLabel(group, language)}
        <Chevron />
      </button>
      <ul id={panelId} hidden className="ml-4 border-l-2 border-brand-100 pl-2">
        {group.items.map((item) => (
          <li key={item}>
            <MenuLink item={item} currentPath={currentPath} className={linkClass} activeClassName={activeClass} language={language} />
          </li>
        ))}
      </ul>
    </li>
  );
}
