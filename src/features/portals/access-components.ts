import { contactComponents } from "../contact/contact-components";
import { CurriculumBody } from "../curriculum/pathways/curriculum-body";
import { portalLink } from "./portal-link";

/**
 * The Get Access pages: each card of a portal ends with `<PortalLink name="…" />`, its link from
 * site.portals (src/config/site.ts); every portal of the page's group has its card
 * (src/features/portals/portal-link.test.ts checks the content files).
 */

/** /access: the national education portals. */
export const accessComponents = { PortalLink: portalLink("access"), CurriculumBody };

/** /StuAccess: the pupils' school accounts. */
export const studentAccessComponents = { PortalLink: portalLink("student") };

/** /staffAccess: the staff's systems, and how to reach the school office. */
export const staffAccessComponents = { PortalLink: portalLink("staff"), ...contactComponents };
