import { LinkButton } from "../link-button";

interface ContentButtonProps {
  /** A page of the site (`/fees`), an external address, or a `mailto:`/`tel:` link. */
  to: string;
  label: string;
  /** `secondary` for a quieter button beside the main one. */
  variant?: "primary" | "secondary" | "gold";
}

/** `<Button to="/nurture" label="How we nurture every child" />` in a content file. */
export function ContentButton({ to, label, variant }: ContentButtonProps) {
  return (
    <LinkButton to={to} variant={variant}>
      {label}
    </LinkButton>
  );
}
