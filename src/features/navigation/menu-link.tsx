import type { NavItem } from "~/config/navigation";
import { navLink } from "~/features/navigation/nav-links";
import { SmartLink } from "~/shared/smart-link";
import type { PageLanguage } from "../kiswahili/page-language";

interface MenuLinkProps {
  item: NavItem;
  /** The page being shown: its link is marked with aria-current. */
  currentPath: string;
  className: string;
  /** Extra classes for the link of the page being shown. */
  activeClassName?: string;
  language?: PageLanguage;
}

/** A header menu link: marks the current page with aria-current, opens external ones in a new tab. */
export function MenuLink({ item, currentPath, className, activeClassName = "", language }: MenuLinkProps) {
  const { to, label } = navLink(item, language);
  const current = to === currentPath;
  return (
    <SmartLink to={to} aria-current={current ? "page" : undefined} className={`${className} ${current ? activeClassName : ""}`}>
      {label}
    </SmartLink>
  );
}

/** The chevron of a dropdown or accordion button; it turns over while its menu is open (CSS). */
export function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className="menu-chevron shrink-0 transition-transform duration-200">
      <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A stable id for a menu group's panel, from its label ('Think Pathways' → 'menu-think-pathways'). */
export function panelIdOf(prefix: string, label: string): string {
  return `${prefix}-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}
