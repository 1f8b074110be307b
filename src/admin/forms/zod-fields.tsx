import { fields, type BasicFormField, type ComponentSchema } from "@keystatic/core";
import type { z } from "zod";
import { SchemaForm } from "./schema-form";
import { humanise, issuesOf, unwrap, type AnySchema } from "./schema-meta";

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

/**
 * A list whose entries hold an uploaded file (a notice's PDFs): drawn with Keystatic's own list and
 * file fields, which alone can send a file to the editor's store, labelled from the same schema.
 * The build checks what they write with the schema (src/content.config.ts).
 */
function uploadList(schema: AnySchema, label: string): ComponentSchema | undefined {
  const { inner, meta } = unwrap(schema);
  if (inner._zod.def.type !== "array") return undefined;
  const element = unwrap((inner as z.ZodArray<AnySchema>).element);
  if (element.inner._zod.def.type !== "object") return undefined;
  const shape = Object.entries((element.inner as z.ZodObject).shape).map(([key, child]) => [key, unwrap(child as AnySchema)] as const);
  if (!shape.some(([, child]) => child.meta.upload)) return undefined;
  const entry = Object.fromEntries(
    shape.map(([key, { meta: field, optional }]) => {
      const words = { label: field.title ?? humanise(key), description: field.description };
      return [key, field.upload ? fields.file({ ...words, ...field.upload, validation: { isRequired: !optional } }) : fields.text({ ...words, validation: { isRequired: !optional } })];
    }),
  );
  return fields.array(fields.object(entry, { label: element.meta.title }), {
    label,
    description: meta.description,
    itemLabel: element.meta.itemLabel ? (props) => String((props.fields as Record<string, { value: unknown }>)[element.meta.itemLabel!]?.value ?? "") : undefined,
  });
}

/** The editor's field for one top-level value of a file, drawn and checked with its schema. */
export function schemaField(schema: AnySchema, key: string): BasicFormField<{ value: unknown }> {
  const { meta } = unwrap(schema);
  const label = meta.title ?? humanise(key);
  return {
    kind: "form",
    label,
    Input: ({ value, onChange, forceValidation }) => (
      <SchemaForm schema={schema} label={label} value={value.value} onChange={(next) => onChange({ value: next })} forceValidation={forceValidation} />
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
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, value]) => [key, uploadList(value as AnySchema, unwrap(value as AnySchema).meta.title ?? humanise(key)) ?? schemaField(value as AnySchema, key)]),
  );
}
