import { Link } from "react-router";
import { SmartLink } from "~/components/smart-link";
import { pathOf } from "~/config/route-table";
import type { Subject, Track } from "~/content/stem-tracks";
import { stemViewSearch } from "~/lib/stem-view";

function LearnMore({ subject, track }: { subject: Subject; track: Track }) {
  const className = "btn-secondary mt-4 self-start";
  const label = (
    <>
      Learn More<span className="sr-only"> about {subject.name}</span>
    </>
  );
  if (subject.learnMore.kind === "mathBrowser") {
    return (
      <Link to={`${pathOf("stemPathways")}${stemViewSearch({ view: "math", trackId: track.id })}`} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <SmartLink to={subject.learnMore.url} className={className}>
      {label}
    </SmartLink>
  );
}

/** View (b): a track's subjects, each with Learn More (the Mathematics browser, or the subject's document). */
export function SubjectList({ track }: { track: Track }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {track.subjects.map((subject) => (
        <li key={subject.name} className="card flex flex-col">
          <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-2xl" aria-hidden="true">
            {subject.emoji}
          </span>
          <h3 className="text-xl font-semibold text-brand-900">{subject.name}</h3>
          <p className="mt-2 flex-1 text-slate-700">{subject.description}</p>
          <LearnMore subject={subject} track={track} />
        </li>
      ))}
    </ul>
  );
}
