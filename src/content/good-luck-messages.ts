import { site } from "~/config/site";

/**
 * The good-luck banner's three messages (SPEC.md §3 'Banner message'): KPSEA candidates,
 * KJSEA candidates, and a message from the school whose `{schoolName}` is filled in from the
 * site configuration. Shown on the home page under the carousel and on /exam-banner.
 */

export interface BannerMessage {
  id: string;
  title: string;
  text: string;
  /** Tailwind background classes; each keeps white text above 4.5:1 contrast. */
  gradient: string;
  /** A decorative symbol in place of an image. */
  emoji: string;
}

const schoolNamePlaceholder = "{schoolName}";

const messages = [
  {
    id: "kpsea",
    title: "Best wishes to all KPSEA candidates",
    text: "To every Grade 6 learner sitting the Kenya Primary School Education Assessment: you have worked hard and you are ready. Read each question carefully, take your time and do your best.",
    gradient: "bg-gradient-to-br from-brand-900 to-brand-700",
    emoji: "✏️",
  },
  {
    id: "kjsea",
    title: "All the best to our KJSEA candidates",
    text: "To our Grade 9 learners sitting the Kenya Junior School Education Assessment: three years of junior school have prepared you well. Stay calm, trust what you know, and step confidently towards senior school.",
    gradient: "bg-gradient-to-br from-[#14213d] to-[#1d4e89]",
    emoji: "🎓",
  },
  {
    id: "school",
    title: `A message from ${schoolNamePlaceholder}`,
    text: `Pupils, parents and guardians: everyone at ${schoolNamePlaceholder} is proud of you and wishes you success. Rest well, eat well and give it your best. We are cheering you on.`,
    gradient: "bg-gradient-to-br from-[#22163a] to-[#5b2a86]",
    emoji: "🌟",
  },
] as const satisfies readonly BannerMessage[];

function withSchoolName(text: string): string {
  return text.replaceAll(schoolNamePlaceholder, site.schoolName);
}

export const goodLuckMessages: readonly BannerMessage[] = messages.map((message) => ({
  ...message,
  title: withSchoolName(message.title),
  text: withSchoolName(message.text),
}));

/** The two national assessments the messages name, explained for parents on /exam-banner. */
export const nationalAssessments = [
  {
    title: "KPSEA: Kenya Primary School Education Assessment",
    text: "Taken at the end of Grade 6, before junior school. It is set by the Kenya National Examinations Council (KNEC) and tells parents and teachers how a learner is doing; it is not a pass-or-fail examination.",
    emoji: "📝",
  },
  {
    title: "KJSEA: Kenya Junior School Education Assessment",
    text: "Taken at the end of Grade 9, the last year of junior school. Together with the school-based assessments of Grades 7 and 8, it guides each learner's placement in a senior school pathway.",
    emoji: "🎓",
  },
] as const;
