/** A link: `to` is a path from pathOf(), an http address (opens in a new tab), or mailto:/tel:. */
export interface ActionLink {
  to: string;
  label: string;
  variant?: "primary" | "secondary" | "gold";
}
