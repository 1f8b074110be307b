import type { ReactNode } from "react";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { SmartLink } from "~/shared/smart-link";

/** The school's postal address on one line: its name, box, town, county and country. */
export function PostalAddress() {
  const { box, town, county, country } = site.postalAddress;
  return `${site.schoolName}, ${box}, ${town}, ${county}, ${country}`;
}

/** A list of facts: `<Facts>` with a `<Fact>`, `<PhoneFact />`… per line, drawn as a card. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="card content-block grid max-w-3xl gap-x-8 gap-y-3 text-lg sm:grid-cols-[auto_1fr]">{children}</dl>;
}

interface FactProps {
  /** What the line is: 'Phone', 'Grades'. */
  term: string;
  /** Where the detail leads, if anywhere: a page, a `tel:` or `mailto:` address. */
  to?: string;
  /** The detail as words (`detail="Grades 7, 8 and 9"`), or as children from another component. */
  detail?: string;
  children?: ReactNode;
}

/** One line of `<Facts>`: `<Fact term="Grades" detail="Grades 7, 8 and 9" />`. */
export function Fact({ term, to, detail, children = detail }: FactProps) {
  return (
    <div className="contents">
      <dt className="font-semibold text-brand-900">{term}</dt>
      <dd className="min-w-0 text-slate-700 [overflow-wrap:anywhere]">
        {to ? (
          <SmartLink to={to} className="font-medium text-brand-700 underline">
            {children}
          </SmartLink>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}

/** The school's phone number, as a line that dials it (src/config/site.ts). */
export const PhoneFact = () => (
  <Fact term="Phone" to={`tel:${site.phone.tel}`}>
    {site.phone.display}
  </Fact>
);

/** The admissions e-mail address, as a line that writes to it. */
export const EmailFact = () => (
  <Fact term="E-mail" to={`mailto:${site.admissionsEmail}`}>
    {site.admissionsEmail}
  </Fact>
);

/** Where the school is, '<county>, <country>', leading to /location. */
export const LocationFact = () => (
  <Fact term="Location" to={pathOf("location")}>
    {`${site.postalAddress.county}, ${site.postalAddress.country}`}
  </Fact>
);

/** The school's postal address, as a line of its own. */
export const PostalFact = () => (
  <Fact term="Postal address">
    <PostalAddress />
  </Fact>
);
