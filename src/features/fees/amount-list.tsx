export interface AmountItem {
  label: string;
  /** Already formatted: 'KES 12,500' or 'Free'. */
  amount: string;
  note?: string;
  /** The annual total: drawn in the school's green so it stands out. */
  total?: boolean;
}

const columnClass = { 3: "sm:grid-cols-3", 4: "grid-cols-2 lg:grid-cols-4" } as const;

/** Fee cards as a description list: each label with its amount, readable on a narrow phone. */
export function AmountList({ items, columns }: { items: readonly AmountItem[]; columns: 3 | 4 }) {
  return (
    <dl className={`content-block grid gap-4 text-base ${columnClass[columns]}`}>
      {items.map((item) => (
        <div key={item.label} className={`card p-4 sm:p-6 ${item.total ? "border-brand-800 bg-brand-800 text-white" : ""}`}>
          <dt className={`font-semibold ${item.total ? "text-brand-50" : "text-slate-700"}`}>{item.label}</dt>
          <dd className={`mt-1 text-lg font-extrabold whitespace-nowrap sm:text-2xl ${item.total ? "text-white" : "text-brand-900"}`}>{item.amount}</dd>
          {item.note ? <dd className={`mt-2 text-sm ${item.total ? "text-brand-50" : "text-slate-600"}`}>{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
