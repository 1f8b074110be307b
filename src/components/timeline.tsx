import type { TimelineEntry } from "./page-types";

/** Dated milestones down a line, oldest first. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="relative max-w-3xl space-y-8 border-l-4 border-brand-100 pl-6 sm:pl-8">
      {entries.map((entry) => (
        <li key={entry.when} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.05rem] size-4 rounded-full border-4 border-white bg-brand-700 sm:-left-[2.55rem]"
          />
          <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{entry.when}</p>
          <h3 className="mt-1 text-xl font-semibold text-brand-900">{entry.title}</h3>
          <p className="mt-2 text-lg text-slate-700">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
