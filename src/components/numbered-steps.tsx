interface Step {
  title: string;
  text: string;
}

const layouts = {
  /** One step under another: a process a parent follows (admissions). */
  column: "grid max-w-3xl gap-4",
  /** Side by side on wide screens: sessions of a week, join steps. */
  grid: "grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
} as const;

interface NumberedStepsProps {
  steps: readonly Step[];
  headingLevel?: 3 | 4;
  layout?: keyof typeof layouts;
  /** Read before each title by screen readers ("Step 2: …"); null for things that are not steps. */
  stepLabel?: string | null;
}

/** Things in order as an ordered list: the number is the list's own, drawn large beside each step. */
export function NumberedSteps({ steps, headingLevel = 3, layout = "column", stepLabel = "Step" }: NumberedStepsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={layouts[layout]}>
      {steps.map((step, index) => (
        <li key={step.title} className="card flex gap-4 print:border-0 print:p-0 print:shadow-none">
          <span
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div>
            <Heading className="text-lg font-semibold text-brand-900">
              {stepLabel ? <span className="sr-only">{`${stepLabel} ${index + 1}: `}</span> : null}
              {step.title}
            </Heading>
            <p className="mt-1 text-slate-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
