/** Steps or sessions in order: a numbered card for each, with an h3 title (under a section's h2). */
export function NumberedCards({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, i) => (
        <li key={item.title} className="card flex gap-4">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <h3 className="font-semibold text-brand-900">{item.title}</h3>
            <p className="mt-1 text-slate-700">{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
