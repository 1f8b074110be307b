import { formatLongDate, isoLocalDate } from "~/shared/long-date";

/**
 * 'Last updated: <the viewer's date>' (docs/site.md, Legal pages). The HTML made at build cannot
 * know the reader's date, so it says 'today' (src/features/page-content/last-updated.tsx); this puts the
 * reader's date in its place, as a <time> with the date in its datetime.
 */
export function showTodaysDate(placeholder: HTMLElement) {
  const now = new Date();
  const time = document.createElement("time");
  time.dateTime = isoLocalDate(now);
  time.textContent = formatLongDate(now);
  placeholder.replaceChildren(time);
}
