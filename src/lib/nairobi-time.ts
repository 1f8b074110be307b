/**
 * Kenya's time and the calendar's words, written once. Kenya keeps East Africa Time, UTC+03:00,
 * all year (Africa/Nairobi has had no summer time since 1960), so a day and a time the school
 * writes name one instant on any build machine and any phone. The notices, the events and the
 * alert all read their days and times here. Months and weekdays are spelt out, not taken from
 * Intl: the first Intl date format on a page costs a slow phone about 150 ms
 * (src/lib/long-date.ts).
 */

/** Kenya's offset from UTC, as ISO 8601 writes it. */
export const nairobiOffset = "+03:00";
/** The same offset in milliseconds. */
export const nairobiOffsetMs = 3 * 60 * 60 * 1000;

/** The calendar day in Kenya at an instant: '2026-01-05'. At 22:00 UTC on 4 January it is already the 5th. */
export function nairobiDay(at: Date): string {
  return new Date(at.getTime() + nairobiOffsetMs).toISOString().slice(0, 10);
}

export const monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
