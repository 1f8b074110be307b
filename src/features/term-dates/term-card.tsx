import type { ReactNode } from "react";
import { asWrittenNote } from "~/features/term-dates/as-written-note";
import type { DateField, TermRecord } from "~/features/term-dates/term-shapes";
import { dateText, isAsWritten } from "~/features/term-dates/term-checks";
import { parseWrittenDate, rangeParts } from "~/shared/written-date";
import type { Language } from "~/config/languages";
import { kiswahiliWrittenDate } from "~/shared/kiswahili-calendar";
import { uiWordsOf } from "../kiswahili/ui-words";

/**
 * A term's name in Kiswahili: the school's "Term 1" is sw.json's `fees.term1`; a name the school
 * wrote otherwise stays as written.
 */
function termName(name: string, language: Language): string {
  const number = /^Term ([123])$/.exec(name)?.[1];
  if (language === "en" || !number) return name;
  const words: Readonly<Record<string, string>> = uiWordsOf(language).fees;
  return words[`term${number}`] ?? name;
}

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
export function TermCard({ term, year, yearHeadingId, language = "en" }: { term: TermRecord; year: number; yearHeadingId: string; language?: Language }) {
  // A Kiswahili page writes the same days with Kiswahili months ('14 Machi'): the figures are the data's.
  const shown = (text: string) => (language === "sw" ? kiswahiliWrittenDate(text) : text);
  const words = uiWordsOf(language).terms;
  const day = (field: DateField) => {
    const text = dateText(term, field) ?? "";
    return <WrittenDay text={shown(text)} iso={parseWrittenDate(text, year)?.iso ?? null} />;
  };
  const range = (starting: string, ending: string) => {
    const { start, end } = rangeParts(starting, ending, year);
    if (language === "sw") {
      const [before, between, after] = words.to.split(/\{start\}|\{end\}/);
      return (
        <>
          {before}
          <WrittenDay text={shown(start.text)} iso={start.iso} />
          {between}
          <WrittenDay text={shown(end.text)} iso={end.iso} />
          {after}
        </>
      );
    }
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
        {termName(term.name, language)}
      </h4>
      <dl className="mt-4 flex-1 divide-y divide-slate-200">
        <Row label={words.opens} marked={marked("opening")}>
          {day("opening")}
        </Row>
        {term.halfTerm ? (
          <Row label={words.halfTerm} marked={marked("halfTerm.opening", "halfTerm.closing")}>
            {range(term.halfTerm.opening, term.halfTerm.closing)}
          </Row>
        ) : null}
        <Row label={words.closes} marked={marked("closing")}>
          {day("closing")}
        </Row>
        <Row label={(language === "sw" && term.holiday.nameSw) || term.holiday.name} marked={marked("holiday.starting", "holiday.ending")}>
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
