import { pathOf, routeTable, type RouteId } from "~/config/route-table";
import { enquiryUrl } from "~/lib/enquiry-url";
import { page } from "~/lib/page-text";

/**
 * The sitemap page (SPEC.md §2.12): exactly these fifteen pages, in this order, then three
 * groups of quick links. SPEC.md's '/Performance' is an alias of the `perfomance` route, so
 * the link goes to the canonical path and names the page by its title.
 */
export const sitemapPages = [
  ...["home", "think", "pathways", "detailedPathways", "join"],
  ...["grade7", "grade8", "grade9", "fees", "talent"],
  ...["boardingLife", "performance", "access", "privacy", "disclaimer"],
] as const satisfies readonly RouteId[];

const numberedLinks = sitemapPages.map((id, i) => `${i + 1}. [${routeTable[id].title}](${pathOf(id)})`).join("\n");

export const sitemapPage = page("sitemap")`
  Every main page of the website in one list, with quick links to admissions, fees and the enquiry form.

  ## Main pages
  ${numberedLinks}

  ## Admissions
  - [Grade 7 entry](${pathOf("grade7")})
  - [Grade 8 entry](${pathOf("grade8")})
  - [Grade 9 entry](${pathOf("grade9")})

  ## Fee Structure
  - [${routeTable.grade7fee.title}](${pathOf("grade7fee")})
  - [${routeTable.grade8fee.title}](${pathOf("grade8fee")})
  - [${routeTable.grade9fee.title}](${pathOf("grade9fee")})

  ## Enquire
  Ask a question or register your interest on our enquiry and registration portal. It opens in a new tab.
  - [Enquire online](${enquiryUrl()})
`;
