import type { DateField, TermRecord } from "./term-shapes";
import { dateText } from "./term-checks";

/**
 * Why a published date breaks the usual rules, told to the parent in plain words: under the
 * term's card on /events and in the calendar file's event (docs/site.md, Events).
 */
export function asWrittenNote(term: TermRecord, field: DateField, kind: "not-a-date" | "out-of-order", year: number): string {
  const text = dateText(term, field) ?? "";
  if (kind === "not-a-date") {
    return `${text} is shown as published, but there is no ${text} in ${year}: please check this date with the school.`;
  }
  if (field === "holiday.starting") {
    return `As published, the ${term.holiday.name} begins on ${text}, before ${term.name} closes on ${term.closing}.`;
  }
  return `${text} is shown as published.`;
}
