import { formatLongDate, isoLocalDate } from "../lib/long-date";

/**
 * 'Last updated: <the viewer's date>' (docs/site.md, Legal pages). The HTML made at build
 * cannot know the reader's date, so it says 'today'; this writes the reader's date.
 */
export function showTodaysDate(time: HTMLTimeElement) {
  const now = new Date();
  time.dateTime = isoLocalDate(now);
  time.textContent = formatLongDate(now);
}
