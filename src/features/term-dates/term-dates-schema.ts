import { z } from "zod";
import { termProblems } from "./term-checks";
import { termCalendarShape } from "./term-shapes";

/**
 * The term dates' schema: the shape of a school year (./term-shapes.ts) with the calendar's rules
 * (./term-checks.ts). What the build checks (src/facts/validate-content.build.ts) and what the
 * editor's form is drawn from.
 */

/** The term dates' shape with the calendar's rules: what the build checks (src/facts/validate-content.build.ts). */
export const termCalendarSchema = termCalendarShape
  .superRefine((value, ctx) => {
    for (const problem of termProblems(value)) {
      ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
    }
  })
  .meta({ title: "School year", itemLabel: "year" });

/** Every school year's term dates, each year with the rules, oldest year first and each once: what the build checks (src/facts/validate-content.build.ts) and the editor's form. */
export const termYearsSchema = z.object({
  years: z
    .array(termCalendarSchema)
    .min(1, "must hold at least one school year")
    .superRefine((years, ctx) => {
      years.forEach((calendar, i) => {
        const before = years[i - 1];
        if (before && calendar.year <= before.year) {
          ctx.addIssue({ code: "custom", path: [i, "year"], message: `${calendar.year} must come after ${before.year}: list the school years oldest first, each once` });
        }
      });
    })
    .meta({ title: "School years", description: "Oldest first. Add next year's dates when the Ministry publishes its calendar.", itemLabel: "year" }),
});
