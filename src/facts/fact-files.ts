import type { z } from "zod";
import type { dataFolder } from "../config/content-places";
import { admissionsCountdownSchema, dashboardsSchema, portalsSchema, siteDetailsSchema } from "../config/site-schema";
import { alertSchema } from "../features/alert/alert-schema";
import { feeTableSchema } from "../features/fees/fees-schema";
import { goodLuckMessagesSchema } from "../features/good-luck-banner/good-luck-schema";
import { termYearsSchema } from "../features/term-dates/term-dates-schema";

/**
 * THE DATA FILES: every file of src/data/ (the facts the web admin changes in the editor), once.
 * This list feeds
 * - the build's check (src/facts/validate-content.build.ts: a wrong value stops the build, naming
 *   the file and the field),
 * - the content collections (src/content.config.ts: one collection per file, named after it),
 * - the editor (keystatic.config.ts: one singleton per file, its form drawn from the schema, and
 *   its place in the menu, in this order).
 * Adding a data file is its JSON and one entry here (docs/content.md, "Adding a data file";
 * docs/decisions/047). The site's modules still import the file they need
 * (src/features/fees/fees.ts …), for its values and its type.
 *
 * Schemas only, never the files' values: keystatic.config.ts imports this list, and it runs in the
 * admin's browser, where the values would only add weight. The build reads the values itself.
 */

/** The groups of the editor's menu that data files sit in (keystatic.config.ts adds Notices). */
export type EditorMenuGroup = "Facts" | "Pages";

interface FactFileBase {
  /** The editor's name for it: its singleton's key and address (/keystatic/singleton/termDates). */
  key: string;
  /** The file, from the project's root. */
  file: `${typeof dataFolder}/${string}.json`;
  /** What the editor's menu and the form's title call it, in the web admin's words. */
  label: string;
  /** The group of the editor's menu it is listed in. */
  group: EditorMenuGroup;
}

/** A data file checked with its schema: by the build, by the content layer and by the editor's form, drawn from it. */
export interface SchemaFactFile extends FactFileBase {
  schema: z.ZodObject;
  form?: never;
}

/**
 * A data file the editor edits with a form of its own, given in keystatic.config.ts; no schema, so
 * it is neither in the build's check of the facts nor a content collection: it is checked where it
 * is used (the photos: below).
 */
export interface OwnFormFactFile extends FactFileBase {
  form: "own";
  schema?: never;
}

export type FactFile = SchemaFactFile | OwnFormFactFile;

export const factFiles = [
  { key: "fees", file: "src/data/fees.json", schema: feeTableSchema, label: "Fees and payment", group: "Facts" },
  { key: "termDates", file: "src/data/term-dates.json", schema: termYearsSchema, label: "Term dates", group: "Facts" },
  { key: "site", file: "src/data/site.json", schema: siteDetailsSchema, label: "School details and contacts", group: "Facts" },
  { key: "admissionsCountdown", file: "src/data/admissions-countdown.json", schema: admissionsCountdownSchema, label: "Admissions countdown", group: "Facts" },
  { key: "dashboards", file: "src/data/dashboards.json", schema: dashboardsSchema, label: "Results dashboards", group: "Facts" },
  { key: "portals", file: "src/data/portals.json", schema: portalsSchema, label: "Portal links", group: "Facts" },
  { key: "goodLuckMessages", file: "src/data/good-luck-messages.json", schema: goodLuckMessagesSchema, label: "Good-luck messages", group: "Facts" },
  { key: "alert", file: "src/data/alert.json", schema: alertSchema, label: "Alert banner", group: "Facts" },
  // Each photo slot's file. Its form is one image field per slot, which saves the photo itself into
  // src/assets/photos/ (keystatic.config.ts): a zod schema cannot draw that. It is checked where it
  // is used: a slot a page names must be in it (src/integrations/content-check.ts), and a file it
  // names must be there (src/features/photos/photos.build.ts).
  { key: "photos", file: "src/data/photos.json", form: "own", label: "Photos", group: "Pages" },
] as const satisfies readonly FactFile[];

/** The registry's data files that have a schema: those the build checks and the content layer reads. */
export function withSchema<Entry extends FactFile>(registry: readonly Entry[]): Extract<Entry, SchemaFactFile>[] {
  return registry.filter((entry): entry is Extract<Entry, SchemaFactFile> => entry.schema !== undefined);
}

/** The content collection a data file is: `src/data/term-dates.json` is `term-dates` (docs/decisions/042). */
export function collectionNameOf(file: FactFile["file"]): string {
  return file.replace(/^src\/data\//, "").replace(/\.json$/, "");
}
