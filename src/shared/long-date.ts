import { monthNames } from "./nairobi-time";

/**
 * '21 November 2025': a date as the site writes dates (docs/site.md, Legal pages). Written out
 * here rather than through Intl: the first Intl date format on a page costs 35–50 ms of blocked
 * main thread (about 150 ms on a slow phone), which was all of the legal pages' blocking time
 * (docs/performance.md).
 */
export function formatLongDate(date: Date): string {
  return `${date.getDate()} ${monthNames[date.getMonth()]} ${date.getFullYear()}`;
}

/** '2025-11-21': the local calendar date, for a <time dateTime> attribute. */
export function isoLocalDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
