import { useSyncExternalStore } from "react";

/** Fired on the window when pushQueryString changes the address (history.pushState fires nothing). */
const queryStringChange = "querystringchange";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(queryStringChange, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(queryStringChange, onChange);
  };
}

/**
 * The page's query string (`?track=pure-sciences`), following the back and forward buttons.
 * The HTML made at build cannot know it, so it is '' there and while the island hydrates (the
 * two then match), and the address's own right after.
 */
export function useQueryString(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
}

/** Goes to `href`, another address of the same page, as following a link would, without loading the page again. */
export function pushQueryString(href: string): void {
  window.history.pushState(null, "", href);
  window.dispatchEvent(new Event(queryStringChange));
}
