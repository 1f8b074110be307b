import ICAL from "ical.js";
import { expect, test } from "./support";
import { site } from "../../src/config/site";

/**
 * The term dates as a calendar file (docs/site.md, Term dates calendar): the file the server
 * sends, read back with a real iCalendar parser, and the links to it on /events and /terms.
 */

/** docs/site.md, Term dates 2025, as the calendar must hold it (end: the day after the last). */
const expected = [
  ["Term 1 opens", "2025-01-08", "2025-01-09"],
  ["Term 1 half term ends", "2025-03-03", "2025-03-04"],
  ["Term 1 closes", "2025-04-05", "2025-04-06"],
  ["April holiday", "2025-04-08", "2025-04-27"],
  ["Term 2 opens", "2025-04-29", "2025-04-30"],
  ["Term 2 half term", "2025-06-24", "2025-07-02"],
  ["Term 2 closes", "2025-08-02", "2025-08-03"],
  ["August holiday", "2025-07-30", "2025-09-03"],
  ["Term 3 opens", "2025-09-02", "2025-09-03"],
  ["Term 3 closes", "2025-10-24", "2025-10-25"],
  ["Christmas holiday", "2025-10-28", "2026-01-04"],
];

const subscribe = `webcal://${new URL(site.siteOrigin).host}/term-dates.ics`;

test.describe("the term dates calendar", () => {
  test("downloaded from /events, it holds every term date as an all-day event", async ({ page }) => {
    await page.goto("/events");
    const section = page.getByRole("region", { name: "Add the term dates to your calendar" });
    const link = section.getByRole("link", { name: "Download the term dates (.ics)" });
    await expect(link).toHaveAttribute("href", "/term-dates.ics");

    const response = await page.request.get((await link.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(
      events.map((event) => [event.summary.replace(`${site.shortName}: `, ""), event.startDate.toString(), event.endDate.toString()]),
    ).toEqual(expected);
    expect(events.every((event) => event.startDate.isDate && event.endDate.isDate)).toBe(true);
    expect(new Set(events.map((event) => event.uid)).size).toBe(expected.length);
  });

  test("links a webcal: subscription at the site's own host, beside the download", async ({ page }) => {
    for (const path of ["/events", "/terms"]) {
      await page.goto(path);
      await expect(page.getByRole("link", { name: "Subscribe in your calendar app" }), path).toHaveAttribute("href", subscribe);
      await expect(page.getByRole("link", { name: "Download the term dates (.ics)" }), path).toHaveAttribute("href", "/term-dates.ics");
    }
  });

  test("/events says what the calendar file does with the two dates that break the calendar", async ({ page }) => {
    await page.goto("/events");
    const section = page.getByRole("region", { name: "Add the term dates to your calendar" });
    await expect(section.getByRole("listitem")).toHaveText([
      "The calendar file shows only the day the Term 1 half term ends, 3 March, because 29 February is not a day in 2025.",
      "The calendar file shows the August holiday as published, 30 July to 2 September.",
    ]);
  });

  test("the links are reached from the keyboard, in reading order", async ({ page }) => {
    await page.goto("/events");
    const download = page.getByRole("link", { name: "Download the term dates (.ics)" });
    await download.focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Subscribe in your calendar app" })).toBeFocused();
  });
});
