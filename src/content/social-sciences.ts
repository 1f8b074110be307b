import type { CardData } from "~/components/card-grid";

/** /social-sciences: the Social Sciences pathway of senior school, as the national curriculum sets it out. */

export const socialSciencesOverview = [
  "In senior school (Grades 10 to 12) every learner follows one of three pathways: Science, Technology, Engineering and Mathematics (STEM); Social Sciences; or Arts and Sports Science. The Social Sciences pathway is for learners drawn to languages, people, societies, beliefs and business.",
  "Whatever the pathway, learners continue with English, Kiswahili (or Kenyan Sign Language) and Mathematics, and take part in Community Service Learning. They then choose elective subjects, most of them from their own pathway.",
] as const;

export const socialSciencesTracks = [
  {
    title: "Languages and Literature",
    text: "English and Literature in English; Kiswahili and Fasihi ya Kiswahili; Kenyan Sign Language; indigenous languages; and foreign languages: Arabic, French, German and Mandarin Chinese.",
    emoji: "📖",
  },
  {
    title: "Humanities and Business Studies",
    text: "History and Citizenship; Geography; Christian, Islamic or Hindu Religious Education; and Business Studies.",
    emoji: "🌍",
  },
] as const satisfies readonly CardData[];

export const juniorPreparation =
  "In junior school, Social Studies, Religious Education, Business Studies, English and Kiswahili lay the foundations of this pathway, and our Mandarin programme gives pupils a head start in a foreign language.";
