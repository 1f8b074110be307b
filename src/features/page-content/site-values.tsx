import { site } from "~/config/site";

/**
 * The school's details, written into a page's words from the site configuration
 * (src/config/site.ts), so a content file never types a name, a number or an address itself.
 * In a content file: `<School />`, `<Phone />`, `<AdmissionsEmail />`…
 */

export const School = () => site.schoolName;
export const SisterSchool = () => site.sisterSchoolName;
export const Tagline = () => site.tagline;
export const County = () => site.postalAddress.county;
export const Country = () => site.postalAddress.country;

/** The school's phone number, as a link that dials it on a phone. */
// A number is never split across two lines; a long address may be, rather than widen a narrow box.
export const Phone = () => (
  <a href={`tel:${site.phone.tel}`} className="whitespace-nowrap">
    {site.phone.display}
  </a>
);
export const FinancePhone = ({ className = "whitespace-nowrap" }: { className?: string }) => (
  <a href={`tel:${site.financePhone.tel}`} className={className}>
    {site.financePhone.display}
  </a>
);
export const AdmissionsEmail = () => (
  <a href={`mailto:${site.admissionsEmail}`} className="break-words">
    {site.admissionsEmail}
  </a>
);
export const FinanceEmail = () => (
  <a href={`mailto:${site.financeEmail}`} className="break-words">
    {site.financeEmail}
  </a>
);
