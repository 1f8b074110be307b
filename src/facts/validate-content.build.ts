import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import { factFiles, withSchema, type FactFile, type SchemaFactFile } from "./fact-files";

/**
 * The build's check of the data files in src/data/ (the facts the web admin changes in the
 * editor): each file the registry (src/facts/fact-files.ts) gives a schema is checked with it, so a
 * wrong amount, date or address stops the build with the file and the field named. Runs in
 * astro.config.ts and the unit tests, never in the browser: it reads the files from disk. The
 * editor checks the same rules before it saves (keystatic.config.ts, and the test that holds the
 * two together: src/admin/forms/zod-fields.test.ts).
 *
 * The files are read with node:fs, by the names the registry gives, rather than imported one by
 * one: an import per file would be a second list of the data files (docs/decisions/047).
 */

/**
 * The project's root, where the registry's paths start, found from this file so any working
 * directory will do; from the file's path, not `new URL(…, import.meta.url)`, as under happy-dom
 * (the editor's tests) URL is not Node's.
 */
const projectRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** Each data file of the registry that has a schema → its value, as the file on disk holds it now. */
export function readFacts(registry: readonly FactFile[], root = projectRoot): Record<string, unknown> {
  return Object.fromEntries(withSchema(registry).map(({ file }) => [file, parsed(file, readFileSync(join(root, file), "utf8"))]));
}

/** A file's text as JSON; a file that is not JSON is named in the error (JSON.parse alone would not say which). */
function parsed(file: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${file}: not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

type ShippedFile = Extract<(typeof factFiles)[number], SchemaFactFile>;

/** A data file the build checks, by its path: `src/data/fees.json`. */
export type DataFile = ShippedFile["file"];

const shippedValues = readFacts(factFiles);

/** Each data file the build checks, with its schema and its value as shipped (the tests break copies of them). */
export const dataFiles = Object.fromEntries(withSchema(factFiles).map(({ file, schema }) => [file, { schema, value: shippedValues[file] }])) as {
  [File in DataFile]: { schema: Extract<ShippedFile, { file: File }>["schema"]; value: unknown };
};

/** `grade8.termFee`, `years[0].terms[1].holiday.starting`: the field as the file spells it. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), "");
}

/** Each problem of one value, one line each: `grade8.termFee: must be …`. */
export function problemsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${fieldName(issue.path)}: ${issue.message}`);
}

/**
 * Every problem of every data file of `registry` that has a schema, one line each, naming the file
 * and the field: `src/data/fees.json: grade8.termFee: must be …`. `values` holds each file's value
 * by its path; a file with no value there is a problem too, as a missing file would be.
 */
export function checkFacts(registry: readonly FactFile[], values: Readonly<Record<string, unknown>>): string[] {
  return withSchema(registry).flatMap(({ file, schema }) =>
    file in values ? problemsOf(schema, values[file]).map((line) => `${file}: ${line}`) : [`${file}: no value was read for this file`],
  );
}

/**
 * Throws one Error listing every problem, one line each, naming the file and the field. Checks the
 * files as shipped, each replaced by its value in `values` where given (a test's broken copy).
 */
export function validateContent(values: Partial<Record<DataFile, unknown>> = {}): void {
  const lines = checkFacts(factFiles, { ...shippedValues, ...values });
  if (lines.length > 0) {
    throw new Error(`The site's content is not valid:\n${lines.join("\n")}`);
  }
}
