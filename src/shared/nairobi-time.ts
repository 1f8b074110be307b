/**
 * Kenya's time and the calendar's words, written once. Kenya keeps East Africa Time, UTC+03:00,
 * all year (Africa/Nairobi has had no summer time since 1960), so a day and a time the school
 * writes name one instant on any build machine and any phone. The notices, the events and the
 * alert all read their days and times here. Months and weekdays are spelt out, not taken from
 * Intl: the first Intl date format on a page costs a slow phone about 150 ms
 * (src/shared/long-date.ts).
 */

/** Kenya's offset from UTC, as ISO 8601 writes it. */
export const nairobiOffset = "+03:00";
/** The same offset in milliseconds. */
export const nairobiOffsetMs = 3 * 60 * 60 * 1000;

/** The calendar day in Kenya at an instant: '2026-01-05'. At 22:00 UTC on 4 January it is already the 5th. */
export function nairobiDay(at: Date): string {
  return new Date(at.getTime() + nairobiOffsetMs).toISOString().slice(0, 10);
}

/** A day and a time in Kenya as ISO 8601 writes the instant: '2026-01-05T00:00:00+03:00'. */
export function nairobiIso(day: string, time = "00:00:00"): string {
  return `${day}T${time}${nairobiOffset}`;
}

export const monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** A day (year-month-day) as the school writes it: '5 January 2026', or 'Saturday 20 February 2027' with its weekday. */
export function dayText(day: string, { weekday = false, year = true } = {}): string {
  const date = new Date(`${day}T00:00:00Z`);
  const words = `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]}${year ? ` ${date.getUTCFullYear()}` : ""}`;
  return weekday ? `${weekdayNames[date.getUTCDay()]} ${words}` : words;
}

/** The time of day in Kenya at an instant, on the 24-hour clock: '10:42' (or '10:42:05', with `seconds`). */
export function nairobiClock(at: Date, { seconds = false } = {}): string {
  return new Date(at.getTime() + nairobiOffsetMs).toISOString().slice(11, seconds ? 19 : 16);
}

/**
 * When something happened, in Kenya's time, as short as `now` allows: '10:42' today,
 * '3 December, 10:42' earlier this year, '3 December 2025, 10:42' before that.
 */
export function nairobiMoment(at: Date, now: Date): string {
  const day = nairobiDay(at);
  if (day === nairobiDay(now)) return nairobiClock(at);
  return `${dayText(day, { year: day.slice(0, 4) !== nairobiDay(now).slice(0, 4) })}, ${nairobiClock(at)}`;
}
