import { kiswahiliDayText } from "~/shared/kiswahili-calendar";
import { fillIn } from "~/shared/fill-in";
import { dayText, nairobiDay, nairobiIso } from "~/shared/nairobi-time";
import type { EventTime, SchoolEventData } from "./school-event-schema";

/**
 * The school's dated events (src/content/events/, docs/decisions/041) as the site shows them: when
 * each starts and ends in Kenya time, which are still to come at a given moment, and how the page
 * writes their dates. Kenya keeps one offset all year (East Africa Time, UTC+3, no summer time), so
 * a day and a time written in Kenya are one instant, on any build machine.
 */

/** An event and what its file is called (`open-day-2026`), which names it in the calendar file. */
export interface SchoolEvent extends SchoolEventData {
  id: string;
  /** Its words as plain text, for calendars and search engines. */
  text: string;
}

/** An instant from a day and a time in Kenya. */
export function nairobiInstant(day: string, time: string): Date {
  return new Date(nairobiIso(day, `${time}:00`));
}

/** The id of an event's card on /events, which its calendar entry and its JSON-LD link to: 'event-open-day-2026'. */
export function eventAnchor(event: Pick<SchoolEvent, "id">): string {
  return `event-${event.id}`;
}

/** Its last day: the day given as such, or its only day. */
export function lastDayOf(when: EventTime): string {
  return when.lastDay ?? when.date;
}

/**
 * When it starts and ends as schema.org and ISO 8601 write them: a day ('2027-02-20') for an
 * all-day event, a day and time with Kenya's offset ('2027-02-20T08:00:00+03:00') for the rest.
 * A timed event with no end time has no end.
 */
export function isoTimes(when: EventTime): { start: string; end?: string } {
  if (when.starts === undefined) return { start: when.date, end: lastDayOf(when) };
  const start = nairobiIso(when.date, `${when.starts}:00`);
  return when.ends === undefined ? { start } : { start, end: nairobiIso(lastDayOf(when), `${when.ends}:00`) };
}

/**
 * Past once its end is before `now`: the time it ends when it has one, or else the whole of its
 * (last) day in Kenya, so an event with no end time stays listed until its day is over.
 */
export function isPast(when: EventTime, now: Date): boolean {
  if (when.ends !== undefined) return nairobiInstant(lastDayOf(when), when.ends).getTime() < now.getTime();
  return lastDayOf(when) < nairobiDay(now);
}

/** The events still to come at `now`, soonest first (then by name, so the order never depends on the files' order). */
export function upcomingEvents<Event extends SchoolEventData>(events: readonly Event[], now: Date): Event[] {
  const startOf = ({ when }: SchoolEventData) => `${when.date}T${when.starts ?? "00:00"}`;
  return events.filter((event) => !isPast(event.when, now)).sort((a, b) => startOf(a).localeCompare(startOf(b)) || a.title.localeCompare(b.title));
}

/** 'Saturday 20 February 2027': an event's day, with its weekday. */
const eventDayText = (day: string, { year = true } = {}) => dayText(day, { weekday: true, year });

/** '9:00 am', '2:30 pm', '12:00 noon': as Kenyan schools write a time for parents. */
export function timeText(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  if (hours === 12 && minutes === 0) return "12:00 noon";
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}

/**
 * When it is, in words: 'Saturday 20 February 2027, 8:00 am to 4:00 pm',
 * 'Monday 25 October to Friday 5 November 2027 (all day)', 'Friday 23 July 2027 from 10:00 am'.
 */
export function whenText(when: EventTime): string {
  const last = lastDayOf(when);
  const oneDay = last === when.date;
  const sameYear = last.slice(0, 4) === when.date.slice(0, 4);
  const days = oneDay ? eventDayText(when.date) : `${eventDayText(when.date, { year: !sameYear })} to ${eventDayText(last)}`;
  if (when.starts === undefined) return oneDay ? `${days}, all day` : `${days}, every day`;
  if (when.ends === undefined) return `${days}, from ${timeText(when.starts)}`;
  if (oneDay) return `${days}, ${timeText(when.starts)} to ${timeText(when.ends)}`;
  return `${eventDayText(when.date, { year: !sameYear })}, ${timeText(when.starts)}, to ${eventDayText(last)}, ${timeText(when.ends)}`;
}

/** The words of `whenText` in another language (sw.json's `events`): `{days}`, `{time}`, `{start}`, `{end}`… filled in. */
export interface WhenWords {
  readonly allDay: string;
  readonly everyDay: string;
  readonly from: string;
  readonly times: string;
  readonly days: string;
  readonly across: string;
}

/**
 * `whenText` in Kiswahili (docs/decisions/063): 'Jumamosi, 20 Februari 2027, 08:00 hadi 16:00'. The
 * days from the Kiswahili calendar table, the times on the 24-hour clock as Kenya's Kiswahili
 * print writes them (ICU has no Swahili clock, 'saa mbili asubuhi'); the figures are the event's.
 */
export function kiswahiliWhenText(when: EventTime, words: WhenWords): string {
  const last = lastDayOf(when);
  const oneDay = last === when.date;
  const sameYear = last.slice(0, 4) === when.date.slice(0, 4);
  const day = (date: string, year = true) => kiswahiliDayText(date, { weekday: true, year });
  const days = oneDay ? day(when.date) : fillIn(words.days, { start: day(when.date, !sameYear), end: day(last) });
  if (when.starts === undefined) return fillIn(oneDay ? words.allDay : words.everyDay, { days });
  if (when.ends === undefined) return fillIn(words.from, { days, time: when.starts });
  if (oneDay) return fillIn(words.times, { days, start: when.starts, end: when.ends });
  return fillIn(words.across, { startDay: day(when.date, !sameYear), startTime: when.starts, endDay: day(last), endTime: when.ends });
}
