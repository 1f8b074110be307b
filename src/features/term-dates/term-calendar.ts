import { asWrittenNote } from "./as-written-note";
import type { DateField, TermCalendar, TermRecord, TermYears } from "./term-shapes";
import { dateText } from "./term-checks";
import { parseWrittenDate } from "~/shared/written-date";

/**
 * The term dates as calendar events (docs/site.md, Term dates calendar): each term's opening and
 * closing day, its half term and its holiday, every one an all-day event on the days the data
 * gives, and never on a day it does not. A published date that breaks the rules (recorded in the
 * term's `asWritten`) is handled so that nothing is invented:
 *
 * - a day that does not exist (29 February 2025) is left out: a period with such an end keeps
 *   only its other end, as a one-day event saying why; a single day is left out altogether;
 * - a day out of order (the August holiday starting before Term 2 closes) is kept as published,
 *   and the event says so.
 *
 * Each event's `key` comes from the year, the term and the field, so a calendar that has
 * subscribed recognises the same event when the file is made again.
 */

export interface CalendarEvent {
  /** Stable: the year, the term and the field ('2025-term-1-half-term'). */
  key: string;
  /** 'Term 1 opens', 'Term 2 half term', 'April holiday'. */
  summary: string;
  /** First day, 'YYYY-MM-DD'. */
  firstDay: string;
  /** Last day, included, 'YYYY-MM-DD'. */
  lastDay: string;
  /** Where the event differs from the published dates: the note on /events and what the calendar did. */
  description?: string;
}

export interface TermCalendarEvents {
  events: CalendarEvent[];
  /** What the calendar file does with each published date that breaks the rules, for /events. */
  notes: string[];
}

function slug(words: string): string {
  return words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

interface DatePart {
  field: DateField;
  text: string;
  iso: string | null;
  /** The date's own year: the calendar's, or the one written with it. */
  year: number;
}

function eventsOfTerm(term: TermRecord, year: number): TermCalendarEvents {
  const events: CalendarEvent[] = [];
  const notes: string[] = [];
  const keyOf = (part: string) => `${year}-${slug(term.name)}-${part}`;
  const partOf = (field: DateField): DatePart | undefined => {
    const text = dateText(term, field);
    if (text === undefined) return undefined;
    const date = parseWrittenDate(text, year);
    return { field, text, iso: date?.iso ?? null, year: date?.year ?? year };
  };
  const publishedNote = (...fields: DateField[]) =>
    (term.asWritten ?? []).filter((entry) => fields.includes(entry.field)).map((entry) => asWrittenNote(term, entry.field, entry.kind, year));
  /** The event tells what was published and what the calendar made of it; /events tells that and why. */
  const withNote = (event: CalendarEvent, published: string[], action: string, reason?: string): CalendarEvent => {
    const note = reason ? `${action}, because ${reason}.` : `${action}.`;
    notes.push(note);
    return { ...event, description: published.length > 0 ? [...published, `${action}.`].join(" ") : note };
  };

  const day = (field: "opening" | "closing", verb: "opens" | "closes") => {
    const part = partOf(field)!;
    const published = publishedNote(field);
    const summary = `${term.name} ${verb}`;
    if (part.iso === null) {
      notes.push(`The calendar file leaves out the day ${summary}: ${part.text} is not a day in ${part.year}.`);
      return;
    }
    const event = { key: keyOf(field), summary, firstDay: part.iso, lastDay: part.iso };
    events.push(published.length > 0 ? withNote(event, published, `The calendar file shows the day ${summary} as published, ${part.text}`) : event);
  };

  const period = (name: string, keyPart: string, startField: DateField, endField: DateField) => {
    const start = partOf(startField);
    const end = partOf(endField);
    if (!start || !end) return;
    const published = publishedNote(startField, endField);
    if (start.iso !== null && end.iso !== null && start.iso <= end.iso) {
      const event = { key: keyOf(keyPart), summary: name, firstDay: start.iso, lastDay: end.iso };
      events.push(
        published.length > 0 ? withNote(event, published, `The calendar file shows the ${name} as published, ${start.text} to ${end.text}`) : event,
      );
      return;
    }
    // A period one of whose ends is not a day (or ends before it starts) cannot be drawn without
    // inventing a day: each end that is a real day stands alone, saying why.
    const ends = [
      { part: start, word: "starts", keyWord: "start" },
      { part: end, word: "ends", keyWord: "end" },
    ];
    const real = ends.filter((e) => e.part.iso !== null);
    const missing = ends.filter((e) => e.part.iso === null).map((e) => `${e.part.text} is not a day in ${e.part.year}`);
    const why = missing.length > 0 ? missing.join(" and ") : `it is published as ${start.text} to ${end.text}`;
    if (real.length === 0) {
      notes.push(`The calendar file leaves out the ${name}: ${why}.`);
      return;
    }
    for (const { part, word, keyWord } of real) {
      const event = { key: keyOf(`${keyPart}-${keyWord}`), summary: `${name} ${word}`, firstDay: part.iso!, lastDay: part.iso! };
      events.push(withNote(event, published, `The calendar file shows only the day the ${name} ${word}, ${part.text}`, why));
    }
  };

  day("opening", "opens");
  if (term.halfTerm) period(`${term.name} half term`, "half-term", "halfTerm.opening", "halfTerm.closing");
  day("closing", "closes");
  period(term.holiday.name, "holiday", "holiday.starting", "holiday.ending");
  return { events, notes };
}

/** Every term's events, in the order of the terms (opens, half term, closes, holiday), and the notes. */
export function termCalendarEvents(calendar: TermCalendar): TermCalendarEvents {
  const perTerm = calendar.terms.map((term) => eventsOfTerm(term, calendar.year));
  return { events: perTerm.flatMap((t) => t.events), notes: perTerm.flatMap((t) => t.notes) };
}

/** Every school year's events and notes, oldest year first: the calendar file and /events hold them all. */
export function termYearsEvents(termYears: TermYears): TermCalendarEvents {
  const perYear = termYears.years.map(termCalendarEvents);
  return { events: perYear.flatMap((y) => y.events), notes: perYear.flatMap((y) => y.notes) };
}

/** The address a calendar app subscribes to: the file's address with `webcal:` for `https:`. */
export function subscribeAddress(siteOrigin: string, path: string): string {
  return `webcal://${new URL(siteOrigin).host}${path}`;
}
