import type { z } from "zod";
import { fees } from "./fees";
import { feeTableSchema } from "../lib/fees-schema";
import { termDates } from "./term-dates";
import { termCalendarSchema } from "../lib/term-checks";

/**
 * Build-time checks of the content modules (fees, term dates, …): each content module with
 * rules has a schema here, so a wrong amount or date stops the build with its name.
 * Runs in astro.config.ts and the unit tests; never in the browser.
 */

/** `fees.grade8.termFee`, `termDates.terms[1].holiday.starting`: the field as the file spells it. */
export function fieldName(prefix: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : `${name}.${String(key)}`), prefix);
}

function problems(prefix: string, schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${fieldName(prefix, issue.path)}: ${issue.message}`);
}

const checks = {
  fees: { file: "src/content/fees.ts", schema: feeTableSchema },
  termDates: { file: "src/content/term-dates.ts", schema: termCalendarSchema },
} as const;

type Content = Record<keyof typeof checks, unknown>;

/** Throws one Error listing every problem, one line each, naming the file and the field. */
export function validateContent(content: Content = { fees, termDates }): void {
  const lines = (Object.keys(checks) as (keyof typeof checks)[]).flatMap((name) =>
    problems(name, checks[name].schema, content[name]).map((line) => `${checks[name].file}: ${line}`),
  );
  if (lines.length > 0) {
    throw new Error(`The site's content is not valid:\n${lines.join("\n")}`);
  }
}
