/** '21 November 2025' in the viewer's own way of writing dates (or the locale given). */
export function formatLongDate(date: Date, locale?: string): string {
  return date.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric" });
}

/** '2025-11-21': the local calendar date, for a <time dateTime> attribute. */
export function isoLocalDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
