import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { SchoolEvent } from "./school-events";
import { eventsStamp, schoolEventsCalendarFile } from "./school-events-calendar-file.build";

const events: SchoolEvent[] = [
  { id: "sports-day-2027", title: "Sports day", when: { date: "2027-02-20", starts: "08:00", ends: "16:00" }, place: "Sports field", text: "The four houses compete.\n\nBring a hat; lunch is served." },
  { id: "prize-giving-2027", title: "Prize giving", when: { date: "2027-07-23", starts: "10:00" }, place: "School hall", text: "" },
  { id: "kjsea-2027", title: "KJSEA for Grade 9", when: { date: "2027-10-25", lastDay: "2027-11-05" }, place: "Main block, rooms 1–4", text: "Grade 9 sit the KJSEA." },
];

const options = {
  name: "Sisal Ridge Junior Academy events",
  summaryPrefix: "Sisal Ridge: ",
  siteOrigin: "https://www.school.example",
  fileUrl: "https://www.school.example/events.ics",
  eventsUrl: "https://www.school.example/events",
  stamp: new Date("2026-11-25T10:00:00Z"),
};

/** The file read back with a real iCalendar parser (ical.js), as a calendar app would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        description: event.description ?? null,
        url: component.getFirstPropertyValue("url"),
        transparency: component.getFirstPropertyValue("transp"),
        allDay: event.startDate.isDate,
        // Instants in UTC, days as days.
        start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
        end: component.hasProperty("dtend") ? (event.endDate.isDate ? event.endDate.toString() : event.endDate.toJSDate().toISOString()) : null,
      };
    }),
  };
}

describe("the school events' calendar file (/events.ics)", () => {
  const text = schoolEventsCalendarFile(events, options);
  const { calendar, events: read } = parse(text);

  it("is a calendar named after the school, that says where it lives and to look again daily", () => {
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(options.name);
    expect(text).toMatch(/\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\n/);
    expect(text).toContain("SOURCE;VALUE=URI:https://www.school.example/events.ics");
  });

  it("holds each event at its Kenya time as an instant (08:00 in Nairobi is 05:00 UTC), all-day events as days", () => {
    expect(read.map(({ summary, start, end, allDay }) => [summary, start, end, allDay])).toEqual([
      ["Sisal Ridge: Sports day", "2027-02-20T05:00:00.000Z", "2027-02-20T13:00:00.000Z", false],
      ["Sisal Ridge: Prize giving", "2027-07-23T07:00:00.000Z", null, false],
      // An all-day event ends the morning after its last day (RFC 5545: DTEND is not included).
      ["Sisal Ridge: KJSEA for Grade 9", "2027-10-25", "2027-11-06", true],
    ]);
  });

  it("gives each its place, its words, its anchor on /events, and a UID from its file that stays the same", () => {
    expect(read.map(({ uid, location, description, url, transparency }) => ({ uid, location, description, url, transparency }))).toEqual([
      {
        uid: "event-sports-day-2027@www.school.example",
        location: "Sports field",
        description: "The four houses compete.\n\nBring a hat; lunch is served.",
        url: "https://www.school.example/events#event-sports-day-2027",
        transparency: "OPAQUE",
      },
      { uid: "event-prize-giving-2027@www.school.example", location: "School hall", description: null, url: "https://www.school.example/events#event-prize-giving-2027", transparency: "OPAQUE" },
      {
        uid: "event-kjsea-2027@www.school.example",
        location: "Main block, rooms 1–4",
        description: "Grade 9 sit the KJSEA.",
        url: "https://www.school.example/events#event-kjsea-2027",
        transparency: "TRANSPARENT",
      },
    ]);
    expect(schoolEventsCalendarFile(events, options)).toBe(text);
  });

  it("is an empty calendar, still valid, when no event is to come", () => {
    const empty = parse(schoolEventsCalendarFile([], options));
    expect(empty.calendar.getFirstPropertyValue("prodid")).toContain("school-events");
    expect(empty.events).toEqual([]);
  });
});

describe("the events' stamp", () => {
  it("follows the events, not the clock: the same events give the same file at any time", () => {
    const { stamp: _fixed, ...unstamped } = options;
    const first = schoolEventsCalendarFile(events, unstamped);
    expect(schoolEventsCalendarFile(events, unstamped)).toBe(first);
    expect(first).toContain("DTSTAMP:20260101T000000Z");
    expect(eventsStamp(events).toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });
});
