import { describe, expect, it } from "vitest";
import { alertId, alertPhase, nairobiText, nairobiTime, nextChangeIn } from "./alert-window";

describe("nairobiTime: a date and time as Kenya writes it", () => {
  it("reads it as UTC+03:00, all year (no summer time in Nairobi)", () => {
    expect(nairobiTime("2026-11-25 07:30")).toBe(Date.parse("2026-11-25T04:30:00Z"));
    expect(nairobiTime("2026-06-21 07:30")).toBe(Date.parse("2026-06-21T04:30:00Z"));
    // The same instant as the IANA zone names it.
    const text = new Intl.DateTimeFormat("sv-SE", { timeZone: "Africa/Nairobi", dateStyle: "short", timeStyle: "short" }).format(nairobiTime("2026-03-29 02:30"));
    expect(text).toBe("2026-03-29 02:30");
  });

  it("takes a T or a space, seconds, and Kenya's own offset", () => {
    const instant = Date.parse("2026-01-04T21:00:00Z");
    for (const text of ["2026-01-05 00:00", "2026-01-05T00:00", "2026-01-05 00:00:00", "2026-01-05T00:00:00+03:00", " 2026-01-05 00:00 "]) {
      expect(nairobiTime(text), text).toBe(instant);
    }
  });

  it("refuses what names no instant in Kenya: another offset, a day or hour that does not exist, words", () => {
    for (const text of ["2026-01-05T00:00:00Z", "2026-01-05T00:00+01:00", "2026-04-31 10:00", "2026-02-29 10:00", "2026-01-05 24:00", "2026-01-05 10:60", "5 January 2026 10:00", "2026-01-05", ""]) {
      expect(nairobiTime(text), text).toBeUndefined();
    }
    expect(nairobiTime("2028-02-29 10:00")).toBe(Date.parse("2028-02-29T07:00:00Z"));
  });

  it("writes an instant back as Kenya reads it", () => {
    expect(nairobiText(Date.parse("2026-11-25T22:15:00Z"))).toBe("2026-11-26 01:15");
    expect(nairobiTime(nairobiText(1_790_000_000_000))).toBe(1_790_000_000_000 - (1_790_000_000_000 % 60_000));
  });
});

describe("alertPhase and nextChangeIn: the window, start included, end excluded", () => {
  const start = nairobiTime("2026-11-25 07:00")!;
  const end = nairobiTime("2026-11-25 08:00")!;

  it("is before, showing, then ended", () => {
    expect(alertPhase(start - 1, start, end)).toBe("before");
    expect(alertPhase(start, start, end)).toBe("showing");
    expect(alertPhase(end - 1, start, end)).toBe("showing");
    expect(alertPhase(end, start, end)).toBe("ended");
  });

  it("says how long until it shows, then until it goes, then nothing", () => {
    expect(nextChangeIn(start - 5_000, start, end)).toBe(5_000);
    expect(nextChangeIn(start, start, end)).toBe(60 * 60 * 1000);
    expect(nextChangeIn(end, start, end)).toBeUndefined();
  });

  it("is the same on a phone in another time zone: the window is two instants", () => {
    // 07:30 in Nairobi is 04:30 UTC; a phone set to London or Lagos reads the same instant.
    expect(alertPhase(Date.parse("2026-11-25T04:30:00Z"), start, end)).toBe("showing");
    expect(alertPhase(Date.parse("2026-11-25T07:30:00+01:00"), start, end)).toBe("ended");
  });
});

describe("alertId", () => {
  it("names the same content the same way, and any change another way", () => {
    const parts = ["Reopening is moved to Monday.", "urgent", "", "", "1", "2"];
    expect(alertId(parts)).toBe(alertId([...parts]));
    expect(alertId(parts)).toMatch(/^[0-9a-z]{1,7}$/);
    expect(alertId(["Reopening is moved to Tuesday.", ...parts.slice(1)])).not.toBe(alertId(parts));
    expect(alertId([...parts.slice(0, 5), "3"])).not.toBe(alertId(parts));
    // The parts are kept apart: moving a letter from one to the next is a change.
    expect(alertId(["ab", "c"])).not.toBe(alertId(["a", "bc"]));
  });
});
