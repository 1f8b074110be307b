import { describe, expect, it } from "vitest";
import { site } from "../../config/site";
import { schoolEventData } from "./school-event-data";
import type { SchoolEvent } from "./school-events";
import { schoolId } from "../page-content/structured-data";

const eventsUrl = `${site.siteOrigin}/events`;
const sportsDay: SchoolEvent = { id: "sports-day-2027", title: "Sports day", when: { date: "2027-02-20", starts: "08:00", ends: "16:00" }, place: "Sports field", text: "The houses compete.\n\nBring a hat." };

describe("a school event as schema.org Event JSON-LD", () => {
  it("starts and ends in Kenya time (+03:00), at the school, organised by it", () => {
    expect(schoolEventData(sportsDay, eventsUrl)).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Sports day",
      description: "The houses compete. Bring a hat.",
      startDate: "2027-02-20T08:00:00+03:00",
      endDate: "2027-02-20T16:00:00+03:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: `Sports field, ${site.schoolName}`,
        address: {
          "@type": "PostalAddress",
          postOfficeBoxNumber: site.postalAddress.box,
          addressLocality: site.postalAddress.town,
          addressRegion: site.postalAddress.county,
          addressCountry: site.postalAddress.country,
        },
      },
      organizer: { "@type": "School", "@id": schoolId, name: site.schoolName, url: `${site.siteOrigin}/` },
      url: `${eventsUrl}#event-sports-day-2027`,
    });
  });

  it("gives days for an all-day event, no end for a start time alone, and a description when it has no words", () => {
    const kjsea = schoolEventData({ id: "kjsea", title: "KJSEA", when: { date: "2027-10-25", lastDay: "2027-11-05" }, place: "Main block", text: "" }, eventsUrl);
    expect(kjsea).toMatchObject({ startDate: "2027-10-25", endDate: "2027-11-05", description: `KJSEA at ${site.schoolName}.` });
    const prizes = schoolEventData({ id: "prizes", title: "Prize giving", when: { date: "2027-07-23", starts: "10:00" }, place: "Hall", text: "x" }, eventsUrl);
    expect(prizes.startDate).toBe("2027-07-23T10:00:00+03:00");
    expect(prizes).not.toHaveProperty("endDate");
  });
});
