import type { APIRoute } from "astro";
import { pathOf } from "../config/route-table";
import { publishedFiles } from "../config/published-files";
import { site } from "../config/site";
import { termDates } from "../content/term-dates";
import { termCalendarEvents } from "../lib/term-calendar";
import { termCalendarFile } from "../lib/term-calendar-file";

/**
 * /term-dates.ics: the term dates of src/content/term-dates.ts as a calendar file, made at build
 * (docs/site.md, Term dates calendar). /events and /terms link it, to download or to subscribe.
 */
export const GET: APIRoute = () => {
  const file = publishedFiles.termDatesCalendar;
  const body = termCalendarFile(termCalendarEvents(termDates).events, {
    name: `${site.schoolName} term dates ${termDates.year}`,
    summaryPrefix: `${site.shortName}: `,
    siteOrigin: site.siteOrigin,
    fileUrl: `${site.siteOrigin}${file.path}`,
    eventsUrl: `${site.siteOrigin}${pathOf("events")}`,
  });
  return new Response(body, { headers: { "Content-Type": file.contentType } });
};
