import type { ReactNode } from "react";
import { site } from "~/config/site";
import { enquiryUrl } from "~/lib/enquiry-url";
import { LinkButton } from "./link-button";

/** Words a button's `to` may hold for the school's own e-mail addresses and phone numbers (src/config/site.ts). */
export const siteDestinations = {
  phone: `tel:${site.phone.tel}`,
  "finance-phone": `tel:${site.financePhone.tel}`,
  "admissions-email": `mailto:${site.admissionsEmail}`,
  "finance-email": `mailto:${site.financeEmail}`,
} as const;

/** Where each word leads on this page; `null` when the page has no such place (Form 3 has no fee page). */
export type Destinations = Readonly<Record<string, string | null>>;

interface BoundButtonProps {
  /** As for every `<Button>` (docs/content.md), or one of the page's words (`to="finance-email"`). */
  to: string;
  /** The button's words, as for every `<Button>`. */
  label?: string;
  /** Or words written between the tags, which may hold the page's own components: `<Button to="grade-admissions"><Grade /> admissions</Button>`. */
  children?: ReactNode;
  variant?: "primary" | "secondary" | "gold";
}

/**
 * `<Button>` on a page whose buttons lead to places bound to it (its grade's fee page) or made
 * from the site configuration (the finance office's e-mail). It stays `Button` in the content
 * file, so these buttons stand in one row with the others (src/lib/rehype-page-structure.ts groups
 * `<Button>`s), while no address is typed into the words. `className` is added to every button
 * of the page (the admission pages keep theirs off paper).
 */
export function boundButton(destinations: Destinations, className = "") {
  function Button({ to, label, children, variant }: BoundButtonProps) {
    const bound = Object.hasOwn(destinations, to) ? destinations[to] : to;
    if (bound === null || bound === undefined) return null;
    if (label === undefined && children === undefined) throw new Error(`<Button to="${to}">: give it a label`);
    return (
      <LinkButton to={bound === "enquire" ? enquiryUrl() : bound} variant={variant} className={className}>
        {label ?? children}
      </LinkButton>
    );
  }
  return Button;
}
