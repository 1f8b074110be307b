import type { ReactNode } from "react";
import { coreLearningAreas } from "~/features/curriculum/learning-areas";

interface GradeDetailProps {
  /** The grade: the card's anchor is `#grade-<grade>`, for links such as /detailed-pathways#grade-8. */
  grade: 7 | 8 | 9;
  /** The card's heading: `Grade 7: Settling into junior school`. */
  title: string;
  /** `####` headings, each followed by its list (or by `<CoreLearningAreas />`). */
  children: ReactNode;
}

/**
 * `<GradeDetail grade={7} title="…">` … `</GradeDetail>`: one grade on /detailed-pathways, a
 * card whose lists stand two by two from 768 px: each `####` heading over its list, the odd
 * ones on the left, the even ones on the right, in the order they are written.
 */
export function GradeDetail({ grade, title, children }: GradeDetailProps) {
  const headingId = `grade-${grade}-heading`;
  return (
    <article id={`grade-${grade}`} aria-labelledby={headingId} className="content-block card scroll-mt-24 text-base">
      <h3 id={headingId} className="pt-0 text-2xl font-bold text-brand-900">
        {title}
      </h3>
      <div
        className={[
          "mt-4 md:grid md:grid-flow-row-dense md:grid-cols-2 md:gap-x-6",
          "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-brand-800 [&_h4:first-of-type]:mt-0",
          "md:[&_:is(h4,ul):nth-of-type(odd)]:col-start-1 md:[&_:is(h4,ul):nth-of-type(even)]:col-start-2 md:[&_h4:nth-of-type(2)]:mt-0",
          "[&_ul]:mt-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ul]:text-slate-700",
        ].join(" ")}
      >
        {children}
      </div>
    </article>
  );
}

/** `<CoreLearningAreas />`: the core learning areas, the same in every grade (src/features/curriculum/learning-areas.ts). */
export function CoreLearningAreas() {
  return (
    <ul>
      {coreLearningAreas.map((area) => (
        <li key={area}>{area}</li>
      ))}
    </ul>
  );
}

/** `<JumpTo label="Jump to a grade">` with `<Button>`s inside: a row of links to places on the page, named for screen readers. */
export function JumpTo({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="content-block">
      {children}
    </nav>
  );
}
