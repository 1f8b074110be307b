import ical, { ICalEventTransparency, type ICalCalendar } from "ical-generator";
import type { CalendarEvent } from "./term-calendar";

/**
 * The term dates' calendar file (RFC 5545, docs/site.md, Term dates calendar), written with a
 * kept library (ical-generator) so escaping, line folding and the required properties are its
 * concern. Dates are whole days (`DTSTART;VALUE=DATE`), so no time zone is involved: the
 * calendar sets none, and the library then writes each date from its UTC day, the same on any
 * build machine.
 */

export interface CalendarFileOptions {
  /** The calendar's name in the reader's app: '{school name} term dates 2025'. */
  name: string;
  /** Put before each event's title in the reader's own calendar: '{short name}: Term 1 opens'. */
  summaryPrefix: string;
  /** The site's origin: the host makes each event's UID. */
  siteOrigin: string;
  /** The file's own address, and the page each event links to (/events). */
  fileUrl: string;
  eventsUrl: string;
  /** The events' DTSTAMP; by default `calendarStamp(events)`, never the build's own time. */
  stamp?: Date;
}

/** A subscribed calendar looks for changes once a day: dates may change (docs/site.md, Term dates 2025). */
export const refreshSeconds = 24 * 60 * 60;

/** A day (YYYY-MM-DD) as midnight UTC, `addDays` later: how both calendar files write whole days. */
export function utcDay(isoDay: string, addDays = 0): Date {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + addDays);
  return date;
}

/**
 * Midnight UTC on 1 January of the earliest year `days` fall in, `yearsBefore` years earlier (2000
 * with no day): a stamp made from the dates alone, for both calendar files.
 */
export function newYearStamp(days: readonly string[], yearsBefore = 0): Date {
  const first = [...days].sort()[0];
  const year = first === undefined ? 2000 : Number(first.slice(0, 4)) - yearsBefore;
  return new Date(`${year}-01-01T00:00:00Z`);
}

/**
 * A calendar file of the site's, before its events: its name, the product that names it, its own
 * address, and a refresh once a day.
 */
export function siteCalendar(options: CalendarFileOptions, product: string): ICalCalendar {
  return ical({
    name: options.name,
    prodId: { company: new URL(options.siteOrigin).host, product, language: "EN" },
    url: options.fileUrl,
    source: options.fileUrl,
    ttl: refreshSeconds,
  });
}

/**
 * The events' DTSTAMP: midnight UTC on 1 January of the earliest year the dates fall in. RFC 5545
 * asks for when the information was last revised, which the build does not know; the build's own
 * time changed the file at every deploy, a fee change too, so every phone subscribed to it, and
 * every cache, fetched it all again for nothing (docs/decisions/040-one-fee-deploy-costs-the-fee.md).
 * This stamp changes only with the dates, and is never later than the file.
 */
export function calendarStamp(events: readonly CalendarEvent[]): Date {
  return newYearStamp(events.map((event) => event.firstDay));
}

export function termCalendarFile(events: readonly CalendarEvent[], options: CalendarFileOptions): string {
  const host = new URL(options.siteOrigin).host;
  const stamp = options.stamp ?? calendarStamp(events);
  const calendar = siteCalendar(options, "term-dates");
  for (const event of events) {
    calendar.createEvent({
      id: `${event.key}@${host}`,
      allDay: true,
      start: utcDay(event.firstDay),
      // An all-day event ends the morning after its last day (RFC 5545, 3.6.1: DTEND is not included).
      end: utcDay(event.lastDay, 1),
      stamp,
      summary: `${options.summaryPrefix}${event.summary}`,
      description: event.description ?? null,
      url: options.eventsUrl,
      // Term dates are for planning: they do not make the reader busy.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
