/**
 * The seven core competencies of Kenya's competency-based curriculum (SPEC.md §3), as the
 * Basic Education Curriculum Framework names them. /detailed-pathways lists them and the
 * Mathematics curriculum refers to them by name, so a misspelt name is a type error.
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

export interface Competency {
  name: CompetencyName;
  text: string;
  emoji: string;
}

export const competencies = [
  {
    name: "Communication & Collaboration",
    text: "Listening, speaking, reading and writing well, and working with others in pairs, groups and teams to get a task done.",
    emoji: "🗣️",
  },
  {
    name: "Critical Thinking & Problem Solving",
    text: "Asking good questions, weighing evidence and working step by step towards a solution to a real problem.",
    emoji: "🧠",
  },
  {
    name: "Creativity & Imagination",
    text: "Coming up with new ideas, trying different ways of doing things and turning ideas into something useful.",
    emoji: "💡",
  },
  {
    name: "Citizenship",
    text: "Knowing one's rights and duties, respecting others and taking part in the life of the school, the community and the nation.",
    emoji: "🇰🇪",
  },
  {
    name: "Digital Literacy",
    text: "Using computers, tablets and the internet safely, responsibly and well, to find information, create and communicate.",
    emoji: "💻",
  },
  {
    name: "Learning to Learn",
    text: "Organising one's own learning: setting goals, managing time, reflecting on progress and learning independently.",
    emoji: "📚",
  },
  {
    name: "Self-efficacy",
    text: "Believing in one's own ability to succeed, taking on challenges with confidence and keeping going when things are hard.",
    emoji: "🌱",
  },
] as const satisfies readonly Competency[];
