import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { block, page } from "~/lib/page-text";
import { emailFact, phoneFact, postalAddressText, postalFact } from "./contact";

/**
 * The privacy policy (SPEC.md §2.12), in plain English, for this website as it is built:
 * no cookies, no forms, no analytics; one local-storage setting; two kinds of lazy embed;
 * links to outside services. Hosts and the storage key are read from site.ts so that the
 * policy stays true when the configuration changes.
 */

const hostOf = (url: string) => new URL(url).host;

const mapHost = hostOf(site.maps.embedUrl);
const dashboardHosts = [...new Set(site.dashboards.map((dashboard) => hostOf(dashboard.embedUrl)))].join(", ");
const socialNetworks = site.socialLinks.map((link) => link.name).join(", ");

export const privacyPage = page("privacy", "Legal")`
  This policy explains, in plain words, what information this website handles when you visit it, why, and the rights you have under Kenya's Data Protection Act, 2019.

  ## Who we are
  This website belongs to ${postalAddressText}. The school is responsible, as the data controller, for any personal data the website handles. Data protection registration: ${site.regulation.dataProtectionCertificate}.

  ## What this website collects
  This is an information website. It has no accounts, no sign-in and no forms, and it does not ask you for your name, your e-mail address or anything else about you. It uses no advertising or analytics trackers.
  Like every website, the server that sends you these pages receives the technical details your browser sends with each request: your IP address, the page asked for, the date and time, and the type of browser. These are used only to deliver the pages, to keep the site secure and to fix faults, and are not used to identify you or shared for marketing.

  ## Cookies and local storage
  This website sets no cookies.
  It keeps one small setting in your browser's local storage, under the name "${site.admissionsCountdown.storageKey}": the value 1 when you have collapsed the admissions countdown banner and 0 when you have opened it again, so that the banner stays as you left it from page to page. The setting stays on your device; it is never sent to the school or to anyone else. Clearing this site's data in your browser removes it, and the banner then shows in full again.

  ## Maps and dashboards from other services
  Two pages show content from other services inside the page: the map on the Location page, served by ${mapHost}, and the exam results dashboards on the Exam Results page, served by ${dashboardHosts}. They load only when you scroll to them.
  When they load, your browser connects directly to those services, which receive your IP address and browser details and may set cookies of their own. Their own privacy policies apply to what they collect.

  ## Services we link to
  Some links take you to websites run by others. They open in a new tab, and the privacy policy of that website applies once you are there. We link to:
  - the enquiry and registration service at ${hostOf(site.enquiry.url)}, where applications are made; anything you enter there is handled by that service for the school's admissions;
  - the national education portals listed on the Get Access page, run by the ${site.curriculumBody.name}, the Kenya National Examinations Council and the Ministry of Education;
  - the school's e-mail, e-learning, library, online classes, staff portal and clinic systems, which pupils and staff sign in to with their school accounts;
  - our pages on ${socialNetworks}, and the websites of our sister schools.

  ## Children
  This website is not intended for children under 13. It does not knowingly collect personal data from anyone, of any age. Younger children should use it with a parent or guardian.

  ## Your rights
  Under Kenya's Data Protection Act, 2019, you have the right to:
  - be told how your personal data is used;
  - see the personal data we hold about you;
  - object to the processing of all or part of your personal data;
  - have false or misleading data about you corrected;
  - have false or misleading data about you deleted.

  ## Contact us about your data
  To ask about your personal data or to make a request, contact the school. We will reply as quickly as we can, and within the time the law allows. If you are not satisfied with our answer, you may complain to the Office of the Data Protection Commissioner.
  ${block.facts([emailFact, phoneFact, postalFact])}

  ## Changes to this policy
  We keep this policy up to date with the website. If the way the website handles information changes, this page changes with it.
  [Read the disclaimer](${pathOf("disclaimer")})
`;
