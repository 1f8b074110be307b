import type { z } from "zod";
import { humanise, unwrap, type AnySchema } from "../forms/schema-meta";

/**
 * What changed between two versions of a data file (or of a page's settings), field by field, in
 * the words the editor's form labels them with (each schema's `.meta({ title })`, as
 * zod-fields.tsx draws the form): "Grade 7, Term fee (KES)": 12,500 → 13,000.
 */
export interface FieldChange {
  /** Where the value is, as the form names it: "Grade 7, Term fee (KES)". */
  label: string;
  /** The value before, as the form shows it; undefined for an entry that was added. */
  before?: string;
  /** The value after; undefined for an entry that was removed. */
  after?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A value as the form shows it: 12,500; Yes; the option's words. */
export function shownValue(schema: AnySchema | undefined, value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  const { inner, meta } = schema ? unwrap(schema) : { inner: undefined, meta: {} };
  if (typeof value === "number") return Number.isInteger(value) ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",") : String(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return meta.optionLabels?.[value] ?? value;
  if (Array.isArray(value)) {
    const element = inner?._zod.def.type === "array" ? (inner as z.ZodArray<AnySchema>).element : undefined;
    return value.map((item) => shownValue(element, item)).join(", ");
  }
  if (isRecord(value)) {
    const shape = inner?._zod.def.type === "object" ? (inner as z.ZodObject).shape : {};
    return Object.entries(value)
      .map(([key, item]) => shownValue(shape[key] as AnySchema | undefined, item))
      .join("; ");
  }
  return JSON.stringify(value);
}

/** What a list entry is called: its naming field's value ("Cash"), "School year 2026" for a number, or "Term 2". */
function entryName(element: AnySchema, value: unknown, index: number): string {
  const { meta } = unwrap(element);
  const named = meta.itemLabel && isRecord(value) ? value[meta.itemLabel] : undefined;
  if (typeof named === "string" && named !== "") return named;
  if (typeof named === "number") return `${meta.title ?? "Entry"} ${named}`;
  return `${meta.title ?? "Entry"} ${index + 1}`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changesIn(schema: AnySchema | undefined, before: unknown, after: unknown, path: readonly string[], out: FieldChange[]): void {
  if (same(before, after)) return;
  const label = path.join(", ");
  const inner = schema ? unwrap(schema).inner : undefined;
  const type = inner?._zod.def.type;
  // A file with no schema (the photos' list) is read by its keys, humanised.
  if ((type === "object" || (schema === undefined && (isRecord(before) || isRecord(after)))) && isRecord(before ?? {}) && isRecord(after ?? {})) {
    const shape = (type === "object" ? (inner as z.ZodObject).shape : {}) as Record<string, AnySchema>;
    const was = (before ?? {}) as Record<string, unknown>;
    const now = (after ?? {}) as Record<string, unknown>;
    const keys = [...Object.keys(shape), ...new Set([...Object.keys(was), ...Object.keys(now)].filter((key) => !(key in shape)))];
    for (const key of keys) {
      const field = shape[key];
      changesIn(field, was[key], now[key], [...path, (field && unwrap(field).meta.title) ?? humanise(key)], out);
    }
    return;
  }
  if (type === "array" && Array.isArray(before ?? []) && Array.isArray(after ?? [])) {
    const element = (inner as z.ZodArray<AnySchema>).element;
    // A list of single values (towns) reads best whole; a list of entries, entry by entry.
    if (unwrap(element).inner._zod.def.type === "object") {
      const was = (before ?? []) as unknown[];
      const now = (after ?? []) as unknown[];
      for (let index = 0; index < Math.max(was.length, now.length); index++) {
        const entryPath = [...path, entryName(element, now[index] ?? was[index], index)];
        if (index >= was.length) out.push({ label: entryPath.join(", "), after: shownValue(element, now[index]) });
        else if (index >= now.length) out.push({ label: entryPath.join(", "), before: shownValue(element, was[index]) });
        else changesIn(element, was[index], now[index], entryPath, out);
      }
      return;
    }
  }
  out.push({ label, before: shownValue(schema, before), after: shownValue(schema, after) });
}

/** Every field whose value differs between `before` and `after`, in the form's order (by their keys, without a schema). */
export function fieldChanges(schema: z.ZodObject | undefined, before: unknown, after: unknown): FieldChange[] {
  const out: FieldChange[] = [];
  changesIn(schema, before, after, [], out);
  return out;
}

/** A change as one line: "Grade 7, Term fee (KES): 12,500 → 13,000". */
export function changeLine({ label, before, after }: FieldChange): string {
  if (before === undefined) return `${label}: added (${after})`;
  if (after === undefined) return `${label}: removed (was ${before})`;
  return `${label}: ${before} → ${after}`;
}
