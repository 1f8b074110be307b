import type { ReactNode } from "react";
import { asWrittenNote } from "~/features/term-dates/as-written-note";
import type { DateField, TermRecord } from "~/features/term-dates/term-shapes";
import { dateText, isAsWritten } from "~/features/term-dates/term-checks";
import { parseWrittenDate, rangeParts } from "~/shared/written-date";

interface DateProps {
  text: string;
  iso: string | null;
}

/** A date as written, with a machine-readable <time> when the day exists. */
function WrittenDay({ text, iso }: DateProps) {
  return iso ? <time dateTime={iso}>{text}</time> : <span>{text}</span>;
}

function Row({ label, marked, children }: { label: string; marked: boolean; children: ReactNode }) {
  return (
    <div className="py-3 first:pt-0 last:pb-0">
      <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-brand-900">
        {children}
        {marked ? <sup className="ml-0.5 text-brand-700">*</sup> : null}
      </dd>
    </div>
  );
}

/** One term as a short list (opens, half term, closes, holiday) that reads well on a phone, named by its term and year ('Term 1 2025'). */
export function TermCard({ term, year, yearHeadingId }: { term: TermRecord; year: number; yearHeadingId: string }) {
  const day = (field: DateField) => {
    const text = dateText(term, field) ?? "";
    return <WrittenDay text={text} iso={parseWrittenDate(text, year)?.iso ?? null} />;
  };
  const range = (starting: string, ending: string) => {
    const { start, end } = rangeParts(starting, ending, year);
    return (
      <>
        <WrittenDay {...start} /> to <WrittenDay {...end} />
      </>
    );
  };
  const marked = (...fields: DateField[]) => fields.some((f) => isAsWritten(term, f));
  const headingId = `${term.name.toLowerCase().replace(/\W+/g, "-")}-${year}-heading`;

  return (
    <article aria-labelledby={`${headingId} ${yearHeadingId}`} className="card flex flex-col text-base">
      <h4 id={headingId} className="pt-0 text-2xl font-bold text-brand-900">
        {term.name}
      </h4>
      <dl className="mt-4 flex-1 divide-y divide-slate-200">
        <Row label="Opens" marked={marked("opening")}>
          {day("opening")}
        </Row>
        {term.halfTerm ? (
          <Row label="Half term" marked={marked("halfTerm.opening", "halfTerm.closing")}>
            {range(term.halfTerm.opening, term.halfTerm.closing)}
          </Row>
        ) : null}
        <Row label="Closes" marked={marked("closing")}>
          {day("closing")}
        </Row>
        <Row label={term.holiday.name} marked={marked("holiday.starting", "holiday.ending")}>
          {range(term.holiday.starting, term.holiday.ending)}
        </Row>
      </dl>
      {term.asWritten?.map((entry) => (
        <p key={entry.field} className="mt-4 text-sm text-slate-600">
          * {asWrittenNote(term, entry.field, entry.kind, year)}
        </p>
      ))}
    </article>
  );
}
