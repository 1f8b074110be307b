import { site } from "~/config/site";
import { mathematicsDesignsLabel } from "~/features/curriculum/mathematics-curriculum";
import type { DesignsLink } from "./detail-panel";

/**
 * What the Mathematics browser is handed by its page, made at build: the link to the published
 * curriculum designs, from the site configuration, so the island never downloads that configuration.
 */
export const mathematicsDesigns: DesignsLink = {
  label: mathematicsDesignsLabel(site.curriculumBody.name),
  url: site.curriculumBody.curriculumDesignsUrl,
};
