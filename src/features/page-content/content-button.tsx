import type { ReactNode } from "react";
import { site } from "~/config/site";
import { enquiryUrl } from "~/features/contact/enquiry-url";
import { LinkButton } from "~/shared/link-button";

/**
 * Words a button's `to` may hold instead of an address, so a content file never types the
 * school's e-mail addresses, phone numbers or the curriculum body's pages (src/config/site.ts).
 */
const siteDestinations: Readonly<Record<string, string>> = {
  phone: `tel:${site.phone.tel}`,
  "finance-phone": `tel:${site.financePhone.tel}`,
  "admissions-email": `mailto:${site.admissionsEmail}`,
  "finance-email": `mailto:${site.financeEmail}`,
  "curriculum-designs": site.curriculumBody.curriculumDesignsUrl,
  "curriculum-body": site.curriculumBody.url,
};

/** Where a button's `to` leads: an address as written, or the place one of the words above names. */
export function destinationOf(to: string, subject?: string): string {
  if (to === "enquire") return enquiryUrl();
  // A chat whose message names the page: only a page that binds it knows which (the fee pages).
  if (to === "whatsapp") throw new Error(`<Button to="whatsapp">: this page does not bind it; the fee pages and /terms do (src/features/fees/fee-components.tsx)`);
  const destination = Object.hasOwn(siteDestinations, to) ? siteDestinations[to]! : to;
  return subject && destination.startsWith("mailto:") ? `${destination}?subject=${encodeURIComponent(subject)}` : destination;
}

export interface ContentButtonProps {
  /**
   * A page of the site (`/fees`), an external address, or a word: `enquire` (the enquiry and
   * registration service), `phone`, `finance-phone`, `admissions-email`, `finance-email`,
   * `curriculum-designs`, `curriculum-body`; on the fee pages and /terms, `whatsapp` (a chat about the page).
   */
  to: string;
  /** The button's words; or write them between the tags, where components may be used. */
  label?: string;
  children?: ReactNode;
  /** `secondary` for a quieter button beside the main one. */
  variant?: "primary" | "secondary" | "gold";
  /** With an e-mail: its subject line. */
  subject?: string;
  className?: string;
  /** On a Kiswahili page: an address of the site as that page links it (src/features/kiswahili/in-language.build.tsx). */
  toLanguage?: (href: string) => string;
}

/**
 * `<Button to="/nurture" label="How we nurture every child" />` in a content file
 * (docs/content.md, Buttons). With `to="curriculum-body"` and no words, it names the body.
 */
export function ContentButton({ to, label, children, variant, subject, className, toLanguage }: ContentButtonProps) {
  const words = label ?? children ?? (to === "curriculum-body" ? site.curriculumBody.name : undefined);
  if (words === undefined) throw new Error(`<Button to="${to}">: give it a label`);
  const destination = destinationOf(to, subject);
  return (
    <LinkButton to={toLanguage ? toLanguage(destination) : destination} variant={variant} className={className}>
      {words}
    </LinkButton>
  );
}
