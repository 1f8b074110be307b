import type { Fact } from "~/components/page-types";
import { site } from "~/config/site";

/** The school office's details as definition-list lines, for every page that tells parents how to reach us. */

const { box, town, county, country } = site.postalAddress;

export const postalAddressText = `${site.schoolName}, ${box}, ${town}, ${county}, ${country}`;

export const phoneFact = { term: "Phone", detail: site.phone.display, to: `tel:${site.phone.tel}` } as const satisfies Fact;

export const emailFact = { term: "E-mail", detail: site.admissionsEmail, to: `mailto:${site.admissionsEmail}` } as const satisfies Fact;

export const postalFact = { term: "Postal address", detail: postalAddressText } as const satisfies Fact;

export const officeContacts = [phoneFact, emailFact] as const;
