import type { ReactNode } from "react";
import { eventAnchor, isoTimes, kiswahiliWhenText, whenText, type SchoolEvent, type WhenWords } from "~/features/school-events/school-events";

/** A Kiswahili page's card: the event's name and place from its Kiswahili file, the words of its labels and times. */
export interface KiswahiliEventWords {
  readonly title: string;
  readonly place: string;
  readonly words: WhenWords & { readonly when: string; readonly where: string };
}

/**
 * One school event on /events (docs/decisions/041): its name, when and where, then its words
 * (`children`: its file's words, made into HTML by the page). Its heading's id is the address
 * the calendar file's events link to (/events#event-<file>).
 */
export function SchoolEventCard({ event, children, kiswahili }: { event: SchoolEvent; children?: ReactNode; kiswahili?: KiswahiliEventWords }) {
  const headingId = eventAnchor(event);
  return (
    <article aria-labelledby={headingId} className="card flex flex-col text-base">
      <h3 id={headingId} className="pt-0 text-2xl font-bold text-brand-900">
        {kiswahili?.title ?? event.title}
      </h3>
      <dl className="mt-3 space-y-2">
        <div>
          <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{kiswahili?.words.when ?? "When"}</dt>
          <dd className="text-lg font-semibold text-brand-900">
            <time dateTime={isoTimes(event.when).start}>{kiswahili ? kiswahiliWhenText(event.when, kiswahili.words) : whenText(event.when)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{kiswahili?.words.where ?? "Where"}</dt>
          <dd className="text-lg font-semibold text-brand-900">{kiswahili?.place ?? event.place}</dd>
        </div>
      </dl>
      <div className="mt-4 space-y-3 text-slate-700">{children}</div>
    </article>
  );
}
