import type { TermCalendar } from "../lib/term-dates-schema";

/**
 * THE TERM DATES — the one place to change them (docs/site.md, Calendar of events). Write each
 * date as the school does, '14 March'; add the year only for a date outside `year`
 * ('14 March 2026'). The calendar date is worked out from the text, and the build stops with the
 * field named if a date is malformed or out of order. /events shows them; its notes under the
 * dates are in its content file (src/content/pages/events.mdx).
 *
 * `asWritten` records the published dates that break the usual rules, kept exactly as
 * published: Term 1's half term starts on a day that 2025 does not have, and the August holiday
 * starts before Term 2 closes.
 */
export const termDates = {
  year: 2025,
  terms: [
    {
      name: "Term 1",
      opening: "8 January",
      closing: "5 April",
      halfTerm: { opening: "29 February", closing: "3 March" },
      holiday: { name: "April holiday", starting: "8 April", ending: "26 April" },
      asWritten: [{ field: "halfTerm.opening", kind: "not-a-date" }],
    },
    {
      name: "Term 2",
      opening: "29 April",
      closing: "2 August",
      halfTerm: { opening: "24 June", closing: "1 July" },
      holiday: { name: "August holiday", starting: "30 July", ending: "2 September" },
      asWritten: [{ field: "holiday.starting", kind: "out-of-order" }],
    },
    {
      name: "Term 3",
      opening: "2 September",
      closing: "24 October",
      holiday: { name: "Christmas holiday", starting: "28 October", ending: "3 January 2026" },
    },
  ],
} as const satisfies TermCalendar;
