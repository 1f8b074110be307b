import type { ActionLink, PageContent } from "~/components/page-types";
import { pathOf, routeTable, type RouteId } from "~/config/route-table";
import { enquiryUrl } from "~/lib/enquiry-url";

/**
 * The sitemap page (SPEC.md §2.12): exactly these fifteen pages, in this order, then three
 * groups of quick links. SPEC.md's '/Performance' is an alias of the `perfomance` route, so
 * the link goes to the canonical path and names the page by its title.
 */
export const sitemapPages = [
  "home",
  "think",
  "pathways",
  "detailedPathways",
  "join",
  "grade7",
  "grade8",
  "grade9",
  "fees",
  "talent",
  "boardingLife",
  "perfomance",
  "access",
  "privacy",
  "disclaimer",
] as const satisfies readonly RouteId[];

const pageLink = (id: RouteId, label: string = routeTable[id].title): ActionLink => ({ to: pathOf(id), label });

export const sitemapPage = {
  id: "sitemap",
  lead: "Every main page of the website in one list, with quick links to admissions, fees and the enquiry form.",
  sections: [
    { title: "Main pages", links: sitemapPages.map((id) => pageLink(id)), ordered: true },
    {
      title: "Admissions",
      links: [pageLink("grade7", "Grade 7 entry"), pageLink("grade8", "Grade 8 entry"), pageLink("grade9", "Grade 9 entry")],
    },
    {
      title: "Fee Structure",
      links: [pageLink("grade7fee"), pageLink("grade8fee"), pageLink("grade9fee")],
    },
    {
      title: "Enquire",
      paragraphs: ["Ask a question or register your interest on our enquiry and registration portal. It opens in a new tab."],
      links: [{ to: enquiryUrl(), label: "Enquire online" }],
    },
  ],
} as const satisfies PageContent;
