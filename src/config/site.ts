import admissionsCountdown from "../data/admissions-countdown.json" with { type: "json" };
import dashboards from "../data/dashboards.json" with { type: "json" };
import portals from "../data/portals.json" with { type: "json" };
import details from "../data/site.json" with { type: "json" };
import type { SiteConfig } from "./site-schema";

/**
 * THE SCHOOL'S DETAILS, as one object for the code: the web admin changes them in the editor
 * (`npm run admin`), which writes the data files in src/data/ — this module only puts them
 * together, so nothing here is a fact of its own.
 *
 * - src/data/site.json: name, phone numbers, e-mails, address, map, enquiry service, social links…
 * - src/data/admissions-countdown.json: the admissions countdown's start, deadline and storage key
 * - src/data/dashboards.json: the results dashboards on /perfomance
 * - src/data/portals.json: the portal links of /access, /StuAccess and /staffAccess
 *
 * `npm run build` checks every value against src/config/site-schema.ts and stops with the file and
 * the field named (a malformed e-mail, a deadline before its start, a dashboard that is not https).
 * The shipped values are neutral placeholders (`.example` addresses, a +254 700 … number)
 * that belong to nobody: replace them with the school's own before going live.
 */
export const site = { ...details, admissionsCountdown, dashboards: dashboards.dashboards, portals } as SiteConfig;

export type Site = typeof site;
