/**
 * A notice's days are the school's days: written as year-month-day and read in Africa/Nairobi
 * (UTC+3 all year, no summer time), whatever the clock of the computer that builds the site.
 */

/**
 * Whether a notice has expired on `today` (a Nairobi day): its "remove after" day is over. A
 * notice to be removed after 31 January still shows all of the 31st, and is gone on 1 February.
 */
export function isExpired(notice: { removeAfter?: string }, today: string): boolean {
  return notice.removeAfter !== undefined && notice.removeAfter < today;
}

/** Newest first; notices of the same day by title, so the order never depends on the file system. */
export function newestFirst<N extends { date: string; title: string }>(notices: readonly N[]): N[] {
  return [...notices].sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1));
}

/** The notices still shown on `today`, newest first: what the lists, the home page and the feed show. */
export function currentNotices<N extends { date: string; title: string; removeAfter?: string }>(notices: readonly N[], today: string): N[] {
  return newestFirst(notices.filter((notice) => !isExpired(notice, today)));
}
