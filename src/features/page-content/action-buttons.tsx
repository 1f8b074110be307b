import { LinkButton } from "~/shared/link-button";
import type { ActionLink } from "./page-types";

/** A row of button-styled links (hero buttons, a section's closing buttons). */
export function ActionButtons({ actions }: { actions: readonly ActionLink[] }) {
  return actions.map((action) => (
    <LinkButton key={action.to} to={action.to} variant={action.variant}>
      {action.label}
    </LinkButton>
  ));
}
