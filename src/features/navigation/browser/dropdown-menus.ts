/** Desktop dropdowns close this long after the pointer leaves them (docs/site.md, Header). */
export const DROPDOWN_CLOSE_DELAY_MS = 200;
/** A click this soon after hovering opened a menu keeps it open instead of toggling it shut. */
const HOVER_CLICK_GRACE_MS = 600;

/**
 * The desktop menu bar's behaviour, on the HTML that DesktopNav renders at build: at most one
 * dropdown open; hover or click opens; leaving closes after the delay (coming back in time
 * keeps it open); Escape, a click outside and focus leaving close; ArrowDown opens and moves
 * into the menu, the arrow keys move between its links.
 */
export function wireDropdownMenus(bar: HTMLElement): { openItem: () => HTMLElement | null } {
  const items = [...bar.querySelectorAll<HTMLElement>("[data-dropdown]")];
  let open: HTMLElement | null = null;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  /** When a hover last opened a menu; none until one has. */
  let hoverOpenedAt: number | undefined;

  const trigger = (item: HTMLElement) => item.querySelector<HTMLButtonElement>("button")!;
  const links = (item: HTMLElement) => [...item.querySelectorAll<HTMLAnchorElement>("[data-menu-panel] a")];

  function cancelClose() {
    clearTimeout(closeTimer);
    closeTimer = undefined;
  }

  function show(item: HTMLElement | null) {
    cancelClose();
    open = item;
    for (const each of items) trigger(each).setAttribute("aria-expanded", String(each === item));
  }

  function closeSoon() {
    cancelClose();
    closeTimer = setTimeout(() => show(null), DROPDOWN_CLOSE_DELAY_MS);
  }

  for (const item of items) {
    const button = trigger(item);
    item.addEventListener("mouseenter", () => {
      if (open !== item) hoverOpenedAt = performance.now();
      show(item);
    });
    item.addEventListener("mouseleave", closeSoon);
    button.addEventListener("click", () => {
      // Touch screens send a hover and a click at once: the click must not shut what the hover opened.
      const justHovered = hoverOpenedAt !== undefined && performance.now() - hoverOpenedAt < HOVER_CLICK_GRACE_MS;
      hoverOpenedAt = undefined;
      show(justHovered || open !== item ? item : null);
    });
    item.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && open === item) {
        show(null);
        button.focus();
      } else if (event.key === "ArrowDown" && event.target === button) {
        event.preventDefault();
        show(item);
        links(item)[0]?.focus();
      } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && event.target !== button) {
        event.preventDefault();
        const all = links(item);
        const current = all.indexOf(document.activeElement as HTMLAnchorElement);
        const next = event.key === "ArrowDown" ? Math.min(current + 1, all.length - 1) : current - 1;
        if (next < 0) button.focus();
        else all[next]?.focus();
      }
    });
    item.addEventListener("focusout", (event) => {
      if (open === item && !item.contains(event.relatedTarget as Node | null)) show(null);
    });
  }

  document.addEventListener("pointerdown", (event) => {
    if (open && !bar.contains(event.target as Node)) show(null);
  });
  show(null);
  return { openItem: () => open };
}
