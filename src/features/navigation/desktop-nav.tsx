import { accessGroup, menuGroups, type NavGroup } from "~/config/navigation";
import { groupHoldsPath, groupLabel } from "~/features/navigation/nav-links";
import type { PageLanguage } from "../kiswahili/page-language";
import { Chevron, MenuLink, panelIdOf } from "./menu-link";

const topLinkClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-1 text-[0.8125rem] font-semibold text-slate-800 no-underline hover:bg-brand-50 hover:text-brand-900 xl:px-2 xl:text-sm";
const activeTopClass = "bg-brand-50 text-brand-900 underline decoration-2 decoration-brand-600";

/**
 * The header's menu bar from 1024 px up (docs/site.md, Header): Home, six dropdowns,
 * Location, Get Access. Plain HTML: without script a dropdown shows while hovered or while
 * focus is inside it (CSS); src/features/navigation/browser/dropdown-menus.ts adds the 200 ms close delay,
 * click, Escape, ArrowDown and the one-open rule.
 */
export function DesktopNav({ currentPath, language }: { currentPath: string; language?: PageLanguage }) {
  const dropdown = (group: NavGroup, align: "left" | "right") => (
    <Dropdown key={group.label} group={group} align={align} currentPath={currentPath} language={language} />
  );
  return (
    <nav aria-label={language?.words.header.mainNav ?? "Main"} className="hidden lg:block" data-desktop-menus="">
      <ul className="flex items-center">
        <li>
          <MenuLink item="home" currentPath={currentPath} className={topLinkClass} activeClassName={activeTopClass} language={language} />
        </li>
        {menuGroups.map((group) => dropdown(group, "left"))}
        <li>
          <MenuLink item="location" currentPath={currentPath} className={topLinkClass} activeClassName={activeTopClass} language={language} />
        </li>
        {dropdown(accessGroup, "right")}
      </ul>
    </nav>
  );
}

interface DropdownProps {
  group: NavGroup;
  align: "left" | "right";
  currentPath: string;
  language?: PageLanguage;
}

function Dropdown({ group, align, currentPath, language }: DropdownProps) {
  const panelId = panelIdOf("menu", group.label);
  const active = groupHoldsPath(group.items, currentPath);
  return (
    <li className="relative" data-dropdown="">
      <button type="button" aria-expanded="false" aria-controls={panelId} className={`${topLinkClass} gap-1 ${active ? activeTopClass : ""}`}>
        {groupLabel(group, language)}
        <Chevron />
      </button>
      <ul
        id={panelId}
        data-menu-panel=""
        className={`absolute top-full z-50 mt-1 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg ${
          align === "right" ? "right-0" : "left-0"
        }`}
      >
        {group.items.map((item) => (
          <li key={item}>
            <MenuLink
              item={item}
              currentPath={currentPath}
              className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-800 no-underline hover:bg-brand-50 hover:text-brand-900"
              activeClassName="bg-brand-50 font-semibold text-brand-900"
              language={language}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
