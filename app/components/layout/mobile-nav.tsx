import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { accessGroup, menuGroups, type NavGroup } from "~/config/navigation";
import { FOOTER_LINKS_ID } from "./site-footer";
import { groupHoldsPath } from "~/lib/nav-links";
import { useHydrated } from "~/lib/use-hydrated";
import { Chevron, MenuLink } from "./menu-link";

/** The header's breakpoint (SPEC.md §9): from here up the desktop menu bar shows instead. */
export const DESKTOP_MENU_QUERY = "(min-width: 1024px)";

const toggleClass =
  "inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border-2 border-brand-700 px-4 font-semibold text-brand-800 no-underline";

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path d={open ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const linkClass =
  "flex min-h-12 items-center rounded-lg px-4 text-base font-medium text-slate-800 no-underline hover:bg-brand-50";
const activeClass = "bg-brand-50 font-semibold text-brand-900";

/**
 * Below 1024 px: a toggle opening an accordion (SPEC.md §2.2), at most 80% of the viewport
 * high and scrolling, with one section open at a time. Choosing a link closes it, and so does
 * widening the window past the breakpoint.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const hydrated = useHydrated();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_MENU_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpen(false);
  const accordion = (group: NavGroup) => (
    <AccordionSection
      key={group.label}
      group={group}
      expanded={section === group.label}
      active={groupHoldsPath(group.items, pathname)}
      onToggle={() => setSection((current) => (current === group.label ? null : group.label))}
      onNavigate={close}
    />
  );

  return (
    <div className="lg:hidden">
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((value) => !value)}
          className={toggleClass}
        >
          <MenuIcon open={open} />
          {open ? "Close menu" : "Menu"}
        </button>
      ) : (
        // Until the page's script runs (or with JavaScript off) the menu cannot open, so "Menu"
        // jumps to the footer's list of the main pages instead.
        <a href={`#${FOOTER_LINKS_ID}`} className={toggleClass}>
          <MenuIcon open={false} />
          Menu
        </a>
      )}
      <nav
        id="mobile-menu"
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white p-3 shadow-xl"
      >
        <ul className="space-y-1">
          <li>
            <MenuLink item="home" className={linkClass} activeClassName={activeClass} onNavigate={close} />
          </li>
          {menuGroups.map(accordion)}
          <li>
            <MenuLink item="location" className={linkClass} activeClassName={activeClass} onNavigate={close} />
          </li>
          {accordion(accessGroup)}
        </ul>
      </nav>
    </div>
  );
}

interface AccordionSectionProps {
  group: NavGroup;
  expanded: boolean;
  active: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

function AccordionSection({ group, expanded, active, onToggle, onNavigate }: AccordionSectionProps) {
  const panelId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
        className={`flex min-h-12 w-full items-center justify-between rounded-lg px-4 text-left text-base font-semibold ${
          active ? "text-brand-900" : "text-slate-800"
        } hover:bg-brand-50`}
      >
        {group.label}
        <Chevron open={expanded} />
      </button>
      <ul id={panelId} hidden={!expanded} className="ml-4 border-l-2 border-brand-100 pl-2">
        {group.items.map((item) => (
          <li key={item}>
            <MenuLink item={item} className={linkClass} activeClassName={activeClass} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}
