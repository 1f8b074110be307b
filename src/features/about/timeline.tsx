import type { ReactNode } from "react";

/**
 * Dated milestones down a line, oldest first (docs/site.md, About pages). In a content file:
 * `<Timeline>` with a `<Milestone when="1995" title="…">what happened</Milestone>` per date.
 */
export function Timeline({ children }: { children: ReactNode }) {
  return <ol className="content-block relative max-w-3xl border-l-4 border-brand-100 pl-6">{children}</ol>;
}

interface MilestoneProps {
  /** When it happened: a year, a month, 'Today'. */
  when: string;
  title: string;
  /** What happened, in a sentence or two. */
  children: ReactNode;
}

export function Milestone({ when, title, children }: MilestoneProps) {
  return (
    // The section's list style numbers its items; a timeline's dates and dots say the order.
    <li className="relative list-none pb-8 last:pb-0">
      <span aria-hidden="true" className="absolute top-1.5 -left-[2.05rem] size-4 rounded-full border-4 border-white bg-brand-700" />
      <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">{when}</p>
      <h3 className="mt-1 text-xl font-semibold text-brand-900">{title}</h3>
      <div className="mt-2 text-lg text-slate-700">{children}</div>
    </li>
  );
}
