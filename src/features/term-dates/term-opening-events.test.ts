import { describe, expect, it } from "vitest";
import { site } from "../../config/site";
import { termYears } from "./term-dates";

/** The 2025 dates as shipped (docs/site.md, Term dates 2025). */
const termDates = termYears.years.find((calendar) => calendar.year === 2025)!;
import type { TermCalendar } from "./term-shapes";
import { termOpeningEvents } from "./term-opening-events";

describe("term openings as events (docs/site.md, Events)", () => {
  it("gives each term's opening day of docs/site.md, Term dates 2025, at the school", () => {
    const events = termOpeningEvents(termDates);
    expect(events.map((event) => [event.name, event.startDate])).toEqual([
      ["Term 1 opens", "2025-01-08"],
      ["Term 2 opens", "2025-04-29"],
      ["Term 3 opens", "2025-09-02"],
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ "@context": "https://schema.org", "@type": "Event", location: { "@type": "Place", name: site.schoolName } });
    }
  });

  it("leaves out an opening day no calendar has, and keeps a year written with the date", () => {
    const holiday = { name: "Holiday", starting: "1 December", ending: "2 December" };
    const calendar: TermCalendar = {
      year: 2025,
      terms: [
        { name: "Term 1", opening: "29 February", closing: "5 April", holiday, asWritten: [{ field: "opening", kind: "not-a-date" }] },
        { name: "Term 2", opening: "5 January 2026", closing: "5 April 2026", holiday },
      ],
    };
    expect(termOpeningEvents(calendar).map((event) => [event.name, event.startDate])).toEqual([["Term 2 opens", "2026-01-05"]]);
  });
});
