import type { PageContent } from "~/components/page-types";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { emailFact, phoneFact, postalFact } from "./contact";

/** Location (SPEC.md §2.11): the map, phone, e-mail and postal address. The addresses come from site.ts. */

export const locationPage = {
  id: "location",
  eyebrow: "Visit Us",
  lead: `${site.schoolName} stands in the green farmland of ${site.postalAddress.county}, ${site.postalAddress.country}. Families are welcome to visit, and we are always glad to hear from you.`,
  actions: [{ to: site.maps.link, label: "Open in Maps" }],
  sections: [
    {
      title: "Find us",
      intro: "The map loads when you scroll to it. For directions on your phone, use the Open in Maps button above.",
      map: { src: site.maps.embedUrl, title: `Map showing the location of ${site.schoolName}` },
    },
    {
      title: "Contact us",
      facts: [phoneFact, emailFact, postalFact],
    },
    {
      title: "Visiting the school",
      paragraphs: [
        "Prospective families may visit on any date. Please call or e-mail first so that a member of staff can welcome you, show you the classrooms, boarding houses and farm, and answer your questions.",
      ],
      actions: [
        { to: pathOf("join"), label: "How to join" },
        { to: pathOf("events"), label: "Term dates", variant: "secondary" },
      ],
    },
  ],
} as const satisfies PageContent;
