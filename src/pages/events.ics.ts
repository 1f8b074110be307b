import type { APIRoute } from "astro";
import { publishedFiles } from "../config/published-files";
import { site } from "../config/site";
import { siteCalendarOptions } from "../features/term-dates/calendar-file-options.build";
import { upcomingSchoolEvents } from "../features/school-events/school-event-entries.build";
import { schoolEventsCalendarFile } from "../features/school-events/school-events-calendar-file.build";

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
