import type { Step } from "~/content/admissions";

/** A process as an ordered list: the number is the list's own, drawn large beside each step. */
export function NumberedSteps({ steps, headingLevel = 3 }: { steps: readonly Step[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className="grid max-w-3xl gap-4">
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
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </Heading>
            <p className="mt-1 text-slate-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
