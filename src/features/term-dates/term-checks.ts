import type { DateField, TermCalendar, TermRecord } from "./term-shapes";
import { parseWrittenDate } from "~/shared/written-date";

export interface TermProblem {
  path: (string | number)[];
  message: string;
}

/** The written text of one date field of a term ('halfTerm.opening' → '14 March'). */
export function dateText(term: TermRecord, field: DateField): string | undefined {
  switch (field) {
    case "opening":
      return term.opening;
    case "closing":
      return term.closing;
    case "halfTerm.opening":
      return term.halfTerm?.opening;
    case "halfTerm.closing":
      return term.halfTerm?.closing;
    case "holiday.starting":
      return term.holiday.starting;
    case "holiday.ending":
      return term.holiday.ending;
  }
}

/** Whether the published date of this field breaks the usual rules (recorded in the term's asWritten). */
export function isAsWritten(term: TermRecord, field: DateField): boolean {
  return (term.asWritten ?? []).some((entry) => entry.field === field);
}

/**
 * Every way the calendar breaks its own order (a term closing before it opens, a holiday
 * starting before its term closes, a day that does not exist), except the ones recorded in
 * a term's `asWritten` because the school publishes them so. An `asWritten` entry that no longer
 * matches anything is a problem too, so the exceptions list never goes stale.
 */
export function termProblems(calendar: TermCalendar): TermProblem[] {
  const problems: TermProblem[] = [];
  const excusedUsed = new Set<string>();

  function report(termIndex: number, field: DateField, kind: "not-a-date" | "out-of-order", message: string) {
    const term = calendar.terms[termIndex];
    const excused = term?.asWritten?.findIndex((e) => e.field === field && e.kind === kind) ?? -1;
    if (excused >= 0) {
      excusedUsed.add(`${termIndex}:${excused}`);
      return;
    }
    problems.push({
      path: ["terms", termIndex, ...field.split(".")],
      message: `${message}. If the school published it so, add it to the term's "Dates kept as published" (asWritten: { field: "${field}", kind: "${kind}" })`,
    });
  }

  const isoDates = calendar.terms.map((term, i) => {
    const iso: Partial<Record<DateField, string>> = {};
    for (const field of ["opening", "closing", "halfTerm.opening", "halfTerm.closing", "holiday.starting", "holiday.ending"] as const) {
      const text = dateText(term, field);
      const date = text === undefined ? undefined : parseWrittenDate(text, calendar.year);
      if (!date) continue;
      if (date.iso === null) report(i, field, "not-a-date", `${text} ${date.year} is not a day on the calendar`);
      else iso[field] = date.iso;
    }
    return iso;
  });

  calendar.terms.forEach((term, i) => {
    const d = isoDates[i] ?? {};
    const mustFollow = (earlier: DateField, later: DateField, field: DateField, allowSameDay: boolean, what: string) => {
      const a = d[earlier];
      const b = d[later];
      if (a === undefined || b === undefined) return;
      if (b > a || (allowSameDay && b === a)) return;
      report(i, field, "out-of-order", `${dateText(term, later)} ${what} ${dateText(term, earlier)}`);
    };
    mustFollow("opening", "closing", "closing", false, "(closing) is not after the opening,");
    mustFollow("halfTerm.opening", "halfTerm.closing", "halfTerm.closing", false, "(half term ends) is not after the half term starts,");
    mustFollow("opening", "halfTerm.opening", "halfTerm.opening", false, "(half term starts) is not after the term opens,");
    mustFollow("halfTerm.closing", "closing", "halfTerm.closing", false, "(half term ends) is not before the term closes,");
    mustFollow("holiday.starting", "holiday.ending", "holiday.ending", false, "(holiday ends) is not after the holiday starts,");
    mustFollow("closing", "holiday.starting", "holiday.starting", false, "(holiday starts) is not after the term closes,");

    const next = calendar.terms[i + 1];
    const holidayEnds = d["holiday.ending"];
    const nextOpens = isoDates[i + 1]?.opening;
    if (next && holidayEnds !== undefined && nextOpens !== undefined && nextOpens < holidayEnds) {
      report(i + 1, "opening", "out-of-order", `${next.opening} (opening) is before the ${term.holiday.name} ends, ${term.holiday.ending}`);
    }
  });

  calendar.terms.forEach((term, i) => {
    term.asWritten?.forEach((entry, j) => {
      if (!excusedUsed.has(`${i}:${j}`)) {
        problems.push({
          path: ["terms", i, "asWritten", j],
          message: `${entry.field} is kept as published (${entry.kind}) but follows the rules: remove this entry`,
        });
      }
    });
  });

  return problems;
}
