import type { BasicFormField } from "@keystatic/core";
import { ActionButton } from "@keystar/ui/button";
import { Flex } from "@keystar/ui/layout";
import { TextField } from "@keystar/ui/text-field";
import { Heading, Text } from "@keystar/ui/typography";
import { useState } from "react";
import { termCalendarSchema, termProblems } from "~/lib/term-checks";
import { termCalendarShape, writtenDate, type DateField, type TermCalendar } from "~/lib/term-dates-schema";
import { messageFor } from "./zod-fields";

/**
 * One school year of term dates in the editor: the year, then each term's opening and closing
 * days, half term and holiday, written as the school writes them ('8 January'). The rules are the
 * build's own (src/lib/term-checks.ts): a term that closes before it opens, a holiday that ends
 * before it starts, a day the calendar does not have… each message shows at the date it is about,
 * and the year cannot be saved until every one is mended. A year is one field, not a group of
 * separate ones, because those rules compare its dates with each other.
 *
 * Dates the school publishes although they break the rules (2025's 29 February half term) are
 * recorded in a term's `asWritten`; the editor keeps such records as they are and says so.
 */

type Term = TermCalendar["terms"][number];
type Writable<T> = { -readonly [K in keyof T]: T[K] extends object ? Writable<T[K]> : T[K] };
type SchoolYear = Writable<TermCalendar>;
/** The year as the form holds it: its number as typed, beside the terms. */
interface YearValue {
  yearText: string;
  calendar: SchoolYear;
}

const dateLabels: Record<DateField, string> = {
  opening: "Opens on",
  closing: "Closes on",
  "halfTerm.opening": "Half term starts",
  "halfTerm.closing": "Half term ends",
  "holiday.starting": "Holiday starts",
  "holiday.ending": "Holiday ends",
};

const dateHelp = "Write the day and month, as on the school's letters: 8 January. Add the year only for a day in another year: 3 January 2027.";

function newTerm(number: number): Term {
  return { name: `Term ${number}`, opening: "", closing: "", holiday: { name: "", starting: "", ending: "" } };
}

function calendarOf({ yearText, calendar }: YearValue): SchoolYear {
  const year = /^\d+$/.test(yearText.trim()) ? Number(yearText) : (yearText as unknown as number);
  return { ...calendar, year };
}

/** Every message for one field of one term: its own format first, then the rules between dates. */
function problemsByField(value: YearValue): Map<string, string> {
  const calendar = calendarOf(value);
  const messages = new Map<string, string>();
  const yearMessage = messageFor(termCalendarShape.shape.year, calendar.year);
  if (yearMessage) messages.set("year", yearMessage);
  calendar.terms.forEach((term, i) => {
    if (!term.name.trim()) messages.set(`${i}.name`, "must have a name, like Term 1");
    if (!term.holiday.name.trim()) messages.set(`${i}.holiday.name`, "must have a name, like April holiday");
    for (const field of Object.keys(dateLabels) as DateField[]) {
      const text = readDate(term, field);
      if (text === undefined) continue;
      const message = messageFor(writtenDate, text);
      if (message) messages.set(`${i}.${field}`, message);
    }
  });
  if (yearMessage) return messages;
  for (const problem of termProblems(calendar)) {
    const [, index, ...field] = problem.path;
    const key = `${index}.${field.join(".")}`;
    if (!messages.has(key)) messages.set(key, problem.message.replace(/\. If the school publishes it so.*$/, ""));
  }
  return messages;
}

function readDate(term: Term, field: DateField): string | undefined {
  const [group, part] = field.split(".") as [string, string | undefined];
  const holder = (part ? (term as unknown as Record<string, Record<string, string> | undefined>)[group] : term) as Record<string, string> | undefined;
  return holder?.[part ?? group];
}

function writeDate(term: Term, field: DateField, text: string): Term {
  const [group, part] = field.split(".") as [string, string | undefined];
  if (!part) return { ...term, [group]: text };
  if (group === "halfTerm") {
    const halfTerm = { opening: term.halfTerm?.opening ?? "", closing: term.halfTerm?.closing ?? "", [part]: text };
    // A term with no half term keeps none: both boxes empty leave it out of the file.
    return halfTerm.opening === "" && halfTerm.closing === "" ? withoutHalfTerm(term) : { ...term, halfTerm };
  }
  return { ...term, holiday: { ...term.holiday, [part]: text } };
}

function withoutHalfTerm(term: Term): Term {
  const { halfTerm: _halfTerm, ...rest } = term;
  return rest;
}

function SchoolYearInput({ value, onChange, autoFocus, forceValidation }: { value: YearValue; onChange(value: YearValue): void; autoFocus: boolean; forceValidation: boolean }) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const messages = problemsByField(value);
  const shown = (key: string) => (forceValidation || touched.has(key) ? messages.get(key) : undefined);
  const touch = (key: string) => setTouched((keys) => new Set([...keys, key]));
  const terms = value.calendar.terms;
  const setTerm = (index: number, term: Term) =>
    onChange({ ...value, calendar: { ...value.calendar, terms: terms.map((t, i) => (i === index ? term : t)) as SchoolYear["terms"] } });

  const box = (key: string, label: string, text: string, set: (text: string) => void, description?: string) => (
    <TextField
      key={key}
      label={label}
      description={description}
      value={text}
      onChange={set}
      onBlur={() => touch(key)}
      isRequired={!key.includes("halfTerm")}
      errorMessage={shown(key)}
    />
  );

  return (
    <Flex direction="column" gap="xlarge">
      <TextField
        label="School year"
        description="The calendar year the terms belong to, like 2026."
        value={value.yearText}
        onChange={(yearText) => onChange({ ...value, yearText })}
        onBlur={() => touch("year")}
        autoFocus={autoFocus}
        isRequired
        inputMode="numeric"
        errorMessage={shown("year")}
      />
      {terms.map((term, i) => (
        <Flex key={i} direction="column" gap="large" role="group" aria-labelledby={`school-year-term-${i}`}>
          <Heading id={`school-year-term-${i}`} size="small">
            {term.name || `Term ${i + 1}`}
          </Heading>
          {box(`${i}.name`, "Name of the term", term.name, (name) => setTerm(i, { ...term, name }), "As parents know it: Term 1.")}
          {box(`${i}.opening`, dateLabels.opening, term.opening, (text) => setTerm(i, writeDate(term, "opening", text)), dateHelp)}
          {box(`${i}.halfTerm.opening`, `${dateLabels["halfTerm.opening"]} (if there is one)`, term.halfTerm?.opening ?? "", (text) => setTerm(i, writeDate(term, "halfTerm.opening", text)))}
          {box(`${i}.halfTerm.closing`, `${dateLabels["halfTerm.closing"]} (if there is one)`, term.halfTerm?.closing ?? "", (text) => setTerm(i, writeDate(term, "halfTerm.closing", text)))}
          {box(`${i}.closing`, dateLabels.closing, term.closing, (text) => setTerm(i, writeDate(term, "closing", text)))}
          {box(`${i}.holiday.name`, "Name of the holiday after it", term.holiday.name, (name) => setTerm(i, { ...term, holiday: { ...term.holiday, name } }), "Like April holiday.")}
          {box(`${i}.holiday.starting`, dateLabels["holiday.starting"], term.holiday.starting, (text) => setTerm(i, writeDate(term, "holiday.starting", text)))}
          {box(`${i}.holiday.ending`, dateLabels["holiday.ending"], term.holiday.ending, (text) => setTerm(i, writeDate(term, "holiday.ending", text)))}
          {term.asWritten?.length ? (
            <Text>
              Kept as the school published it, although it breaks the calendar: {term.asWritten.map((entry) => dateLabels[entry.field].toLowerCase()).join(", ")}.
            </Text>
          ) : null}
          {terms.length > 1 ? (
            <ActionButton
              onPress={() => onChange({ ...value, calendar: { ...value.calendar, terms: terms.filter((_, j) => j !== i) as SchoolYear["terms"] } })}
            >
              Remove {term.name || `term ${i + 1}`}
            </ActionButton>
          ) : null}
        </Flex>
      ))}
      <ActionButton onPress={() => onChange({ ...value, calendar: { ...value.calendar, terms: [...terms, newTerm(terms.length + 1)] as SchoolYear["terms"] } })}>
        Add a term
      </ActionButton>
    </Flex>
  );
}

/** The editor's field for one school year: what `fields.array` lists under "School years". */
export function schoolYearField(): BasicFormField<YearValue> {
  return {
    kind: "form",
    label: "School year",
    Input: SchoolYearInput,
    defaultValue: () => ({ yearText: "", calendar: { year: 0, terms: [newTerm(1), newTerm(2), newTerm(3)] } as SchoolYear }),
    parse(stored) {
      const calendar = structuredClone(stored ?? { year: 0, terms: [] }) as unknown as SchoolYear;
      return { yearText: calendar.year ? String(calendar.year) : "", calendar };
    },
    serialize: (value) => ({ value: calendarOf(value) as unknown as Record<string, never> }),
    validate(value) {
      const calendar = calendarOf(value);
      const first = problemsByField(value).values().next();
      if (!first.done || !termCalendarSchema.safeParse(calendar).success) {
        throw new Error(`School year ${value.yearText}: ${first.value ?? "check the dates"}`);
      }
      return value;
    },
    reader: { parse: (stored) => ({ yearText: "", calendar: stored as unknown as SchoolYear }) },
  };
}
