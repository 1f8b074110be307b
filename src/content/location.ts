import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { block, page } from "~/lib/page-text";
import { emailFact, phoneFact, postalFact } from "./contact";

/** Location (SPEC.md §2.11): the map, phone, e-mail and postal address, all from site.ts. */

const { county, country } = site.postalAddress;

export const locationPage = page("location", "Visit Us")`
  ${site.schoolName} stands in the green farmland of ${county}, ${country}. Families are welcome to visit, and we are always glad to hear from you.
  [Open in Maps](${site.maps.link})

  ## Find us
  > The map loads when you scroll to it. For directions on your phone, use the Open in Maps button above.
  ${block.map(site.maps.embedUrl, `Map showing the location of ${site.schoolName}`)}

  ## Contact us
  ${block.facts([phoneFact, emailFact, postalFact])}

  ## Visiting the school
  Prospective families may visit on any date. Please call or e-mail first so that a member of staff can welcome you, show you the classrooms, boarding houses and farm, and answer your questions.
  [How to join](${pathOf("join")})
  [Term dates](${pathOf("events")})
`;
