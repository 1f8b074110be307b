import { useCallback, useEffect, useRef, useState } from "react";

/** SPEC.md §2.2 and §9: a dropdown closes 200 ms after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/**
 * Which desktop dropdown is open: at most one. Hovering or clicking opens, leaving closes
 * after the delay (coming back in time keeps it open), Escape and a click outside close.
 */
export function useDropdownMenus(containerRef: React.RefObject<HTMLElement | null>) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);

  const open = useCallback(
    (group: string) => {
      cancelClose();
      setOpenGroup(group);
    },
    [cancelClose],
  );

  const close = useCallback(() => {
    cancelClose();
    setOpenGroup(null);
  }, [cancelClose]);

  const toggle = useCallback(
    (group: string) => {
      cancelClose();
      setOpenGroup((current) => (current === group ? null : group));
    },
    [cancelClose],
  );

  const closeSoon = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenGroup(null), DROPDOWN_CLOSE_DELAY_MS);
  }, [cancelClose]);

  useEffect(() => {
    if (openGroup === null) return;
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) close();
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openGroup, close, containerRef]);

  useEffect(() => cancelClose, [cancelClose]);

  return { openGroup, open, close, toggle, closeSoon, cancelClose };
}
