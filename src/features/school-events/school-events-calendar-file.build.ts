import { ICalEventTransparency } from "ical-generator";
import { eventAnchor, isoTimes, nairobiInstant, type SchoolEvent } from "./school-events";
import { newYearStamp, siteCalendar, utcDay, type CalendarFileOptions } from "../term-dates/term-calendar-file.build";

/**
 * The school events' calendar file, /events.ics (RFC 5545, docs/decisions/041), beside the term
 * dates' (term-calendar-file.ts) and written the same way, with ical-generator. An all-day event is
 * whole days (`DTSTART;VALUE=DATE`); a timed one is written in UTC (`DTSTART:20270220T050000Z`),
 * an instant every calendar shows in its reader's own time, so the file needs no time zone of its own.
 */

/**
 * The events' DTSTAMP: midnight UTC on 1 January of the year before the first event's. Made from the
 * events, not the build's clock, so a deploy that changes no event leaves the file byte for byte as
 * it was (a returning subscriber downloads nothing new; docs/decisions/040 does the same for the
 * term dates). A year before the first event keeps it earlier than any event it stamps.
 */
export function eventsStamp(events: readonly SchoolEvent[]): Date {
  return newYearStamp(
    events.map((event) => event.when.date),
    1,
  );
}

/** The events' calendar file, with the term dates' file's options (name, prefix, origin, addresses, stamp). */
export function schoolEventsCalendarFile(events: readonly SchoolEvent[], options: CalendarFileOptions): string {
  const host = new URL(options.siteOrigin).host;
  const stamp = options.stamp ?? eventsStamp(events);
  const calendar = siteCalendar(options, "school-events");
  for (const event of events) {
    const { when } = event;
    const allDay = when.starts === undefined;
    const { end } = isoTimes(when);
    calendar.createEvent({
      // The file's name, so a calendar that has subscribed recognises the event when the file is made again.
      id: `${eventAnchor(event)}@${host}`,
      allDay,
      start: allDay ? utcDay(when.date) : nairobiInstant(when.date, when.starts!),
      // An all-day event ends the morning after its last day (RFC 5545, 3.6.1: DTEND is not included);
      // a timed one with no end time has none.
      end: allDay ? utcDay(end!, 1) : when.ends === undefined ? null : new Date(end!),
      stamp,
      summary: `${options.summaryPrefix}${event.title}`,
      location: event.place,
      description: event.text || null,
      url: `${options.eventsUrl}#${eventAnchor(event)}`,
      // An all-day event (an assessment week) is for knowing; a timed one is for going to.
      transparency: allDay ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
}
