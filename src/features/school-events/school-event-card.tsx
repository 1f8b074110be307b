import type { ReactNode } from "react";
import { eventAnchor, isoTimes, whenText, type SchoolEvent } from "~/features/school-events/school-events";

/**
 * One school event on /events (docs/decisions/041): its name, when and where, then its words
 * (`children`: its file's words, made into HTML by the page). Its heading's id is the address
 * the calendar file's events link to (/events#event-<file>).
 */
export function SchoolEventCard({ event, children }: { event: SchoolEvent; children?: ReactNode }) {
  const headingId = eventAnchor(event);
  return (
    <article aria-labelledby={headingId} className="card flex flex-col text-base">
      <h3 id={headingId} className="pt-0 text-2xl font-bold text-brand-900">
        {event.title}
      </h3>
      <dl className="mt-3 space-y-2">
        <div>
          <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">When</dt>
          <dd className="text-lg font-semibold text-brand-900">
            <time dateTime={isoTimes(event.when).start}>{whenText(event.when)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Where</dt>
          <dd className="text-lg font-semibold text-brand-900">{event.place}</dd>
        </div>
      </dl>
      <div className="mt-4 space-y-3 text-slate-700">{children}</div>
    </article>
  );
}
