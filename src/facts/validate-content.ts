import type { z } from "zod";
import admissionsCountdown from "../data/admissions-countdown.json" with { type: "json" };
import alert from "../data/alert.json" with { type: "json" };
import dashboards from "../data/dashboards.json" with { type: "json" };
import fees from "../data/fees.json" with { type: "json" };
import goodLuckMessages from "../data/good-luck-messages.json" with { type: "json" };
import portals from "../data/portals.json" with { type: "json" };
import siteDetails from "../data/site.json" with { type: "json" };
import termDates from "../data/term-dates.json" with { type: "json" };
import { admissionsCountdownSchema, dashboardsSchema, portalsSchema, siteDetailsSchema } from "../config/site-schema";
import { alertSchema } from "../features/alert/alert-schema";
import { feeTableSchema } from "../features/fees/fees-schema";
import { goodLuckMessagesSchema } from "../features/good-luck-banner/good-luck-schema";
import { termYearsSchema } from "../features/term-dates/term-checks";

/**
 * Build-time checks of the data files in src/data/ (the facts the web admin changes in the
 * editor): each file has its schema here, so a wrong amount, date or address stops the build
 * with the file and the field named. Runs in astro.config.ts and the unit tests; never in the
 * browser. The editor checks the same rules before it saves (keystatic.config.ts, and the test
 * that holds the two together: src/editor/zod-fields.test.ts).
 */
export const dataFiles = {
  "src/data/site.json": { schema: siteDetailsSchema, value: siteDetails as unknown },
  "src/data/admissions-countdown.json": { schema: admissionsCountdownSchema, value: admissionsCountdown as unknown },
  "src/data/dashboards.json": { schema: dashboardsSchema, value: dashboards as unknown },
  "src/data/portals.json": { schema: portalsSchema, value: portals as unknown },
  "src/data/fees.json": { schema: feeTableSchema, value: fees as unknown },
  "src/data/term-dates.json": { schema: termYearsSchema, value: termDates as unknown },
  "src/data/good-luck-messages.json": { schema: goodLuckMessagesSchema, value: goodLuckMessages as unknown },
  "src/data/alert.json": { schema: alertSchema, value: alert as unknown },
} satisfies Record<string, { schema: z.ZodType; value: unknown }>;

export type DataFile = keyof typeof dataFiles;

/** The content collection a data file is: `src/data/term-dates.json` is `term-dates`. */
export function dataCollectionName(file: DataFile): string {
  return file.replace(/^src\/data\//, "").replace(/\.json$/, "");
}

/** `grade8.termFee`, `years[0].terms[1].holiday.starting`: the field as the file spells it. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), "");
}

/** Each problem of one file's value, one line each: `grade8.termFee: must be …`. */
export function problemsOf(file: DataFile, value: unknown): string[] {
  const result = dataFiles[file].schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${fieldName(issue.path)}: ${issue.message}`);
}

/** Throws one Error listing every problem, one line each, naming the file and the field. */
export function validateContent(values: Partial<Record<DataFile, unknown>> = {}): void {
  const lines = (Object.keys(dataFiles) as DataFile[]).flatMap((file) =>
    problemsOf(file, file in values ? values[file] : dataFiles[file].value).map((line) => `${file}: ${line}`),
  );
  if (lines.length > 0) {
    throw new Error(`The site's content is not valid:\n${lines.join("\n")}`);
  }
}
