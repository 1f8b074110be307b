import { gradeDetails, gradeListLabels } from "~/content/grade-details";

/** Grades 7, 8 and 9, each under its anchor (grade-7, grade-8, grade-9) for links from other pages. */
export function GradeDetails() {
  return (
    <>
      <nav aria-label="Jump to a grade" className="mb-6 flex flex-wrap gap-3">
        {gradeDetails.map((grade) => (
          <a key={grade.id} href={`#grade-${grade.id}`} className="btn-secondary">
            Grade {grade.id}
          </a>
        ))}
      </nav>
      <div className="space-y-8">
        {gradeDetails.map((grade) => (
          <article key={grade.id} id={`grade-${grade.id}`} aria-labelledby={`grade-${grade.id}-heading`} className="card scroll-mt-24">
            <h3 id={`grade-${grade.id}-heading`} className="text-2xl font-bold text-brand-900">
              {grade.title}
            </h3>
            <div className="mt-4 grid gap-6 md:grid-cols-2">
              {gradeListLabels.map(([key, label]) => (
                <div key={key}>
                  <h4 className="font-semibold text-brand-800">{label}</h4>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                    {grade[key].map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </article>
        ))}
      </div>
    </>
  );
}
