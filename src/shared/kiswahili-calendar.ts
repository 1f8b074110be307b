import { monthNames } from "./nairobi-time";

/**
 * The calendar's words in Kiswahili (docs/decisions/064), written out beside the English ones of
 * nairobi-time.ts for the same reason: no Intl on a phone (src/shared/long-date.ts). The table is
 * held equal to Node's `Intl.DateTimeFormat("sw-KE")` by kiswahili-calendar.test.ts.
 */
export const kiswahiliMonthNames = ["Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti", "Septemba", "Oktoba", "Novemba", "Desemba"] as const;
/** Sunday first, as Date.getDay() counts. */
export const kiswahiliWeekdayNames = ["Jumapili", "Jumatatu", "Jumanne", "Jumatano", "Alhamisi", "Ijumaa", "Jumamosi"] as const;

/** A day (year-month-day) in Kiswahili: '5 Januari 2027', or 'Jumanne, 5 Januari 2027' with its weekday (Intl's `full`). */
export function kiswahiliDayText(day: string, { weekday = false, year = true } = {}): string {
  const date = new Date(`${day}T00:00:00Z`);
  const words = `${date.getUTCDate()} ${kiswahiliMonthNames[date.getUTCMonth()]}${year ? ` ${date.getUTCFullYear()}` : ""}`;
  return weekday ? `${kiswahiliWeekdayNames[date.getUTCDay()]}, ${words}` : words;
}

const englishMonth = new RegExp(`\\b(${monthNames.join("|")})\\b`, "g");

/**
 * A date as the school writes it in English ('14 March', '30 March to 2 April 2026') in Kiswahili:
 * each month's name put in Kiswahili, the day and year as they are, so the figures cannot differ.
 */
export function kiswahiliWrittenDate(text: string): string {
  return text.replace(englishMonth, (month) => kiswahiliMonthNames[monthNames.indexOf(month as (typeof monthNames)[number])]!);
}
