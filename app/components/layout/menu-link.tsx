import { NavLink } from "react-router";
import type { NavItem } from "~/config/navigation";
import { navLink } from "~/lib/nav-links";
import { SmartLink, isExternal } from "../smart-link";

interface MenuLinkProps {
  item: NavItem;
  className: string;
  /** Extra classes for the link of the page being shown. */
  activeClassName?: string;
  onNavigate?: () => void;
}

/** A header menu link: marks the current page with aria-current, opens external ones in a new tab. */
export function MenuLink({ item, className, activeClassName = "", onNavigate }: MenuLinkProps) {
  const { to, label } = navLink(item);
  if (isExternal(to)) {
    return (
      <SmartLink to={to} className={className} onClick={onNavigate}>
        {label}
      </SmartLink>
    );
  }
  return (
    <NavLink
      to={to}
      end
      prefetch="intent"
      onClick={onNavigate}
      className={({ isActive }) => `${className} ${isActive ? activeClassName : ""}`}
    >
      {label}
    </NavLink>
  );
}

export function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width="16"
      height="16"
      className={`shrink-0 transition-transform duration-200 ${open ? "rotate-180" : ""}`}
    >
      <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
