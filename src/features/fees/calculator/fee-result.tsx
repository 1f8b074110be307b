import { andList } from "~/shared/and-list";
import type { ChildFees, FamilyFees } from "~/features/fees/calculator/family-fees";
import { formatKes, formatPercent } from "~/shared/money";

interface FeeResultProps {
  /** The result's name in the address the calculator gives out (src/features/fees/calculator/family-fees.ts, resultFragment). */
  id: string;
  family: FamilyFees;
  siblingDiscountPercent: number;
  headingId: string;
}

function Amount({ label, amount, note, strong }: { label: string; amount: string; note?: string; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-2 first:pt-0 last:pb-0">
      <dt className={strong ? "font-bold text-brand-900" : "text-slate-700"}>{label}</dt>
      <dd className={`font-bold whitespace-nowrap ${strong ? "text-xl text-brand-900" : "text-brand-900"}`}>{amount}</dd>
      {note ? <dd className="w-full text-sm text-slate-600">{note}</dd> : null}
    </div>
  );
}

function pupilWords(child: ChildFees): string {
  return `Grade ${child.choice.grade}, ${child.choice.isNew ? "new pupil" : "continuing pupil"}`;
}

/** How the sibling discount was applied, in words: to whom, and what it saves. */
function discountSentence(family: FamilyFees, percent: string): string {
  const discounted = family.children.filter((child) => child.termDiscount > 0).map((child) => String(child.position));
  if (discounted.length === 0) {
    return `The sibling discount takes ${percent} off the tuition of every child after the first: add a brother or sister to see it.`;
  }
  const who = discounted.length === 1 ? `child ${discounted[0]}` : `children ${andList(discounted)}`;
  return (
    `Sibling discount: ${percent} off the tuition of every child after the first you entered, so for ${who}: ` +
    `${formatKes(family.termDiscount)} a term, ${formatKes(family.yearDiscount)} a year. It does not apply to one-time charges.`
  );
}

/**
 * The calculator's answer: the family's totals and how the sibling discount was applied (a live
 * region, read out as the choices change), then each child's fees. Marked `data-print-keep`, so
 * the print stylesheet keeps it as the printed sheet while the controls are left off paper.
 */
export function FeeResult({ id, family, siblingDiscountPercent, headingId }: FeeResultProps) {
  const percent = formatPercent(siblingDiscountPercent);
  const count = family.children.length;
  return (
    <section id={id} aria-labelledby={headingId} data-print-keep="" className="space-y-5">
      <h3 id={headingId} className="text-xl font-semibold text-brand-900">
        Your family&apos;s fees
      </h3>
      <div className="card space-y-4 border-brand-800 print:border-slate-400 print:shadow-none">
        {/* Read out when the choices change: the totals in one sentence, and the discount. */}
        <div role="status" className="space-y-2">
          <p className="text-lg font-semibold text-brand-900">
            {count === 1 ? "1 child" : `${count} children`}: {formatKes(family.termFee)} a term, {formatKes(family.yearFee)} a year
            {family.oneTimeTotal > 0 ? `, ${formatKes(family.firstYearTotal)} in the first year with the one-time charges` : ""}.
          </p>
          <p className="text-base text-slate-700">{discountSentence(family, percent)}</p>
        </div>
        <dl className="divide-y divide-slate-200 text-base">
          <Amount label="Tuition a term" amount={formatKes(family.termFee)} />
          <Amount label="Tuition a year" amount={formatKes(family.yearFee)} />
          <Amount label="One-time charges for new pupils" amount={family.oneTimeTotal > 0 ? formatKes(family.oneTimeTotal) : "None"} />
          <Amount label="First year in all" amount={formatKes(family.firstYearTotal)} strong />
        </dl>
      </div>
      <ol className="grid list-none gap-4 space-y-0 pl-0 sm:grid-cols-2 lg:grid-cols-1">
        {family.children.map((child) => (
          <li key={child.position} className="card p-4 sm:p-5 print:break-inside-avoid print:shadow-none">
            <h4 className="font-semibold text-brand-900">
              Child {child.position}: {pupilWords(child)}
            </h4>
            <dl className="mt-3 divide-y divide-slate-200 text-base">
              <Amount
                label="Tuition a term"
                amount={formatKes(child.termFee)}
                note={
                  child.termDiscount > 0
                    ? `${formatKes(child.fullTermFee)} less the ${percent} sibling discount, ${formatKes(child.termDiscount)}`
                    : undefined
                }
              />
              <Amount label="Tuition a year" amount={formatKes(child.yearFee)} />
              {child.choice.isNew ? (
                <>
                  <Amount label="Commitment fee, once" amount={formatKes(child.commitmentFee)} />
                  <Amount label="Uniform, bedding and textbooks, once" amount={formatKes(child.uniformBeddingTextbooks)} />
                </>
              ) : null}
              <Amount label="First year in all" amount={formatKes(child.firstYearTotal)} strong />
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
