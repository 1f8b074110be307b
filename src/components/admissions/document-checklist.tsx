import { PrintButton } from "../print-button";

interface DocumentChecklistProps {
  items: readonly string[];
  /** The print button's words. */
  printLabel: string;
}

/**
 * A list of documents with an empty box beside each, for a parent to print and tick off.
 * On paper only the list and the page's heading remain (the buttons hide themselves).
 */
export function DocumentChecklist({ items, printLabel }: DocumentChecklistProps) {
  return (
    <div className="content-block max-w-3xl">
      <ul className="list-none space-y-0 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white pl-0 print:rounded-none print:border-slate-400">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-4 px-5 py-4 text-lg print:break-inside-avoid print:py-2">
            <span className="mt-1 size-5 shrink-0 rounded border-2 border-brand-700 print:border-black" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <PrintButton label={printLabel} />
      </div>
    </div>
  );
}
