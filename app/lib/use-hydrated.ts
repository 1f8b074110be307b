import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true afterwards. A component that reads
 * something the HTML could not know (the query string, the viewer's settings) renders the
 * prerendered version first, so hydration matches, then updates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
