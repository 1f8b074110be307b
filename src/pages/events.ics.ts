import type { APIRoute } from "astro";
import { pathOf } from "../config/route-table";
import { publishedFiles } from "../config/published-files";
import { site } from "../config/site";
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
    {
      name: `${site.schoolName} events`,
      summaryPrefix: `${site.shortName}: `,
      siteOrigin: site.siteOrigin,
      fileUrl: `${site.siteOrigin}${file.path}`,
      eventsUrl: `${site.siteOrigin}${pathOf("events")}`,
    },
  );
  return new Response(body, { headers: { "Content-Type": file.contentType } });
};
