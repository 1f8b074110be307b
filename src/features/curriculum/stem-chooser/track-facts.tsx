/** A track's two facts: how many subjects it has, and how many a pupil chooses. */
export function TrackFacts({ subjectCount, subjectsToChoose }: { subjectCount: number; subjectsToChoose: number }) {
  return (
    <p className="mt-4 mb-6 flex flex-wrap gap-3">
      <span className="rounded-full bg-brand-50 px-4 py-1 font-semibold text-brand-900">{subjectCount} subjects available</span>
      <span className="rounded-full bg-gold-300 px-4 py-1 font-semibold text-ink">Choose {subjectsToChoose} subjects to specialize in</span>
    </p>
  );
}
