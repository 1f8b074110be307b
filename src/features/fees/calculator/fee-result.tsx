import { andList } from "~/shared/and-list";
import type { ChildFees, FamilyFees } from "~/features/fees/calculator/family-fees";
import { formatKes, formatPercent } from "~/shared/money";
import { fillIn, type CalculatorWords } from "./calculator-words";

interface FeeResultProps {
  /** The result's name in the address the calculator gives out (src/features/fees/calculator/family-fees.ts, resultFragment). */
  id: string;
  family: FamilyFees;
  siblingDiscountPercent: number;
  headingId: string;
  words: CalculatorWords;
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

function childHeading(child: ChildFees, words: CalculatorWords): string {
  return fillIn(words.childHeading, { n: child.position, grade: child.choice.grade, kind: child.choice.isNew ? words.newPupilLower : words.continuingPupilLower });
}

/** How the sibling discount was applied, in words: to whom, and what it saves. */
function discountSentence(family: FamilyFees, percent: string, words: CalculatorWords): string {
  const discounted = family.children.filter((child) => child.termDiscount > 0).map((child) => String(child.position));
  if (discounted.length === 0) return fillIn(words.noDiscount, { percent });
  const who = discounted.length === 1 ? fillIn(words.discountChild, { n: discounted[0]! }) : fillIn(words.discountChildren, { list: andList(discounted, words.and) });
  return fillIn(words.discount, { percent, who, term: formatKes(family.termDiscount), year: formatKes(family.yearDiscount) });
}

/**
 * The calculator's answer: the family's totals and how the sibling discount was applied (a live
 * region, read out as the choices change), then each child's fees. Marked `data-print-keep`, so
 * the print stylesheet keeps it as the printed sheet while the controls are left off paper.
 */
export function FeeResult({ id, family, siblingDiscountPercent, headingId, words }: FeeResultProps) {
  const percent = formatPercent(siblingDiscountPercent);
  const count = family.children.length;
  return (
    <section id={id} aria-labelledby={headingId} data-print-keep="" className="space-y-5">
      <h3 id={headingId} className="text-xl font-semibold text-brand-900">
        {words.resultTitle}
      </h3>
      <div className="card space-y-4 border-brand-800 print:border-slate-400 print:shadow-none">
        {/* Read out when the choices change: the totals in one sentence, and the discount. */}
        <div role="status" className="space-y-2">
          <p className="text-lg font-semibold text-brand-900">
            {fillIn(words.totals, { children: count === 1 ? words.oneChild : fillIn(words.children, { n: count }), term: formatKes(family.termFee), year: formatKes(family.yearFee) })}
            {family.oneTimeTotal > 0 ? fillIn(words.totalsFirstYear, { firstYear: formatKes(family.firstYearTotal) }) : ""}.
          </p>
          <p className="text-base text-slate-700">{discountSentence(family, percent, words)}</p>
        </div>
        <dl className="divide-y divide-slate-200 text-base">
          <Amount label={words.tuitionTerm} amount={formatKes(family.termFee)} />
          <Amount label={words.tuitionYear} amount={formatKes(family.yearFee)} />
          <Amount label={words.oneTimeNew} amount={family.oneTimeTotal > 0 ? formatKes(family.oneTimeTotal) : words.none} />
          <Amount label={words.firstYear} amount={formatKes(family.firstYearTotal)} strong />
        </dl>
      </div>
      <ol className="grid list-none gap-4 space-y-0 pl-0 sm:grid-cols-2 lg:grid-cols-1">
        {family.children.map((child) => (
          <li key={child.position} className="card p-4 sm:p-5 print:break-inside-avoid print:shadow-none">
            <h4 className="font-semibold text-brand-900">
              {childHeading(child, words)}
            </h4>
            <dl className="mt-3 divide-y divide-slate-200 text-base">
              <Amount
                label={words.tuitionTerm}
                amount={formatKes(child.termFee)}
                note={
                  child.termDiscount > 0
                    ? fillIn(words.lessDiscount, { full: formatKes(child.fullTermFee), percent, discount: formatKes(child.termDiscount) })
                    : undefined
                }
              />
              <Amount label={words.tuitionYear} amount={formatKes(child.yearFee)} />
              {child.choice.isNew ? (
                <>
                  <Amount label={words.commitmentOnce} amount={formatKes(child.commitmentFee)} />
                  <Amount label={words.uniformOnce} amount={formatKes(child.uniformBeddingTextbooks)} />
                </>
              ) : null}
              <Amount label={words.firstYear} amount={formatKes(child.firstYearTotal)} strong />
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
