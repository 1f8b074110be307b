import type { ReactNode } from "react";

interface ContentSectionProps {
  /** The section's h2; also names the section for screen readers. */
  title: string;
  /** Anchor for links like /detailed-pathways#grade-7. */
  id?: string;
  intro?: ReactNode;
  tone?: "plain" | "tinted";
  children: ReactNode;
}

/** A titled band of a page: one h2 and its content, with an id for deep links. */
export function ContentSection({ title, id, intro, tone = "plain", children }: ContentSectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "tinted" ? "bg-slate-50" : undefined}>
      <div className="page-container py-10 sm:py-12">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <div className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
