import type { Event, WithContext } from "schema-dts";
import { site } from "../../config/site";
import { eventAnchor, isoTimes, type SchoolEvent } from "./school-events";
import { schoolAddress, schoolId } from "../page-content/structured-data";

/**
 * A school event as a schema.org Event for /events' JSON-LD (docs/decisions/041): its start (and
 * end) in Kenya time with the +03:00 offset, or as days for an all-day event; held at the school,
 * organised by it; its words as the description.
 */
export function schoolEventData(event: SchoolEvent, eventsUrl: string): WithContext<Event> {
  const { start, end } = isoTimes(event.when);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.text.replace(/\s+/g, " ").trim() || `${event.title} at ${site.schoolName}.`,
    startDate: start,
    ...(end === undefined ? {} : { endDate: end }),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: `${event.place}, ${site.schoolName}`, address: schoolAddress() },
    organizer: { "@type": "School", "@id": schoolId, name: site.schoolName, url: `${site.siteOrigin}/` },
    url: `${eventsUrl}#${eventAnchor(event)}`,
  };
}
