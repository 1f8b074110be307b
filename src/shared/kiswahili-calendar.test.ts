import { describe, expect, it } from "vitest";
import { kiswahiliDayText, kiswahiliMonthNames, kiswahiliWeekdayNames, kiswahiliWrittenDate } from "./kiswahili-calendar";

// Node's ICU is the reference the table is checked against; the site itself never calls Intl on a phone.
const intl = (options: Intl.DateTimeFormatOptions, date: Date) => new Intl.DateTimeFormat("sw-KE", { timeZone: "UTC", ...options }).format(date);

describe("the Kiswahili calendar's words", () => {
  it("names every month as Intl('sw-KE') does", () => {
    for (let month = 0; month < 12; month++) {
      expect(kiswahiliMonthNames[month]).toBe(intl({ month: "long" }, new Date(Date.UTC(2027, month, 15))));
    }
  });

  it("names every weekday as Intl('sw-KE') does", () => {
    // 3 January 2027 is a Sunday.
    for (let day = 0; day < 7; day++) {
      expect(kiswahiliWeekdayNames[day]).toBe(intl({ weekday: "long" }, new Date(Date.UTC(2027, 0, 3 + day))));
    }
  });

  it("writes a day as Intl's long and full date styles do", () => {
    for (const day of ["2027-01-05", "2026-03-14", "2026-12-31", "2027-02-20"]) {
      const date = new Date(`${day}T00:00:00Z`);
      expect(kiswahiliDayText(day)).toBe(intl({ dateStyle: "long" }, date));
      expect(kiswahiliDayText(day, { weekday: true })).toBe(intl({ dateStyle: "full" }, date));
    }
    expect(kiswahiliDayText("2027-01-05", { weekday: true })).toBe("Jumanne, 5 Januari 2027");
  });

  it("puts a date the school wrote in English into Kiswahili, the figures untouched", () => {
    expect(kiswahiliWrittenDate("14 March")).toBe("14 Machi");
    expect(kiswahiliWrittenDate("30 March to 2 April 2026")).toBe("30 Machi to 2 Aprili 2026");
    expect(kiswahiliWrittenDate("Mayday 5 May")).toBe("Mayday 5 Mei");
  });
});
