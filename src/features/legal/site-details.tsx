import { site } from "~/config/site";

/**
 * What the privacy policy says about this website as it is configured (docs/site.md, Legal pages),
 * read from src/config/site.ts so that the policy stays true when the configuration changes.
 */

const hostOf = (url: string) => new URL(url).host;

/** The school's registration with the Office of the Data Protection Commissioner. */
export const DataProtectionRegistration = () => site.regulation.dataProtectionCertificate;

/** The name under which the admissions countdown remembers that it was collapsed. */
export const CountdownStorageKey = () => site.admissionsCountdown.storageKey;

/** The host that serves the embedded map on /location. */
export const MapHost = () => hostOf(site.maps.embedUrl);

/** The hosts that serve the results dashboards on /perfomance, each named once. */
export const DashboardHosts = () => [...new Set(site.dashboards.map((dashboard) => hostOf(dashboard.embedUrl)))].join(", ");

/** The host of the enquiry and registration service. */
export const EnquiryHost = () => hostOf(site.enquiry.url);

/** The national curriculum body. */
export const CurriculumBody = () => site.curriculumBody.name;

/** The social networks the school has pages on, as a list: 'TikTok, Instagram, …'. */
export const SocialNetworks = () => site.socialLinks.map((link) => link.name).join(", ");
