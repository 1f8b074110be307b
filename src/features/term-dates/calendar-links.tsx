import type { ReactNode } from "react";
import { publishedFiles } from "~/config/published-files";
import { site } from "~/config/site";
import { termYears } from "~/features/term-dates/term-dates";
import { subscribeAddress, termYearsEvents } from "~/features/term-dates/term-calendar";

interface CalendarLinksProps {
  /** The words of each link, from the page's content file. */
  download: string;
  subscribe: string;
  /** Which file: the term dates' (the default) or the school events' (`feed="events"`, /events.ics). */
  feed?: "term-dates" | "events";
}

/**
 * `<CalendarLinks download="…" subscribe="…" />`: the term dates' calendar file (/term-dates.ics,
 * docs/site.md, Term dates calendar), or with `feed="events"` the school events' (/events.ics), to download once or to subscribe to (`webcal:` at the site's
 * own host, so the reader's calendar follows a change). Two plain links, each named by its words.
 */
export function CalendarLinks({ download, subscribe, feed = "term-dates" }: CalendarLinksProps) {
  const calendarFile = feed === "events" ? publishedFiles.schoolEventsCalendar : publishedFiles.termDatesCalendar;
  return (
    <div className="content-block flex flex-wrap gap-3">
      {/* A file, not a page: never fetched ahead on hover. No `download` attribute, so each phone
          does its own thing with a calendar file (an iPhone offers to add the events at once). */}
      <a href={calendarFile.path} type="text/calendar" data-prefetch="false" className="btn-primary">
        {download}
      </a>
      <a href={subscribeAddress(site.siteOrigin, calendarFile.path)} className="btn-secondary">
        {subscribe}
      </a>
    </div>
  );
}

/**
 * `<CalendarNotes>words</CalendarNotes>`: what the calendar file does with each published date
 * that breaks the rules (a day that does not exist is left out; a day out of order is kept as
 * published), so the page says it as well as the file, after the content file's words. Nothing,
 * words included, when every date keeps the rules.
 */
export function CalendarNotes({ children }: { children?: ReactNode }) {
  const { notes } = termYearsEvents(termYears);
  if (notes.length === 0) return null;
  return (
    <>
      {children}
      <ul className="content-block list-disc space-y-2 pl-6 text-base text-slate-700">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}
