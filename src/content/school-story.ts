import { site } from "~/config/site";

/**
 * SPEC.md §2.6, written once: the home page, the timeline, the carousel and the origin story
 * all read these.
 */
export const schoolStory = {
  founded: "1995",
  site: `a former sisal estate in ${site.postalAddress.county}`,
  highSchoolAdded: "early 2000s",
  curriculumSwitch: "2015",
  firstGrade7: "January 2023",
} as const;
