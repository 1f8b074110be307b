import { describe, expect, it } from "vitest";
import { schoolEventSchema, type SchoolEventData } from "./school-event-schema";
import { dayText } from "~/shared/nairobi-time";
import { isoTimes, isPast, timeText, upcomingEvents, whenText } from "./school-events";

const sportsDay: SchoolEventData = { title: "Sports day", when: { date: "2027-02-20", starts: "08:00", ends: "16:00" }, place: "Sports field" };
const kjsea: SchoolEventData = { title: "KJSEA for Grade 9", when: { date: "2027-10-25", lastDay: "2027-11-05" }, place: "Main block" };
const prizeGiving: SchoolEventData = { title: "Prize giving", when: { date: "2027-07-23", starts: "10:00" }, place: "School hall" };

describe("a past event", () => {
  it("with an end time is past once that time has gone by in Kenya, not before", () => {
    // 16:00 in Nairobi is 13:00 UTC.
    expect(isPast(sportsDay.when, new Date("2027-02-20T12:59:59Z"))).toBe(false);
    expect(isPast(sportsDay.when, new Date("2027-02-20T13:00:01Z"))).toBe(true);
  });

  it("with no end time stays until its day is over in Kenya", () => {
    expect(isPast(prizeGiving.when, new Date("2027-07-23T20:59:59Z"))).toBe(false);
    expect(isPast(prizeGiving.when, new Date("2027-07-23T21:00:00Z"))).toBe(true);
  });

  it("of several days stays until its last day is over", () => {
    expect(isPast(kjsea.when, new Date("2027-10-30T09:00:00Z"))).toBe(false);
    expect(isPast(kjsea.when, new Date("2027-11-05T20:00:00Z"))).toBe(false);
    expect(isPast(kjsea.when, new Date("2027-11-05T21:00:00Z"))).toBe(true);
  });

  it("leaves the list; those to come are listed soonest first", () => {
    const now = new Date("2027-03-01T06:00:00Z");
    expect(upcomingEvents([kjsea, sportsDay, prizeGiving], now).map((e) => e.title)).toEqual(["Prize giving", "KJSEA for Grade 9"]);
    expect(upcomingEvents([kjsea, sportsDay, prizeGiving], new Date("2026-12-01T00:00:00Z")).map((e) => e.title)).toEqual([
      "Sports day",
      "Prize giving",
      "KJSEA for Grade 9",
    ]);
    expect(upcomingEvents([kjsea, sportsDay, prizeGiving], new Date("2027-11-06T00:00:00Z"))).toEqual([]);
  });
});

describe("when it is", () => {
  it("is written with the +03:00 offset when it has times, as days when it lasts all day", () => {
    expect(isoTimes(sportsDay.when)).toEqual({ start: "2027-02-20T08:00:00+03:00", end: "2027-02-20T16:00:00+03:00" });
    expect(isoTimes(prizeGiving.when)).toEqual({ start: "2027-07-23T10:00:00+03:00" });
    expect(isoTimes(kjsea.when)).toEqual({ start: "2027-10-25", end: "2027-11-05" });
  });

  it("reads as a parent would say it", () => {
    expect(whenText(sportsDay.when)).toBe("Saturday 20 February 2027, 8:00 am to 4:00 pm");
    expect(whenText(prizeGiving.when)).toBe("Friday 23 July 2027, from 10:00 am");
    expect(whenText(kjsea.when)).toBe("Monday 25 October to Friday 5 November 2027, every day");
    expect(whenText({ date: kjsea.when.date })).toBe("Monday 25 October 2027, all day");
    expect(whenText({ date: "2026-12-30", lastDay: "2027-01-02", starts: "09:00", ends: "12:00" })).toBe(
      "Wednesday 30 December 2026, 9:00 am, to Saturday 2 January 2027, 12:00 noon",
    );
    expect(dayText("2027-01-16", { weekday: true })).toBe("Saturday 16 January 2027");
    expect([timeText("00:30"), timeText("12:15"), timeText("23:59")]).toEqual(["12:30 am", "12:15 pm", "11:59 pm"]);
  });
});

describe("the event's file", () => {
  const messages = (value: unknown) => {
    const result = schoolEventSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("accepts the shipped kinds of event", () => {
    for (const event of [sportsDay, kjsea, prizeGiving]) expect(messages(event)).toEqual([]);
  });

  it("refuses a day that is not in the calendar, or not written year-month-day", () => {
    const at = (when: object) => ({ ...sportsDay, when: { ...sportsDay.when, ...when } });
    expect(messages(at({ date: "2027-02-29" }))).toEqual(["when.date: 2027-02-29 is not a day in the calendar"]);
    expect(messages(at({ date: "20 February 2027" }))[0]).toMatch(/^when.date: write the day as year-month-day/);
    expect(messages(at({ starts: "8am" }))[0]).toMatch(/^when.starts: write the time on the 24-hour clock/);
  });

  it("refuses an end before the start, an end time with no start time, and several days with no end time", () => {
    const at = (event: SchoolEventData, when: object) => ({ ...event, when: { ...event.when, ...when } });
    expect(messages(at(sportsDay, { ends: "07:00" }))).toEqual(["when.ends: it ends before it starts (08:00)"]);
    expect(messages(at(kjsea, { lastDay: "2027-10-20" }))).toEqual(["when.lastDay: the last day is before the first (2027-10-25)"]);
    expect(messages(at(kjsea, { ends: "12:00" }))).toEqual(["when.ends: give the time it starts as well, or leave both empty for an all-day event"]);
    expect(messages(at(kjsea, { starts: "08:00" }))).toEqual(["when.ends: say when an event of several days ends on its last day"]);
    expect(messages({ ...sportsDay, venue: "Hall" })).toHaveLength(1);
  });
});
