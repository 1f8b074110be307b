import type { PublishedFile } from "../../config/published-files";
import { site } from "../../config/site";
import { pageUrl } from "../page-content/page-meta";
import type { CalendarFileOptions } from "./term-calendar-file.build";

/**
 * What the site's two calendar files (/term-dates.ics, /events.ics) say alike: the school's short
 * name before each event's title, the site's address, the file's own address, and /events as the
 * page each event links to. Only the calendar's name differs.
 */
export function siteCalendarOptions(file: PublishedFile, name: string): CalendarFileOptions {
  return { name, summaryPrefix: `${site.shortName}: `, siteOrigin: site.siteOrigin, fileUrl: `${site.siteOrigin}${file.path}`, eventsUrl: pageUrl("events") };
}
