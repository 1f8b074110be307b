import type { Event, WithContext } from "schema-dts";
import { site } from "../../config/site";
import { schoolAddress, schoolId } from "../page-content/structured-data";
import type { TermCalendar } from "./term-shapes";
import { parseWrittenDate } from "~/shared/written-date";

/**
 * Each term's opening day as a schema.org Event for /events (docs/site.md, Events; Link previews
 * and structured data). The day is worked out from the date as written (src/shared/written-date.ts);
 * a published opening day that no calendar has (kept as written, `asWritten`) is left out rather
 * than replaced by a day the school never gave.
 */
export function termOpeningEvents(calendar: TermCalendar): WithContext<Event>[] {
  return calendar.terms.flatMap((term) => {
    const opening = parseWrittenDate(term.opening, calendar.year);
    if (!opening?.iso) return [];
    const event: WithContext<Event> = {
      "@context": "https://schema.org",
      "@type": "Event",
      name: `${term.name} opens`,
      description: `${term.name} ${opening.yearWritten ? opening.year : calendar.year} opens at ${site.schoolName} on ${term.opening}.`,
      startDate: opening.iso,
      endDate: opening.iso,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: site.schoolName, address: schoolAddress() },
      organizer: { "@type": "School", "@id": schoolId, name: site.schoolName, url: `${site.siteOrigin}/` },
    };
    return [event];
  });
}
