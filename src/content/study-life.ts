import type { CardData } from "~/components/card-grid";

/** /studylife: study life with its STEM focus. */

export const stemFocus = [
  {
    title: "Mathematics every day",
    text: "A Mathematics lesson every school day, with practical work that measures, counts and graphs the world around the school.",
    emoji: "📐",
  },
  {
    title: "Science by doing",
    text: "Integrated Science is learnt through investigations: pupils ask a question, plan a fair test, measure and explain what they found.",
    emoji: "🔬",
  },
  {
    title: "Technology with a purpose",
    text: "Computers are used to research, code and present, and the robotics club turns code into machines that move.",
    emoji: "🤖",
  },
  {
    title: "Making and building",
    text: "Pre-Technical Studies teaches safe use of tools, technical drawing and how to turn a design into a finished object.",
    emoji: "🛠️",
  },
  {
    title: "Flight and the sea",
    text: "The Young Air Cadets and maritime studies put physics, geography and mathematics to work on aircraft and boats.",
    emoji: "✈️",
  },
  {
    title: "Careers in view",
    text: "Talks and visits show pupils where STEM leads, long before they choose a senior school pathway.",
    emoji: "🧭",
  },
] as const satisfies readonly CardData[];

export const schoolDay = [
  { title: "Morning prep", text: "A quiet start: reading and revision before breakfast." },
  { title: "Lessons", text: "The core learning areas in the morning, when minds are fresh." },
  { title: "Afternoon lessons and practicals", text: "Science practicals, projects and the specialised programmes." },
  { title: "Games and clubs", text: "Sport, music and clubs, from chess to robotics." },
  { title: "Evening prep", text: "Supervised homework and revision, with teachers on hand to help." },
] as const;
