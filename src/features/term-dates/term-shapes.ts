import { z } from "zod";
import type { DeepReadonly } from "~/shared/deep-readonly";
import { parseWrittenDate } from "~/shared/written-date";

/**
 * The shape of the term dates: each field and how a date is written. The whole schema, with the
 * calendar's rules between the dates, is ./term-dates-schema.ts. Browser code imports only the
 * types below, never these shapes or zod.
 */

export const writtenDate = z
  .string()
  .refine((text) => parseWrittenDate(text, 2000) !== undefined, "must be written like '14 March', or '14 March 2026' for a date in another year");

/** A date box of the editor: its label, and how to write it. */
const date = (title: string) =>
  writtenDate.meta({ title, description: "Day and month, as on the school's letters: 8 January. Add the year only for a day in another year: 3 January 2027." });

export const dateFields = ["opening", "closing", "halfTerm.opening", "halfTerm.closing", "holiday.starting", "holiday.ending"] as const;

/** A published date that the calendar rules would refuse, kept as written on purpose. */
const asWrittenSchema = z
  .object({
    field: z.enum(dateFields).meta({
      title: "Which date",
      optionLabels: {
        opening: "Opens on",
        closing: "Closes on",
        "halfTerm.opening": "Half term starts",
        "halfTerm.closing": "Half term ends",
        "holiday.starting": "Holiday starts",
        "holiday.ending": "Holiday ends",
      },
    }),
    /** not-a-date: no such day that year; out-of-order: before a date it should follow. */
    kind: z.enum(["not-a-date", "out-of-order"]).meta({ title: "Why it breaks the calendar", optionLabels: { "not-a-date": "No such day that year", "out-of-order": "Before a date it should follow" } }),
  })
  .meta({ title: "Date kept as published" });

export const termSchema = z
  .object({
    name: z.string().min(1, "must have a name, like Term 1").meta({ title: "Name of the term", description: "As parents know it: Term 1." }),
    opening: date("Opens on"),
    closing: date("Closes on"),
    halfTerm: z.object({ opening: date("Half term starts"), closing: date("Half term ends") }).optional().meta({ title: "Half term" }),
    holiday: z
      .object({
        name: z.string().min(1, "must have a name, like April holiday").meta({ title: "Name of the holiday" }),
        // Its name in Kiswahili, for /sw/events (docs/decisions/063).
        nameSw: z.string().min(1, "must have a name, like Likizo ya Aprili").optional().meta({ title: "Name of the holiday, in Kiswahili" }),
        starting: date("Holiday starts"),
        ending: date("Holiday ends"),
      })
      .meta({ title: "Holiday after the term" }),
    asWritten: z
      .array(asWrittenSchema)
      .optional()
      .meta({ title: "Dates kept as published", description: "Only for a date the school published although it breaks the calendar; the site then says so beside it." }),
  })
  .meta({ title: "Term", itemLabel: "name" });

/** The shape of the term dates; src/features/term-dates/term-checks.ts adds the calendar's own rules (termCalendarSchema). */
export const termCalendarShape = z
  .object({
    /** The year of every date written without one. */
    year: z
      .number({ error: "must be a year, like 2026" })
      .int("must be a year, like 2026")
      .min(2000, "must be a year, like 2026")
      .max(2100, "must be a year, like 2026")
      .meta({ title: "School year", description: "The calendar year the terms belong to, like 2026." }),
    terms: z.array(termSchema).min(1, "must hold at least one term").meta({ title: "Terms" }),
  })
  .meta({ title: "School year", itemLabel: "year" });

export type TermCalendar = DeepReadonly<z.input<typeof termCalendarShape>>;
/** Every school year's term dates, oldest first (src/data/term-dates.json; checked by termYearsSchema in term-checks.ts). */
export type TermYears = DeepReadonly<{ years: z.input<typeof termCalendarShape>[] }>;
export type TermRecord = TermCalendar["terms"][number];
export type DateField = (typeof dateFields)[number];
