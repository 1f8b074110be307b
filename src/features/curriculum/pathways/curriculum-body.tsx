import { site } from "~/config/site";
import { SmartLink } from "~/shared/smart-link";

/**
 * The national curriculum body (site.curriculumBody in src/config/site.ts), for the words of the
 * pathway pages: its name, and links to it, so no content file types its name or its addresses.
 */

/** `<CurriculumBody />`: the body's name. */
export const CurriculumBody = () => site.curriculumBody.name;

/** `<CurriculumDesignsLink />`: 'curriculum designs of the <body's name>', a link to its curriculum designs (a new tab). */
export function CurriculumDesignsLink() {
  return <SmartLink to={site.curriculumBody.curriculumDesignsUrl}>{`curriculum designs of the ${site.curriculumBody.name}`}</SmartLink>;
}
