import { enquiryUrl } from "~/lib/enquiry-url";
import { LinkButton } from "../link-button";

interface ContentButtonProps {
  /** A page of the site (`/fees`), an external address, a `mailto:`/`tel:` link, or `enquire` for the enquiry service. */
  to: string;
  label: string;
  /** `secondary` for a quieter button beside the main one. */
  variant?: "primary" | "secondary" | "gold";
}

/** `<Button to="/nurture" label="How we nurture every child" />` in a content file. */
export function ContentButton({ to, label, variant }: ContentButtonProps) {
  return (
    <LinkButton to={to === "enquire" ? enquiryUrl() : to} variant={variant}>
      {label}
    </LinkButton>
  );
}
