import type { BasicFormField, ComponentSchema } from "@keystatic/core";
import { z } from "zod";
import { SchemaForm } from "./schema-form";

/**
 * The editor's forms, made from the same zod schemas the build checks (docs/decisions/023): one
 * schema per fact, so a form can never accept what the build refuses, nor ask for a field the
 * data does not have. Each schema's words for the web admin are in its `.meta()` (EditorMeta).
 *
 * Every top-level field of a data file (or of a page's frontmatter) is one editor field whose value
 * is the field's data as the file stores it. Its form is drawn from the schema (schema-form.tsx)
 * and checked with the schema as a whole, refinements included, so a rule between two values (a
 * term that closes before it opens) shows its message at the value it names, and nothing is saved
 * while a message shows.
 */

export interface EditorMeta {
  title?: string;
  description?: string;
  /** For a list of entries: the field of each entry that names it in the list ('name'). */
  itemLabel?: string;
  /** For a choice: the words of each option ({ green: "Green" }). */
  optionLabels?: Record<string, string>;
}

export type AnySchema = z.ZodType;

export function metaOf(schema: AnySchema): EditorMeta {
  return (z.globalRegistry.get(schema) ?? {}) as EditorMeta;
}

/** The schema under `.optional()`, with the words of whichever layer carries them. */
export function unwrap(schema: AnySchema): { inner: AnySchema; meta: EditorMeta; optional: boolean } {
  let inner = schema;
  let meta = metaOf(schema);
  let optional = false;
  while (inner._zod.def.type === "optional") {
    optional = true;
    inner = (inner._zod.def as unknown as { innerType: AnySchema }).innerType;
    meta = { ...metaOf(inner), ...meta };
  }
  return { inner, meta, optional };
}

/** "sisterSchoolName" → "Sister school name": a fallback only; every field the admin sees has a title. */
export function humanise(key: string): string {
  const words = key.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type Issues = ReadonlyMap<string, string>;

/** Every message zod gives for a value, by the path of the value it is about ('0.terms.1.closing'). */
export function issuesOf(schema: AnySchema, value: unknown): Issues {
  const result = schema.safeParse(value);
  const issues = new Map<string, string>();
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join(".");
      if (!issues.has(key)) issues.set(key, issue.message);
    }
  }
  return issues;
}

/** The editor's field for one top-level value of a file, drawn and checked with its schema. */
export function schemaField(schema: AnySchema, key: string): BasicFormField<{ value: unknown }> {
  const { meta } = unwrap(schema);
  const label = meta.title ?? humanise(key);
  return {
    kind: "form",
    label,
    Input: ({ value, onChange, autoFocus, forceValidation }) => (
      <SchemaForm schema={schema} label={label} value={value.value} onChange={(next) => onChange({ value: next })} autoFocus={autoFocus} forceValidation={forceValidation} />
    ),
    defaultValue: () => ({ value: undefined }),
    parse: (stored) => ({ value: stored === null ? undefined : stored }),
    serialize: ({ value }) => ({ value: value as never }),
    validate(value) {
      const issues = issuesOf(schema, value.value);
      if (issues.size > 0) {
        const [path, message] = issues.entries().next().value!;
        throw new Error(`${label}${path ? ` (${path})` : ""}: ${message}`);
      }
      return value;
    },
    reader: { parse: (stored) => ({ value: stored }) },
  };
}

/** The editor's fields for every key of an object schema, in the schema's order (the order the file is written in). */
export function schemaFields(schema: z.ZodObject): Record<string, ComponentSchema> {
  return Object.fromEntries(Object.entries(schema.shape).map(([key, value]) => [key, schemaField(value as AnySchema, key)]));
}
