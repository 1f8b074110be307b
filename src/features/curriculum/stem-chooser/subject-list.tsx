import type { Subject } from "~/features/curriculum/stem-tracks";
import { SmartLink } from "~/shared/smart-link";

interface SubjectListProps {
  subjects: readonly Subject[];
  /** Where Mathematics' Learn More leads: the chooser's Mathematics view, or /strands without script. */
  mathsHref: string;
  headingLevel?: 3 | 4;
}

/** View (b): a track's subjects, each with Learn More (the Mathematics browser, or the subject's document in a new tab). */
export function SubjectList({ subjects, mathsHref, headingLevel = 3 }: SubjectListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {subjects.map((subject) => (
        <li key={subject.name} className="card flex flex-col">
          <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-2xl" aria-hidden="true">
            {subject.emoji}
          </span>
          <Heading className="text-xl font-semibold text-brand-900">{subject.name}</Heading>
          <p className="mt-2 flex-1 text-slate-700">{subject.description}</p>
          <SmartLink to={subject.learnMore.kind === "mathBrowser" ? mathsHref : subject.learnMore.url} className="btn-secondary mt-4 self-start">
            Learn More<span className="sr-only"> about {subject.name}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
