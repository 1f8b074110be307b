import termDateData from "../../data/term-dates.json" with { type: "json" };
import type { TermYears } from "./term-shapes";

/**
 * THE TERM DATES, from src/data/term-dates.json (changed in the editor: Term dates), one entry
 * per school year, oldest first. Each date is written as the school does, '14 March'; the year
 * only for a date outside its school year ('3 January 2026'). The calendar date is worked out
 * from the text, and the build stops with the file and the field named if a date is malformed
 * or out of order. /events, /terms and /term-dates.ics show every year.
 *
 * `asWritten` records the published dates that break the usual rules, kept exactly as
 * published: 2025's Term 1 half term starts on a day that 2025 does not have, and its August
 * holiday starts before Term 2 closes.
 */
export const termYears = termDateData as TermYears;
