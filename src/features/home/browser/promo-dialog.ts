/** Remembers, for this browser tab only, that the pop-up has been shown. */
const SHOWN_KEY = "home-popup-shown";

function navigationType(): string {
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? "navigate";
}

function shownInThisTab(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberShown() {
  try {
    sessionStorage.setItem(SHOWN_KEY, "1");
  } catch {
    // Storage refused (private mode, full): the pop-up may simply show again on the next visit to home.
  }
}

/**
 * The home pop-up (docs/site.md, Home): shown as the page loads, as a native modal dialog
 * (focus moves in and comes back, Escape closes it). Its Close buttons are
 * `<form method="dialog">` buttons and need no script; a click on the backdrop closes it too.
 * There is no way to reopen it. It shows once a visit: reloading home shows it again, coming
 * back to home from another page of the site (a link or Back) does not.
 */
export function showPromoDialog(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  if (shownInThisTab() && navigationType() !== "reload") return;
  rememberShown();
  const returnFocusTo = document.activeElement as HTMLElement | null;
  dialog.addEventListener("click", (event) => {
    // A click on the dialog element itself is a click on its backdrop.
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("close", () => returnFocusTo?.focus?.());
  dialog.showModal();
}
