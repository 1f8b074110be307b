import { alertPhase, nextChangeIn } from "../alert-window";

/**
 * localStorage that never throws, as src/shared/safe-storage.ts, written out here: imported, that
 * module is a chunk of its own (the admissions countdown's island shares it), one more request on
 * every page, about 1 KB of headers for 0.2 KB of script (docs/decisions/038-alert-banner.md).
 */
function stored(key: string, value?: string): string | null {
  try {
    if (value !== undefined) window.localStorage.setItem(key, value);
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The alert this phone has announced last (its content's short name): announced once, not at every page. */
export const announcedKey = "school-alert-announced";
/** How long the words stay in the live region once announced: then it is empty again, and the alert is read once, as the page. */
const announcementMs = 10_000;
/** A screen reader may pass over a live region changed while it reads out the page just opened. */
const announceAfterMs = 1_000;
/** The longest delay a browser's timer takes (about 24.8 days); a later change is looked at again then. */
const longestTimerMs = 2 ** 31 - 1;

/**
 * Shows or hides the alert; a reader scrolled down the page keeps their place (the page is
 * scrolled by the alert's height), so what they are reading does not jump. At the top of the page
 * the page moves: that is the alert arriving, or going, where the reader looks.
 */
function showOrHide(root: HTMLElement, show: boolean) {
  const scrolled = window.scrollY > 0;
  const before = root.offsetHeight;
  root.hidden = !show;
  if (scrolled) window.scrollBy(0, root.offsetHeight - before);
}

/**
 * The school's alert (src/features/alert/alert-banner.tsx; docs/decisions/038-alert-banner.md):
 * shown from its start to its end by the phone's clock, whenever the page was built. A page built
 * in the window shows it already and this changes nothing until the end; one built before shows
 * it at the start. The first time a phone shows an alert, its words go once into the live region.
 */
export function wireSiteAlert(root: HTMLElement) {
  const id = root.dataset.siteAlert ?? "";
  const startMs = Number(root.dataset.start);
  const endMs = Number(root.dataset.end);
  const announcer = root.querySelector<HTMLElement>("[data-alert-announcer]");
  const words = root.querySelector("p")?.textContent?.trim() ?? "";
  let timer: number | undefined;

  const announceOnce = () => {
    if (!announcer || stored(announcedKey) === id) return;
    stored(announcedKey, id);
    window.setTimeout(() => {
      announcer.textContent = words;
      window.setTimeout(() => announcer.replaceChildren(), announcementMs);
    }, announceAfterMs);
  };

  const update = () => {
    const now = Date.now();
    const showing = alertPhase(now, startMs, endMs) === "showing";
    // Only a change is written: a page built in the window is left as it was painted.
    if (root.hidden === showing) showOrHide(root, showing);
    if (showing) announceOnce();
    window.clearTimeout(timer);
    const next = nextChangeIn(now, startMs, endMs);
    if (next !== undefined) timer = window.setTimeout(update, Math.min(next, longestTimerMs));
  };

  update();
  // A phone asleep or a tab in the background holds its timers back: look again when it is read.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") update();
  });
}
