/**
 * The header's search button from 1024 px (src/features/search/header-search.tsx): a native
 * <details> that opens and closes without script. With it, opening puts focus in the search box,
 * and, like the menu bar's dropdowns (docs/site.md, Header), Escape (focus back on the button), a
 * click outside and focus leaving close it.
 */
export function wireHeaderSearch(details: HTMLDetailsElement) {
  const summary = details.querySelector("summary");
  const input = details.querySelector<HTMLInputElement>("input");
  if (!summary || !input) return;

  details.addEventListener("toggle", () => {
    if (details.open) input.focus();
  });
  details.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !details.open) return;
    event.preventDefault();
    details.open = false;
    summary.focus();
  });
  details.addEventListener("focusout", (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !details.contains(next)) details.open = false;
  });
  document.addEventListener("click", (event) => {
    if (details.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
  });
}
