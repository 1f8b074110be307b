import type { PageContent } from "~/components/page-types";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { emailFact, phoneFact, postalAddressText, postalFact } from "./contact";

/**
 * The privacy policy (SPEC.md §2.12), in plain English, for this website as it is built:
 * no cookies, no forms, no analytics; one local-storage setting; two kinds of lazy embed;
 * links to outside services. Hosts and the storage key are read from site.ts so that the
 * policy stays true when the configuration changes.
 */

const hostOf = (url: string) => new URL(url).host;
const unique = (values: readonly string[]) => [...new Set(values)];

const mapHost = hostOf(site.maps.embedUrl);
const dashboardHosts = unique(site.dashboards.map((dashboard) => hostOf(dashboard.embedUrl))).join(", ");
const enquiryHost = hostOf(site.enquiry.url);

export const privacyPage = {
  id: "privacy",
  eyebrow: "Legal",
  lead: "This policy explains, in plain words, what information this website handles when you visit it, why, and the rights you have under Kenya's Data Protection Act, 2019.",
  sections: [
    {
      title: "Who we are",
      paragraphs: [
        `This website belongs to ${postalAddressText}. The school is responsible, as the data controller, for any personal data the website handles. Data protection registration: ${site.regulation.dataProtectionCertificate}.`,
      ],
    },
    {
      title: "What this website collects",
      paragraphs: [
        "This is an information website. It has no accounts, no sign-in and no forms, and it does not ask you for your name, your e-mail address or anything else about you. It uses no advertising or analytics trackers.",
        "Like every website, the server that sends you these pages receives the technical details your browser sends with each request: your IP address, the page asked for, the date and time, and the type of browser. These are used only to deliver the pages, to keep the site secure and to fix faults, and are not used to identify you or shared for marketing.",
      ],
    },
    {
      title: "Cookies and local storage",
      paragraphs: [
        "This website sets no cookies.",
        `It keeps one small setting in your browser's local storage, under the name "${site.admissionsCountdown.storageKey}": the value 1 when you have collapsed the admissions countdown banner and 0 when you have opened it again, so that the banner stays as you left it from page to page. The setting stays on your device; it is never sent to the school or to anyone else. Clearing this site's data in your browser removes it, and the banner then shows in full again.`,
      ],
    },
    {
      title: "Maps and dashboards from other services",
      paragraphs: [
        `Two pages show content from other services inside the page: the map on the Location page, served by ${mapHost}, and the exam results dashboards on the Exam Results page, served by ${dashboardHosts}. They load only when you scroll to them.`,
        "When they load, your browser connects directly to those services, which receive your IP address and browser details and may set cookies of their own. Their own privacy policies apply to what they collect.",
      ],
    },
    {
      title: "Services we link to",
      paragraphs: [
        "Some links take you to websites run by others. They open in a new tab, and the privacy policy of that website applies once you are there. We link to:",
      ],
      bullets: [
        `the enquiry and registration service at ${enquiryHost}, where applications are made; anything you enter there is handled by that service for the school's admissions;`,
        `the national education portals listed on the Get Access page, run by the ${site.curriculumBody.name}, the Kenya National Examinations Council and the Ministry of Education;`,
        "the school's e-mail, e-learning, library, online classes, staff portal and clinic systems, which pupils and staff sign in to with their school accounts;",
        `our pages on ${site.socialLinks.map((link) => link.name).join(", ")}, and the websites of our sister schools.`,
      ],
    },
    {
      title: "Children",
      paragraphs: [
        "This website is not intended for children under 13. It does not knowingly collect personal data from anyone, of any age. Younger children should use it with a parent or guardian.",
      ],
    },
    {
      title: "Your rights",
      paragraphs: ["Under Kenya's Data Protection Act, 2019, you have the right to:"],
      bullets: [
        "be told how your personal data is used;",
        "see the personal data we hold about you;",
        "object to the processing of all or part of your personal data;",
        "have false or misleading data about you corrected;",
        "have false or misleading data about you deleted.",
      ],
    },
    {
      title: "Contact us about your data",
      paragraphs: [
        "To ask about your personal data or to make a request, contact the school. We will reply as quickly as we can, and within the time the law allows. If you are not satisfied with our answer, you may complain to the Office of the Data Protection Commissioner.",
      ],
      facts: [emailFact, phoneFact, postalFact],
    },
    {
      title: "Changes to this policy",
      paragraphs: [
        "We keep this policy up to date with the website. If the way the website handles information changes, this page changes with it.",
      ],
      actions: [{ to: pathOf("disclaimer"), label: "Read the disclaimer", variant: "secondary" }],
    },
  ],
} as const satisfies PageContent;
