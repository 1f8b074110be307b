import { formatLongDate, isoLocalDate } from "~/shared/long-date";

/**
 * A page the phone kept, read with no connection, says so at its top: 'Saved on 25 November
 * 2026. Fees and dates may have changed since.' (docs/site.md, Offline reading). Every page
 * carries the line, hidden and without a date (src/features/offline/saved-copy-note.tsx); the
 * service worker shows it, with the day the copy was saved, in the copy it serves. A page from the
 * network keeps it hidden, so it takes no room and nothing moves.
 */

/** The attribute that marks the line, and the one that marks its date. */
export const savedCopyMark = "data-saved-copy";
export const savedOnMark = "data-saved-on";

/** The line's opening tag: an element with the mark among its attributes, wherever it stands. */
const line = new RegExp(`<[a-z]+(?=[^>]*\\s${savedCopyMark}(?:=""|(?=[\\s>])))[^>]*>`);
const hidden = /\shidden(?:="[^"]*")?(?=[\s>])/;
// The day is left out of the page as a span: a <time> must hold a date a machine can read, and a
// page from the network has none. The worker writes the <time> in the copy it serves.
const date = new RegExp(`<span ${savedOnMark}(?:="")?></span>`);

/**
 * The page's HTML with its saved-copy line shown and dated. A page without the line (one an
 * older deploy wrote) is returned as it is.
 */
export function showSavedCopy(html: string, savedOn: Date): string {
  const opening = line.exec(html);
  if (!opening) return html;
  const shown = opening[0].replace(hidden, "");
  const rest = html.slice(opening.index + opening[0].length);
  const dated = rest.replace(date, `<time ${savedOnMark}="" datetime="${isoLocalDate(savedOn)}">${formatLongDate(savedOn)}</time>`);
  return html.slice(0, opening.index) + shown + dated;
}
