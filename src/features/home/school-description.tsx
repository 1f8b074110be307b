import { site } from "~/config/site";

/**
 * `<SchoolDescription reading="boys" />` in the home page's text: one of the two ways the school
 * is described (docs/site.md, Identity and configuration), from src/config/site.ts.
 */
export function SchoolDescription({ reading }: { reading: keyof typeof site.descriptions }) {
  return site.descriptions[reading];
}
