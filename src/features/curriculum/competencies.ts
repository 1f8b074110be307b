/**
 * The names of the seven core competencies of Kenya's competency-based curriculum
 * (docs/site.md, Pathways), as the Basic Education Curriculum Framework names them. The
 * Mathematics curriculum refers to them by name, so a misspelt name is a type error; what each
 * one means is written on /detailed-pathways (src/content/pages/detailed-pathways.mdx), one
 * card per name (src/features/curriculum/competencies.test.ts checks they agree).
 */

export const competencyNames = [
  "Communication & Collaboration",
  "Critical Thinking & Problem Solving",
  "Creativity & Imagination",
  "Citizenship",
  "Digital Literacy",
  "Learning to Learn",
  "Self-efficacy",
] as const;

export type CompetencyName = (typeof competencyNames)[number];
