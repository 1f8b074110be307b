/** The header's breakpoint (docs/site.md, Header): from here up the desktop menu bar shows instead. */
export const DESKTOP_MENU_QUERY = "(min-width: 1024px)";

/**
 * The phone menu's behaviour, on the HTML that MobileNav renders at build: the fallback link
 * to the footer becomes a toggle button; the accordion keeps one section open; choosing a
 * link, Escape, or widening the window past the breakpoint closes the menu.
 */
export function wireMobileMenu(root: HTMLElement) {
  const fallback = root.querySelector<HTMLAnchorElement>("[data-menu-fallback]");
  const toggle = root.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const label = root.querySelector<HTMLElement>("[data-menu-label]");
  const menu = root.querySelector<HTMLElement>("nav");
  if (!fallback || !toggle || !label || !menu) return;
  const sections = [...menu.querySelectorAll<HTMLButtonElement>("[data-accordion-toggle]")];
  // The page's own words (a Kiswahili page names them in data-close; an English one says "Close menu").
  const closedWord = label.textContent ?? "Menu";
  const openWord = label.dataset.close ?? "Close menu";

  function setOpen(open: boolean) {
    toggle!.setAttribute("aria-expanded", String(open));
    label!.textContent = open ? openWord : closedWord;
    menu!.hidden = !open;
  }

  function expand(section: HTMLButtonElement | null) {
    for (const each of sections) {
      const expanded = each === section;
      each.setAttribute("aria-expanded", String(expanded));
      const panel = document.getElementById(each.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !expanded;
    }
  }

  // Keep focus where it was if it sat on the fallback link: swap before anyone tabs further.
  const hadFocus = document.activeElement === fallback;
  fallback.hidden = true;
  toggle.hidden = false;
  if (hadFocus) toggle.focus();

  // `hidden` may also be "until-found" (still hidden): any hidden menu opens.
  toggle.addEventListener("click", () => setOpen(menu.hidden !== false));
  for (const section of sections) {
    section.addEventListener("click", () => expand(section.getAttribute("aria-expanded") === "true" ? null : section));
  }
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !menu.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
  window.matchMedia(DESKTOP_MENU_QUERY).addEventListener("change", (event) => {
    if (event.matches) setOpen(false);
  });
  // Coming back with the browser's Back button restores the page as it was left: closed.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) setOpen(false);
  });
}
