import { site } from "~/config/site";
import { ContentButton } from "../content/content-button";
import { curriculumBodyDestinations } from "./curriculum-body";

interface PathwayButtonProps {
  /**
   * As for every `<Button>` (docs/content.md), and three more words: `curriculum-designs` and
   * `curriculum-body` (the national curriculum body's designs and home page), and `admissions`
   * (an e-mail to the admissions office, with `subject` as its subject line).
   */
  to: string;
  /** The button's words; with `to="curriculum-body"` it may be left out, and the body's name is shown. */
  label?: string;
  variant?: "primary" | "secondary" | "gold";
  /** With `to="admissions"`: the subject line of the e-mail. */
  subject?: string;
}

function destination(to: string, subject: string | undefined): string {
  if (to === "admissions") {
    return `mailto:${site.admissionsEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
  }
  return Object.hasOwn(curriculumBodyDestinations, to) ? curriculumBodyDestinations[to as keyof typeof curriculumBodyDestinations] : to;
}

/**
 * `<Button>` on the pathway pages. It stays `Button` in their content files, so these buttons
 * stand in one row with the others (src/lib/rehype-page-structure.ts groups `<Button>`s), while
 * the addresses still come from the site configuration, never typed into the words.
 */
export function PathwayButton({ to, subject, label, variant }: PathwayButtonProps) {
  const words = label ?? (to === "curriculum-body" ? site.curriculumBody.name : undefined);
  if (!words) throw new Error(`<Button to="${to}">: give it a label`);
  return <ContentButton to={destination(to, subject)} label={words} variant={variant} />;
}
