import { describe, expect, it } from "vitest";
import { monthNames, nairobiClock, nairobiDay, nairobiMoment, weekdayNames } from "./nairobi-time";

describe("the day in Kenya", () => {
  it("starts at 21:00 UTC the evening before, all year", () => {
    expect(nairobiDay(new Date("2026-01-04T20:59:59Z"))).toBe("2026-01-04");
    expect(nairobiDay(new Date("2026-01-04T21:00:00Z"))).toBe("2026-01-05");
    expect(nairobiDay(new Date("2026-12-31T22:30:00Z"))).toBe("2027-01-01");
    expect(nairobiDay(new Date("2027-07-01T12:00:00Z"))).toBe("2027-07-01");
  });

  it("spells the months and the weekdays in the calendar's order", () => {
    expect(monthNames).toHaveLength(12);
    expect([monthNames[0], monthNames[11]]).toEqual(["January", "December"]);
    expect(weekdayNames).toHaveLength(7);
    // Date's getUTCDay() counts from Sunday: 20 February 2027 is a Saturday.
    expect(weekdayNames[new Date("2027-02-20T00:00:00Z").getUTCDay()]).toBe("Saturday");
  });
});

describe("a moment in Kenya's time", () => {
  const now = new Date("2026-12-03T12:00:00Z");
  it("is the clock alone today, the day and the clock before, and the year too in an earlier year", () => {
    expect(nairobiClock(new Date("2026-12-03T07:42:00Z"))).toBe("10:42");
    expect(nairobiClock(new Date("2026-12-03T07:42:05Z"), { seconds: true })).toBe("10:42:05");
    expect(nairobiMoment(new Date("2026-12-03T07:42:30Z"), now)).toBe("10:42");
    // 22:15 UTC on the 2nd is 01:15 on the 3rd in Kenya: today.
    expect(nairobiMoment(new Date("2026-12-02T22:15:00Z"), now)).toBe("01:15");
    expect(nairobiMoment(new Date("2026-12-02T20:15:00Z"), now)).toBe("2 December, 23:15");
    expect(nairobiMoment(new Date("2025-12-31T20:00:00Z"), now)).toBe("31 December 2025, 23:00");
  });
});
