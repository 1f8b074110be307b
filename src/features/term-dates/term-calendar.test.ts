import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import { termYears } from "./term-dates";
import type { TermCalendar } from "./term-shapes";

/** The 2025 dates as shipped (docs/site.md, Term dates 2025). */
const termDates = termYears.years.find((calendar) => calendar.year === 2025)!;
import { subscribeAddress, termCalendarEvents } from "./term-calendar";
import { termCalendarFile } from "./term-calendar-file.build";

const options = {
  name: "Sisal Ridge Junior Academy term dates 2025",
  summaryPrefix: "Sisal Ridge: ",
  siteOrigin: "https://www.sisalridge.example",
  fileUrl: "https://www.sisalridge.example/term-dates.ics",
  eventsUrl: "https://www.sisalridge.example/events",
  stamp: new Date("2025-01-01T06:00:00Z"),
};

interface ParsedEvent {
  uid: string;
  summary: string;
  /** The first day and the day after the last (DTEND), as written in the file. */
  start: string;
  end: string;
  isAllDay: boolean;
  description: string | null;
}

/** The calendar file read back with a real iCalendar parser (ical.js), as a calendar app would. */
function parse(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      isAllDay: event.startDate.isDate && event.endDate.isDate,
      description: event.description ?? null,
    };
  });
  return { calendar, events };
}

/** The 2025 dates of docs/site.md, Term dates 2025, as the calendar must hold them: written here on purpose. */
const expected2025 = [
  ["2025-term-1-opening", "Term 1 opens", "2025-01-08", "2025-01-09"],
  ["2025-term-1-half-term-end", "Term 1 half term ends", "2025-03-03", "2025-03-04"],
  ["2025-term-1-closing", "Term 1 closes", "2025-04-05", "2025-04-06"],
  ["2025-term-1-holiday", "April holiday", "2025-04-08", "2025-04-27"],
  ["2025-term-2-opening", "Term 2 opens", "2025-04-29", "2025-04-30"],
  ["2025-term-2-half-term", "Term 2 half term", "2025-06-24", "2025-07-02"],
  ["2025-term-2-closing", "Term 2 closes", "2025-08-02", "2025-08-03"],
  ["2025-term-2-holiday", "August holiday", "2025-07-30", "2025-09-03"],
  ["2025-term-3-opening", "Term 3 opens", "2025-09-02", "2025-09-03"],
  ["2025-term-3-closing", "Term 3 closes", "2025-10-24", "2025-10-25"],
  ["2025-term-3-holiday", "Christmas holiday", "2025-10-28", "2026-01-04"],
] as const;

/**
 * Each term's dates as docs/site.md, Term dates 2025, writes them, as calendar days, in its
 * table's order: opens, half term, closes, holiday. Term 1's half term opens on '29 February',
 * a day 2025 lacks, so only its end is here.
 */
const writtenDays2025 = {
  "term-1": ["2025-01-08", "2025-03-03", "2025-04-05", "2025-04-08", "2025-04-26"],
  "term-2": ["2025-04-29", "2025-06-24", "2025-07-01", "2025-08-02", "2025-07-30", "2025-09-02"],
  "term-3": ["2025-09-02", "2025-10-24", "2025-10-28", "2026-01-03"],
} as const;

function dayBefore(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

describe("the term dates calendar file (docs/site.md, Term dates calendar)", () => {
  const text = termCalendarFile(termCalendarEvents(termDates).events, options);
  const { calendar, events } = parse(text);

  it("is an iCalendar a real parser reads: version 2.0, a product id, the calendar's name", () => {
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(options.name);
    // RFC 5545, 3.1: lines end in CRLF and none is longer than 75 octets.
    const lines = text.split("\r\n");
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    expect(lines.filter((line) => Buffer.byteLength(line, "utf8") > 75)).toEqual([]);
  });

  it("holds every term date of 2025 as an all-day event, and nothing else", () => {
    expect(events.map((e) => [e.uid.replace(/@.*$/, ""), e.summary.replace(options.summaryPrefix, ""), e.start, e.end])).toEqual(expected2025);
    expect(events.every((e) => e.isAllDay)).toBe(true);
    expect(events.every((e) => e.summary.startsWith(options.summaryPrefix))).toBe(true);
  });

  it("puts no event on a day the data does not give: each first and last day is one of the term's written dates", () => {
    for (const event of events) {
      const term = Object.keys(writtenDays2025).find((name) => event.uid.startsWith(`2025-${name}-`))!;
      const days: readonly string[] = writtenDays2025[term as keyof typeof writtenDays2025];
      expect(days, `${event.summary} starts on a date of ${term}`).toContain(event.start);
      expect(days, `${event.summary} ends on a date of ${term}`).toContain(dayBefore(event.end));
    }
  });

  it("leaves out 29 February 2025, a day that does not exist: Term 1's half term keeps only its last day, saying why", () => {
    expect(text).not.toContain("20250229");
    // Nor a day put in its place (28 February, 1 or 2 March).
    expect(events.filter((e) => e.start >= "2025-02-28" && e.start <= "2025-03-02")).toEqual([]);
    expect(events.some((e) => e.summary.endsWith("Term 1 half term"))).toBe(false);
    const halfTermEnd = events.find((e) => e.summary.endsWith("Term 1 half term ends"))!;
    expect(halfTermEnd.description).toContain("there is no 29 February in 2025");
    expect(halfTermEnd.description).toContain("shows only the day the Term 1 half term ends, 3 March");
  });

  it("keeps the August holiday as published, starting before Term 2 closes, and says so", () => {
    const holiday = events.find((e) => e.summary.endsWith("August holiday"))!;
    expect([holiday.start, holiday.end]).toEqual(["2025-07-30", "2025-09-03"]);
    expect(holiday.description).toContain("As published, the August holiday begins on 30 July, before Term 2 closes on 2 August.");
  });

  it("gives every other event no description", () => {
    expect(events.filter((e) => e.description !== null).map((e) => e.summary)).toEqual([
      "Sisal Ridge: Term 1 half term ends",
      "Sisal Ridge: August holiday",
    ]);
  });

  it("names each event by year, term and field, the same in every build, and once", () => {
    const again = parse(termCalendarFile(termCalendarEvents(termDates).events, { ...options, stamp: new Date("2025-06-01T00:00:00Z") }));
    expect(again.events.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(events.every((e) => e.uid.endsWith("@www.sisalridge.example"))).toBe(true);
  });

  it("is the same file whenever it is built: its DTSTAMP follows the dates, not the build's clock", () => {
    const { stamp: _stamp, ...unstamped } = options;
    const built = (at: string) => {
      vi.useFakeTimers({ now: new Date(at) });
      try {
        return termCalendarFile(termCalendarEvents(termDates).events, unstamped);
      } finally {
        vi.useRealTimers();
      }
    };
    const first = built("2026-11-25T16:33:08Z");
    expect(built("2026-12-02T09:00:00Z")).toBe(first);
    expect(first.match(/^DTSTAMP:.*$/gm)).toEqual(Array(events.length).fill("DTSTAMP:20250101T000000Z"));
  });

  it("marks the dates free time, not busy, and tells a subscribed calendar to look for changes daily", () => {
    expect(text.match(/^TRANSP:TRANSPARENT$/gm)).toHaveLength(events.length);
    expect(text).toMatch(/^REFRESH-INTERVAL;VALUE=DURATION:P1D$/m);
  });
});

describe("the calendar's rules on other dates", () => {
  const base = { name: "Term 1", opening: "8 January", closing: "5 April", holiday: { name: "April holiday", starting: "8 April", ending: "26 April" } };

  it("a day that does not exist on its own is left out, with a note for the page", () => {
    const calendar: TermCalendar = {
      year: 2025,
      terms: [{ ...base, opening: "29 February", asWritten: [{ field: "opening", kind: "not-a-date" }] }],
    };
    const { events, notes } = termCalendarEvents(calendar);
    expect(events.map((e) => e.summary)).toEqual(["Term 1 closes", "April holiday"]);
    expect(notes).toEqual(["The calendar file leaves out the day Term 1 opens: 29 February is not a day in 2025."]);
  });

  it("29 February of a leap year is a day like any other", () => {
    const calendar: TermCalendar = { year: 2028, terms: [{ ...base, halfTerm: { opening: "29 February", closing: "3 March" } }] };
    const { events, notes } = termCalendarEvents(calendar);
    expect(events.find((e) => e.summary === "Term 1 half term")).toMatchObject({ firstDay: "2028-02-29", lastDay: "2028-03-03" });
    expect(notes).toEqual([]);
  });

  it("a period whose ends are both missing is left out entirely", () => {
    const calendar: TermCalendar = {
      year: 2025,
      terms: [{ ...base, holiday: { name: "April holiday", starting: "31 April", ending: "31 June" } }],
    };
    const { events, notes } = termCalendarEvents(calendar);
    expect(events.map((e) => e.summary)).toEqual(["Term 1 opens", "Term 1 closes"]);
    expect(notes).toEqual(["The calendar file leaves out the April holiday: 31 April is not a day in 2025 and 31 June is not a day in 2025."]);
  });

  it("a period that ends before it starts is not turned round: each end stands alone", () => {
    const calendar: TermCalendar = {
      year: 2025,
      terms: [{ ...base, holiday: { name: "April holiday", starting: "26 April", ending: "8 April" } }],
    };
    const { events } = termCalendarEvents(calendar);
    expect(events.filter((e) => e.summary.startsWith("April holiday")).map((e) => [e.summary, e.firstDay, e.lastDay])).toEqual([
      ["April holiday starts", "2025-04-26", "2025-04-26"],
      ["April holiday ends", "2025-04-08", "2025-04-08"],
    ]);
  });
});

describe("subscribeAddress", () => {
  it("is the file's address at the site's host, as webcal:", () => {
    expect(subscribeAddress("https://www.sisalridge.example", "/term-dates.ics")).toBe("webcal://www.sisalridge.example/term-dates.ics");
  });
});
