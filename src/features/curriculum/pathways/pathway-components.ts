import { CurriculumBody, CurriculumDesignsLink } from "./curriculum-body";
import { Figures } from "./figures";
import { FindOutMore } from "./find-out-more";
import { CoreLearningAreas, GradeDetail, JumpTo } from "./grade-detail";

/**
 * The components the pathway pages' content files use beside the shared ones
 * (docs/content.md); each page file passes its set to the content page template.
 */

/** Every pathway page: the curriculum body's name and a link to its designs. */
export const pathwayComponents = { CurriculumBody, CurriculumDesignsLink };

/** /detailed-pathways: the grades, each a card of lists. */
export const detailedPathwaysComponents = { ...pathwayComponents, JumpTo, GradeDetail, CoreLearningAreas };

/** /mandarin, /seafarers, /cadet: one template, three content files. */
export const programmeComponents = { ...pathwayComponents, Figures, FindOutMore };
