import ICAL from "ical.js";
import { readdirSync, readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { site } from "../../src/config/site";
import { schoolEventSchema, type SchoolEventData } from "../../src/features/school-events/school-event-schema";
import { isoTimes, upcomingEvents, whenText } from "../../src/features/school-events/school-events";
import { expect, test } from "./support";

/**
 * The school events (src/content/events/, docs/decisions/041) on the production build: on
 * /events under the term dates with JavaScript off, as schema.org Events in its JSON-LD, and in
 * /events.ics read back with a real iCalendar parser. Which events a parent must see is worked out
 * from the shipped files at the moment the test runs: those whose end has not passed in Kenya.
 */

const folder = new URL("../../src/content/events/", import.meta.url).pathname;
const shipped = readdirSync(folder)
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => {
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(`${folder}${name}`, "utf8"))![1]!;
    return { ...schoolEventSchema.parse(parseYaml(frontmatter)), id: name.replace(/\.mdx$/, "") } as SchoolEventData & { id: string };
  });
const toCome = upcomingEvents(shipped, new Date());

test.describe("school events", () => {
  test.use({ javaScriptEnabled: false });

  test("the shipped examples include events still to come (else these tests would check nothing)", () => {
    expect(toCome.length).toBeGreaterThan(0);
  });

  test("/events lists each event to come under the term dates, soonest first, with when and where, with JavaScript off", async ({ page }) => {
    await page.goto("/events");
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.indexOf("School events"), "after the term dates").toBeGreaterThan(headings.indexOf("Term dates"));
    const section = page.getByRole("region", { name: "School events" });
    const cards = section.getByRole("article");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(toCome.map((event) => event.title));
    for (const event of toCome) {
      const card = section.getByRole("article", { name: event.title });
      await expect(card.getByRole("definition").first()).toHaveText(whenText(event.when));
      await expect(card.locator("time")).toHaveAttribute("datetime", isoTimes(event.when).start);
      await expect(card.getByRole("definition").nth(1)).toHaveText(event.place);
      await expect(card.getByText(/Example dates?, shipped with the website/)).toBeVisible();
    }
    for (const past of shipped.filter((event) => !toCome.includes(event))) await expect(section.getByRole("article", { name: past.title })).toHaveCount(0);
  });

  test("/events gives each event to come as a schema.org Event in Kenya time, at the school, organised by it", async ({ request }) => {
    const html = await (await request.get("/events")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
    const things = blocks.flat() as Record<string, unknown>[];
    const events = things.filter((thing) => thing["@type"] === "Event" && String(thing.url).includes("#event-"));
    expect(events.map((event) => [event.name, event.startDate, event.endDate])).toEqual(toCome.map((event) => [event.title, isoTimes(event.when).start, isoTimes(event.when).end]));
    for (const event of events) {
      expect(event["@context"]).toBe("https://schema.org");
      expect(String(event.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:00\+03:00)?$/);
      expect(event).toMatchObject({
        eventStatus: "https://schema.org/EventScheduled",
        location: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: site.postalAddress.town } },
        organizer: { "@type": "School", name: site.schoolName },
      });
      expect(String(event.description).length).toBeGreaterThan(20);
    }
  });

  test("/events links /events.ics, which the server sends as the term dates' file is sent and holds each event to come", async ({ page }) => {
    await page.goto("/events");
    const section = page.getByRole("region", { name: "School events" });
    await expect(section.getByRole("link", { name: "Subscribe to the school events" })).toHaveAttribute("href", `webcal://${new URL(site.siteOrigin).host}/events.ics`);
    const link = section.getByRole("link", { name: "Download the school events (.ics)" });
    await expect(link).toHaveAttribute("href", "/events.ics");

    const response = await page.request.get("/events.ics");
    const termDates = await page.request.get("/term-dates.ics");
    expect(response.status()).toBe(200);
    for (const header of ["content-type", "cache-control"]) expect(response.headers()[header], header).toBe(termDates.headers()[header]);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");

    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events.map((event) => [event.summary, event.location])).toEqual(toCome.map((event) => [`${site.shortName}: ${event.title}`, event.place]));
    for (const [i, event] of events.entries()) {
      const expected = toCome[i]!;
      if (expected.when.starts === undefined) expect(event.startDate.toString()).toBe(expected.when.date);
      else expect(event.startDate.toJSDate().getTime()).toBe(new Date(isoTimes(expected.when).start).getTime());
    }
  });
});
