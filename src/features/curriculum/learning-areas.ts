/**
 * The core learning areas of junior school (docs/site.md, Pathways): the same in Grades 7, 8
 * and 9, so /detailed-pathways lists them once here and shows them under every grade.
 */
export const coreLearningAreas = [
  "Mathematics",
  "English",
  "Kiswahili",
  "Integrated Science",
  "Social Studies",
  "Religious Education",
  "Creative Arts & Sports",
  "Business Studies",
] as const;
