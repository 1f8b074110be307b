import type { PageContent } from "~/components/page-types";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { enquiryUrl } from "~/lib/enquiry-url";
import { emailFact, phoneFact, postalFact } from "./contact";

/** The sample information card (SPEC.md §2.4 'InfoCard'): the school's key facts on one card. Unlisted. */

export const infoCardPage = {
  id: "infoCard",
  lead: "A sample information card: the school's key facts on one card, ready to read, print or share.",
  sections: [
    {
      title: site.schoolName,
      intro: site.tagline,
      facts: [
        { term: "Grades", detail: "Grades 7, 8 and 9 (junior secondary)" },
        { term: "Curriculum", detail: "Kenya's competency-based curriculum" },
        { term: "Boarding", detail: "Full boarding, with nursing care, chaplaincy and meals from our own farm" },
        { term: "Location", detail: `${site.postalAddress.county}, ${site.postalAddress.country}`, to: pathOf("location") },
        phoneFact,
        emailFact,
        postalFact,
      ],
      actions: [
        { to: enquiryUrl(), label: "Enquire now" },
        { to: pathOf("join"), label: "How to join", variant: "secondary" },
      ],
    },
  ],
} as const satisfies PageContent;
