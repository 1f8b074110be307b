import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { enquiryUrl } from "~/lib/enquiry-url";
import { block, page } from "~/lib/page-text";
import { emailFact, phoneFact, postalFact } from "./contact";

/** The sample information card (SPEC.md §2.4 'InfoCard'): the school's key facts on one card. Unlisted. */

const { county, country } = site.postalAddress;

export const infoCardPage = page("infoCard")`
  A sample information card: the school's key facts on one card, ready to read, print or share.

  ## ${site.schoolName}
  > ${site.tagline}
  ${block.facts([
    { term: "Grades", detail: "Grades 7, 8 and 9 (junior secondary)" },
    { term: "Curriculum", detail: "Kenya's competency-based curriculum" },
    { term: "Boarding", detail: "Full boarding, with nursing care, chaplaincy and meals from our own farm" },
    { term: "Location", detail: `${county}, ${country}`, to: pathOf("location") },
    phoneFact,
    emailFact,
    postalFact,
  ])}
  [Enquire now](${enquiryUrl()})
  [How to join](${pathOf("join")})
`;
