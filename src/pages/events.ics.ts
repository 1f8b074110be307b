import type { APIRoute } from "astro";
import { publishedFiles } from "../config/published-files";
import { site } from "../config/site";
import { siteCalendarOptions } from "../content/calendar-file-options";
import { upcomingSchoolEvents } from "../content/school-events";
import { schoolEventsCalendarFile } from "../lib/school-events-calendar-file";

/**
 * /events.ics: the school events still to come (src/content/events/), as one calendar file made at
 * build (docs/decisions/041). /events links it, to download or to subscribe.
 */
export const GET: APIRoute = () => {
  const file = publishedFiles.schoolEventsCalendar;
  const body = schoolEventsCalendarFile(
    upcomingSchoolEvents.map(({ event }) => event),
    siteCalendarOptions(file, `${site.schoolName} events`),
  );
  return new Response(body, { headers: { "Content-Type": file.contentType } });
};
