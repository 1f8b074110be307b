import { fields, type BasicFormField, type ComponentSchema } from "@keystatic/core";
import { TextField } from "@keystar/ui/text-field";
import { useState } from "react";
import { z } from "zod";

/**
 * The editor's forms, made from the same zod schemas the build checks (docs/decisions/023): one
 * schema per fact, so a form can never accept what the build refuses, nor ask for a field the
 * data does not have. Each schema's words for the web admin are in its `.meta()`: `title` is the
 * field's label ("Term fee (KES)"), `description` its help, `itemLabel` the field that names an
 * entry of a list.
 *
 * A text or number box checks its value with its own zod schema as the admin types (after the
 * first time they leave it) and when they save; the message shown at the field is the schema's,
 * and nothing is saved while one is shown.
 */

export interface EditorMeta {
  title?: string;
  description?: string;
  /** For a list of entries: the field of each entry that names it in the list ('name'). */
  itemLabel?: string;
  /** For a choice: the words of each option ({ green: "Green" }). */
  optionLabels?: Record<string, string>;
}

type AnySchema = z.ZodType;

function metaOf(schema: AnySchema): EditorMeta {
  return (z.globalRegistry.get(schema) ?? {}) as EditorMeta;
}

/** The schema under `.optional()`, with the label of whichever layer carries it. */
function unwrap(schema: AnySchema): { inner: AnySchema; meta: EditorMeta; optional: boolean } {
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
function humanise(key: string): string {
  const words = key.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The first message zod gives for a value, or nothing when it is accepted. */
export function messageFor(schema: AnySchema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const numberText = /^-?\d+(\.\d+)?$/;

/**
 * A value as the box holds it (text) → as the file stores it: a number box's digits become a
 * number; anything else typed into it stays text, which the number's schema refuses. An empty
 * box of an optional field is left out of the file.
 */
function stored(text: string, kind: "text" | "number", optional: boolean): unknown {
  if (text === "" && optional) return undefined;
  if (kind === "number") return numberText.test(text.trim()) ? Number(text.trim()) : text;
  return text;
}

function boxField(schema: AnySchema, label: string, meta: EditorMeta, kind: "text" | "number", optional: boolean): BasicFormField<string> {
  const check = (text: string) => messageFor(schema, stored(text, kind, optional));
  function Input({ value, onChange, autoFocus, forceValidation }: { value: string; onChange(value: string): void; autoFocus: boolean; forceValidation: boolean }) {
    const [left, setLeft] = useState(false);
    const message = left || forceValidation ? check(value) : undefined;
    return (
      <TextField
        label={label}
        description={meta.description}
        value={value}
        onChange={onChange}
        onBlur={() => setLeft(true)}
        autoFocus={autoFocus}
        isRequired={!optional}
        inputMode={kind === "number" ? "decimal" : undefined}
        errorMessage={message}
      />
    );
  }
  return {
    kind: "form",
    label,
    Input,
    defaultValue: () => "",
    parse: (value) => (value === undefined || value === null ? "" : String(value)),
    serialize: (text) => ({ value: stored(text, kind, optional) as string | number | undefined }),
    validate(text) {
      const message = check(text);
      if (message) throw new Error(`${label}: ${message}`);
      return text;
    },
    reader: { parse: (value) => String(value ?? "") },
  };
}

/** A value the admin does not change (a grade's number on its own fee table): kept as it is. */
function fixedField(label: string): BasicFormField<{ value: unknown }> {
  return {
    kind: "form",
    label,
    Input: () => null,
    defaultValue: () => ({ value: undefined }),
    parse: (value) => ({ value }),
    serialize: ({ value }) => ({ value: value as string | number | undefined }),
    validate: (value) => value,
    reader: { parse: (value) => ({ value }) },
  };
}

function lengthOf(schema: AnySchema): { min?: number; max?: number } {
  const length: { min?: number; max?: number } = {};
  for (const check of (schema._zod.def as unknown as { checks?: { _zod: { def: Record<string, unknown> } }[] }).checks ?? []) {
    const def = check._zod.def;
    if (def.check === "length_equals") length.min = length.max = def.length as number;
    if (def.check === "min_length") length.min = def.minimum as number;
    if (def.check === "max_length") length.max = def.maximum as number;
  }
  return length;
}

/** The editor's field for one schema: a box, a choice, a tick box, a group or a list. */
export function editorField(schema: AnySchema, key: string): ComponentSchema {
  const { inner, meta, optional } = unwrap(schema);
  const label = meta.title ?? humanise(key);
  const description = meta.description;
  switch (inner._zod.def.type) {
    case "object":
      return fields.object(editorFields(inner as z.ZodObject), { label, description });
    case "array": {
      const element = (inner as z.ZodArray<AnySchema>).element;
      const itemLabel = unwrap(element).meta.itemLabel ?? meta.itemLabel;
      return fields.array(editorField(element, key), {
        label,
        description,
        validation: { length: lengthOf(inner) },
        itemLabel: itemLabel
          ? (props: unknown) => String((props as { fields: Record<string, { value: unknown }> }).fields[itemLabel]?.value ?? "")
          : undefined,
      });
    }
    case "enum": {
      const options = (inner as z.ZodEnum).options as string[];
      return fields.select({
        label,
        description,
        options: options.map((value) => ({ value, label: meta.optionLabels?.[value] ?? value })),
        defaultValue: options[0]!,
      });
    }
    case "boolean":
      return fields.checkbox({ label, description });
    case "literal":
    case "union":
      return fixedField(label);
    case "number":
      return boxField(schema, label, meta, "number", optional);
    default:
      return boxField(schema, label, meta, "text", optional);
  }
}

/** The editor's fields for every key of an object schema, in the schema's order (the order the file is written in). */
export function editorFields(schema: z.ZodObject): Record<string, ComponentSchema> {
  return Object.fromEntries(Object.entries(schema.shape).map(([key, value]) => [key, editorField(value as AnySchema, key)]));
}
