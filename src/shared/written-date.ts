/**
 * Term dates are kept as the school writes them ('14 March', '14 March 2026'), with the
 * calendar date worked out from the text, so nothing is typed twice and a date that cannot
 * be on a calendar (30 February, or 29 February in a common year) is kept as written instead of being corrected.
 */

import { monthNames } from "./nairobi-time";

const pattern = new RegExp(`^([1-9]|[12][0-9]|3[01]) (${monthNames.join("|")})(?: (\\d{4}))?$`);

export interface WrittenDate {
  /** Exactly as written: '14 March'. */
  text: string;
  day: number;
  /** 1 to 12. */
  month: number;
  year: number;
  /** Whether the year was written out ('14 March 2026') or taken from the calendar's year. */
  yearWritten: boolean;
  /** 'YYYY-MM-DD', or null when no such day exists (29 February in a common year). */
  iso: string | null;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** '14 March' in the 2025 calendar → 2025-03-14; undefined when the text is not 'D Month [YYYY]'. */
export function parseWrittenDate(text: string, defaultYear: number): WrittenDate | undefined {
  const match = pattern.exec(text);
  if (!match) return undefined;
  const day = Number(match[1]);
  const month = monthNames.indexOf(match[2] as (typeof monthNames)[number]) + 1;
  const yearWritten = match[3] !== undefined;
  const year = yearWritten ? Number(match[3]) : defaultYear;
  const iso =
    day <= daysInMonth(year, month)
      ? `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
      : null;
  return { text, day, month, year, yearWritten, iso };
}

/** A range split for display: the first part may be shortened ('14' of '14 to 20 March'). */
export interface RangeParts {
  start: { text: string; iso: string | null };
  end: { text: string; iso: string | null };
}

/**
 * '14 March'–'20 March' reads '14 to 20 March'; ranges across months or years keep both
 * dates whole ('30 March to 2 April', '20 December to 5 January 2026'), as the school writes them.
 */
export function rangeParts(starting: string, ending: string, defaultYear: number): RangeParts {
  const a = parseWrittenDate(starting, defaultYear);
  const b = parseWrittenDate(ending, defaultYear);
  const sameMonth = a && b && !a.yearWritten && !b.yearWritten && a.month === b.month && a.year === b.year;
  return {
    start: { text: sameMonth ? String(a.day) : starting, iso: a?.iso ?? null },
    end: { text: ending, iso: b?.iso ?? null },
  };
}

export function formatRange(starting: string, ending: string, defaultYear: number): string {
  const { start, end } = rangeParts(starting, ending, defaultYear);
  return `${start.text} to ${end.text}`;
}
