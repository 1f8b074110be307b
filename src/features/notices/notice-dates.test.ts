import { describe, expect, it } from "vitest";
import { dayText, nairobiDay, nairobiIso } from "~/shared/nairobi-time";
import { currentNotices, isExpired, newestFirst } from "./notice-dates";

describe("a notice's days, in Nairobi time", () => {
  it("writes a day's start with Nairobi's offset", () => {
    expect(nairobiIso("2026-01-05")).toBe("2026-01-05T00:00:00+03:00");
    expect(new Date(nairobiIso("2026-01-05")).toISOString()).toBe("2026-01-04T21:00:00.000Z");
  });

  it("keeps a notice all of its remove-after day and expires it the day after", () => {
    const notice = { removeAfter: "2026-01-31" };
    expect(isExpired(notice, "2026-01-30")).toBe(false);
    expect(isExpired(notice, "2026-01-31")).toBe(false);
    expect(isExpired(notice, "2026-02-01")).toBe(true);
    // 1 February starts at 21:00 UTC on 31 January: a build then already leaves it out.
    expect(isExpired(notice, nairobiDay(new Date("2026-01-31T21:00:00Z")))).toBe(true);
    expect(isExpired(notice, nairobiDay(new Date("2026-01-31T20:59:00Z")))).toBe(false);
  });

  it("never expires a notice with no remove-after day", () => {
    expect(isExpired({}, "2099-12-31")).toBe(false);
  });

  it("lists the newest first, the same day's by title, and leaves expired ones out", () => {
    const notices = [
      { title: "B", date: "2026-01-05" },
      { title: "Old", date: "2025-11-01" },
      { title: "A", date: "2026-01-05" },
      { title: "Gone", date: "2026-01-10", removeAfter: "2026-01-20" },
    ];
    expect(newestFirst(notices).map((n) => n.title)).toEqual(["Gone", "A", "B", "Old"]);
    expect(currentNotices(notices, "2026-01-20").map((n) => n.title)).toEqual(["Gone", "A", "B", "Old"]);
    expect(currentNotices(notices, "2026-01-21").map((n) => n.title)).toEqual(["A", "B", "Old"]);
  });
});

describe("a notice's day, as written on the page", () => {
  it("is day, month and year, as the school writes dates", () => {
    expect(dayText("2026-01-05")).toBe("5 January 2026");
    expect(dayText("2025-12-31")).toBe("31 December 2025");
  });
});
