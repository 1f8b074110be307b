interface Figure {
  /** The figure itself, drawn large: `3–4`, `HSK 1–2`, `11+`. */
  value: string;
  /** What it counts, under it: `contact hours a week`. */
  label: string;
}

/**
 * `<Figures figures={[{ value: "3–4", label: "contact hours a week" }, …]} />`: a programme
 * page's figures at a glance (docs/site.md, Programme figures), as tiles. A description list,
 * so each figure is read with what it counts; the label is drawn under the figure.
 */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="content-block mb-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map((figure) => (
        <div key={figure.label} className="card flex flex-col-reverse p-5 text-center text-base">
          <dt className="mt-1 text-slate-700">{figure.label}</dt>
          <dd className="text-2xl font-extrabold text-brand-800 sm:text-3xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
