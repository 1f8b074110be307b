import { z } from "zod";

/**
 * What a school event's file holds above its words (src/content/events/<event>.mdx): checked at
 * build (src/content.config.ts) and by the editor's form (keystatic.config.ts), one schema for both
 * (docs/decisions/041). Days are written year-month-day and times on the 24-hour clock, both as in
 * Kenya (Africa/Nairobi, UTC+3 all year): the form has no calendar to pick from, so the one way
 * of writing them that cannot be read two ways.
 */

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True when '2027-02-29' names a day the calendar has. */
export function isRealDay(text: string): boolean {
  const match = isoDayPattern.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const day = z
  .string({ error: "write the day as year-month-day: 2027-02-20" })
  .regex(isoDayPattern, "write the day as year-month-day: 2027-02-20")
  .refine(isRealDay, { error: (issue) => `${String(issue.input)} is not a day in the calendar` });

const time = z.string({ error: "write the time on the 24-hour clock: 09:00" }).regex(timePattern, "write the time on the 24-hour clock: 09:00 or 14:30");

/**
 * When it is: its day (or first and last days) and its times, one value of the file so that the
 * rules between them (an all-day event has no times, an end time needs a start time, the last day is
 * not before the first, a timed event of several days says when it ends, nothing ends before it
 * starts) are checked by the editor's form at the box they name, before saving, as by the build
 * (docs/decisions/023: no rule above a file's fields).
 */
export const eventTimeSchema = z
  .strictObject({
    date: day.meta({ title: "Date", description: "The day of the event, or its first day, as year-month-day: 2027-02-20." }),
    starts: time
      .optional()
      .meta({ title: "Starts at", description: "Kenya time, on the 24-hour clock: 09:00. Leave empty for an event that lasts all day." }),
    lastDay: day
      .optional()
      .meta({ title: "Last day", description: "Only for an event of more than one day: its last day, as year-month-day. Leave empty for one day." }),
    ends: time.optional().meta({ title: "Ends at", description: "Kenya time on its last day: 13:00. Leave empty if the time it ends is not known." }),
  })
  .superRefine((when, context) => {
    if (when.ends !== undefined && when.starts === undefined) {
      context.addIssue({ code: "custom", path: ["ends"], message: "give the time it starts as well, or leave both empty for an all-day event" });
    }
    if (when.lastDay !== undefined && when.lastDay < when.date) {
      context.addIssue({ code: "custom", path: ["lastDay"], message: `the last day is before the first (${when.date})` });
    }
    if (when.starts !== undefined && when.lastDay !== undefined && when.lastDay !== when.date && when.ends === undefined) {
      context.addIssue({ code: "custom", path: ["ends"], message: "say when an event of several days ends on its last day" });
    }
    if (when.starts !== undefined && when.ends !== undefined && (when.lastDay ?? when.date) === when.date && when.ends <= when.starts) {
      context.addIssue({ code: "custom", path: ["ends"], message: `it ends before it starts (${when.starts})` });
    }
  })
  .meta({ title: "When", description: "In Kenya time. Days as year-month-day, times on the 24-hour clock." });

export type EventTime = z.infer<typeof eventTimeSchema>;

/** The fields, each a part of the editor's form, in the order the file is written in. */
export const schoolEventSchema = z.strictObject({
  title: z
    .string({ error: "give the event its name" })
    .min(3, "must be at least 3 letters")
    .meta({ title: "Name of the event", description: "As parents know it: Open day, Sports day, Prize giving, KJSEA for Grade 9." }),
  when: eventTimeSchema,
  place: z
    .string({ error: "say where the event is" })
    .min(3, "must be at least 3 letters")
    .meta({ title: "Place", description: "Where at the school parents go: School hall, Sports field." }),
});

export type SchoolEventData = z.infer<typeof schoolEventSchema>;
