import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { accessGroup, menuGroups, type NavGroup } from "~/config/navigation";
import { useDropdownMenus } from "~/hooks/use-dropdown-menus";
import { groupHoldsPath } from "~/lib/nav-links";
import { Chevron, MenuLink } from "./menu-link";

const topLinkClass =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-1.5 text-[0.8125rem] font-semibold text-slate-800 no-underline hover:bg-brand-50 hover:text-brand-900 xl:px-2.5 xl:text-sm";
/** A click this soon after hovering opened a menu keeps it open instead of toggling it shut. */
const HOVER_CLICK_GRACE_MS = 600;

const activeTopClass = "bg-brand-50 text-brand-900 underline decoration-2 decoration-brand-600";

/** The header's menu bar from 1024 px up (SPEC.md §2.2): Home, six dropdowns, Location, Get Access. */
export function DesktopNav() {
  const navRef = useRef<HTMLElement>(null);
  const menus = useDropdownMenus(navRef);
  const { pathname } = useLocation();
  const { close } = menus;

  useEffect(() => close(), [pathname, close]);

  const dropdown = (group: NavGroup, align: "left" | "right") => (
    <Dropdown key={group.label} group={group} align={align} active={groupHoldsPath(group.items, pathname)} menus={menus} />
  );

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center">
        <li>
          <MenuLink item="home" className={topLinkClass} activeClassName={activeTopClass} />
        </li>
        {menuGroups.map((group) => dropdown(group, "left"))}
        <li>
          <MenuLink item="location" className={topLinkClass} activeClassName={activeTopClass} />
        </li>
        {dropdown(accessGroup, "right")}
      </ul>
    </nav>
  );
}

interface DropdownProps {
  group: NavGroup;
  align: "left" | "right";
  active: boolean;
  menus: ReturnType<typeof useDropdownMenus>;
}

function Dropdown({ group, align, active, menus }: DropdownProps) {
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  // A pointer that has just opened the menu by hovering should not close it again with the
  // click that follows (touch screens send both at once).
  const hoverOpenedAt = useRef(0);
  const isOpen = menus.openGroup === group.label;

  function links(): HTMLAnchorElement[] {
    return [...(panelRef.current?.querySelectorAll("a") ?? [])];
  }

  function onTriggerKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      menus.open(group.label);
      requestAnimationFrame(() => links()[0]?.focus());
    }
  }

  function onPanelKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === "ArrowDown" ? Math.min(current + 1, all.length - 1) : current - 1;
    if (next < 0) triggerRef.current?.focus();
    else all[next]?.focus();
  }

  return (
    // Hover and Escape here only add to the button's own keyboard handling (Enter, Space, ArrowDown).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="relative"
      onMouseEnter={() => {
        if (!isOpen) hoverOpenedAt.current = performance.now();
        menus.open(group.label);
      }}
      onMouseLeave={menus.closeSoon}
      onKeyDown={(event) => {
        if (event.key === "Escape" && isOpen) {
          menus.close();
          triggerRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) menus.close();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          const justHovered = performance.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS;
          hoverOpenedAt.current = 0;
          if (justHovered) menus.open(group.label);
          else menus.toggle(group.label);
        }}
        onKeyDown={onTriggerKeyDown}
        className={`${topLinkClass} gap-1 ${active ? activeTopClass : ""}`}
      >
        {group.label}
        <Chevron open={isOpen} />
      </button>
      {/* Arrow keys move between the links; Tab works as well. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        id={panelId}
        ref={panelRef}
        hidden={!isOpen}
        onKeyDown={onPanelKeyDown}
        className={`absolute top-full z-50 mt-1 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg ${
          align === "right" ? "right-0" : "left-0"
        }`}
      >
        {group.items.map((item) => (
          <li key={item}>
            <MenuLink
              item={item}
              className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-800 no-underline hover:bg-brand-50 hover:text-brand-900"
              activeClassName="bg-brand-50 font-semibold text-brand-900"
              onNavigate={menus.close}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
