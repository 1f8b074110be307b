import { z } from "zod";
import type { DeepReadonly } from "../config/deep-readonly";
import { parseWrittenDate } from "./written-date";

/**
 * The rules the term dates must keep, checked at build time (validate-content.ts) and in the
 * unit tests. Browser code imports only the types below, never this schema or zod.
 */

export const writtenDate = z
  .string()
  .refine((text) => parseWrittenDate(text, 2000) !== undefined, "must be written like '14 March', or '14 March 2026' for a date in another year");

export const dateFields = ["opening", "closing", "halfTerm.opening", "halfTerm.closing", "holiday.starting", "holiday.ending"] as const;

/** A published date that the calendar rules would refuse, kept as written on purpose. */
const asWrittenSchema = z.object({
  field: z.enum(dateFields),
  /** not-a-date: no such day that year; out-of-order: before a date it should follow. */
  kind: z.enum(["not-a-date", "out-of-order"]),
});

export const termSchema = z.object({
  name: z.string().min(1),
  opening: writtenDate,
  closing: writtenDate,
  halfTerm: z.object({ opening: writtenDate, closing: writtenDate }).optional(),
  holiday: z.object({ name: z.string().min(1), starting: writtenDate, ending: writtenDate }),
  asWritten: z.array(asWrittenSchema).optional(),
});

/** The shape of the term dates; src/lib/term-checks.ts adds the calendar's own rules (termCalendarSchema). */
export const termCalendarShape = z.object({
  /** The year of every date written without one. */
  year: z.number({ error: "must be a year, like 2026" }).int("must be a year, like 2026").min(2000, "must be a year, like 2026").max(2100, "must be a year, like 2026"),
  terms: z.array(termSchema).min(1),
});

/** Every school year's term dates, oldest first (src/data/term-dates.json). */
export const termYearsShape = z.object({ years: z.array(termCalendarShape).min(1, "must hold at least one school year") });

export type TermCalendar = DeepReadonly<z.input<typeof termCalendarShape>>;
export type TermYears = DeepReadonly<z.input<typeof termYearsShape>>;
export type TermRecord = TermCalendar["terms"][number];
export type DateField = (typeof dateFields)[number];
