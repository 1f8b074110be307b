import type { APIRoute } from "astro";
import { publishedFiles } from "../config/published-files";
import { site } from "../config/site";
import { siteCalendarOptions } from "../features/term-dates/calendar-file-options.build";
import { termYears } from "../features/term-dates/term-dates";
import { termYearsEvents } from "../features/term-dates/term-calendar";
import { termCalendarFile } from "../features/term-dates/term-calendar-file.build";

/**
 * /term-dates.ics: every school year's term dates (src/data/term-dates.json) as one calendar file, made at build
 * (docs/site.md, Term dates calendar). /events and /terms link it, to download or to subscribe.
 */
export const GET: APIRoute = () => {
  const file = publishedFiles.termDatesCalendar;
  const body = termCalendarFile(termYearsEvents(termYears).events, siteCalendarOptions(file, `${site.schoolName} term dates`));
  return new Response(body, { headers: { "Content-Type": file.contentType } });
};
