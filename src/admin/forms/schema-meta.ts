import { z } from "zod";

/**
 * What the editor reads from a zod schema: the words of each field for the web admin (its
 * `.meta()`), the schema under `.optional()`, and the messages the schema gives for a value.
 */

export interface EditorMeta {
  title?: string;
  description?: string;
  /** For a list of entries: the field of each entry that names it in the list ('name'). */
  itemLabel?: string;
  /** For a choice: the words of each option ({ green: "Green" }). */
  optionLabels?: Record<string, string>;
  /** For a file path: the file is uploaded in the editor, saved in `directory` and written as `publicPath` + its name. */
  upload?: { directory: string; publicPath: string };
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

