import { ActionButton } from "@keystar/ui/button";
import { Checkbox } from "@keystar/ui/checkbox";
import { Flex } from "@keystar/ui/layout";
import { Item, Picker } from "@keystar/ui/picker";
import { TextField } from "@keystar/ui/text-field";
import { Text } from "@keystar/ui/typography";
import { useState, type ReactNode } from "react";
import type { z } from "zod";
import { humanise, issuesOf, unwrap, type AnySchema, type EditorMeta, type Issues } from "./schema-meta";

/**
 * A form drawn from a zod schema: a box for each text or number, a tick box for yes or no, a
 * choice for a fixed set of values, a group (fieldset) for an object and a list with Add and
 * Remove for an array. Every message comes from checking the whole value with the schema, shown
 * at the value its path names, once the admin has left that box or tried to save.
 */

type Path = readonly (string | number)[];
const keyOf = (path: Path) => path.map(String).join(".");

const numberText = /^-?\d+(\.\d+)?$/;

/** A new, empty value of a schema: what Add puts in a list. */
export function emptyValue(schema: AnySchema): unknown {
  const { inner, optional } = unwrap(schema);
  if (optional) return undefined;
  switch (inner._zod.def.type) {
    case "object":
      return Object.fromEntries(
        Object.entries((inner as z.ZodObject).shape)
          .map(([key, child]) => [key, emptyValue(child as AnySchema)] as const)
          .filter(([, child]) => child !== undefined),
      );
    case "array":
      return [];
    case "boolean":
      return false;
    case "enum":
      return ((inner as z.ZodEnum).options as string[])[0];
    case "literal":
      return (inner._zod.def as unknown as { values: unknown[] }).values[0];
    case "number":
      return undefined;
    default:
      return "";
  }
}

interface Context {
  issues: Issues;
  shown(path: Path): string | undefined;
  leave(path: Path): void;
}

interface NodeProps {
  schema: AnySchema;
  path: Path;
  label: string;
  value: unknown;
  onChange(value: unknown): void;
  context: Context;
}

function Group({ legend, description, message, children }: { legend: string; description?: string; message?: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: "1px solid #d4d4d8", borderRadius: 8, padding: "12px 16px", margin: 0, minWidth: 0, fontFamily: "system-ui, sans-serif" }}>
      <legend style={{ fontWeight: 600, padding: "0 4px", fontFamily: "inherit", fontSize: "1rem" }}>{legend}</legend>
      <Flex direction="column" gap="large">
        {description ? <Text color="neutralSecondary">{description}</Text> : null}
        {message ? (
          <Text color="critical" role="alert">
            {message}
          </Text>
        ) : null}
        {children}
      </Flex>
    </fieldset>
  );
}

function entryName(schema: AnySchema, value: unknown, meta: EditorMeta, index: number): string {
  const itemLabel = unwrap(schema).meta.itemLabel ?? meta.itemLabel;
  const named = itemLabel && value && typeof value === "object" ? (value as Record<string, unknown>)[itemLabel] : undefined;
  const kind = unwrap(schema).meta.title ?? "Entry";
  return typeof named === "string" && named.trim() ? named : typeof named === "number" ? String(named) : `${kind} ${index + 1}`;
}

/** Names that keep their capital inside a sentence: a language is Kiswahili, never kiswahili. */
const properNames = new Set(["Kiswahili", "English"]);

/** A field's title inside a button's words ("Add link", "Add Kiswahili"): lower case, but for a name. */
function inSentence(title: string): string {
  return properNames.has(title.split(" ")[0] ?? "") ? title : title.toLowerCase();
}

function SchemaNode({ schema, path, label, value, onChange, context }: NodeProps): ReactNode {
  const { inner, meta, optional } = unwrap(schema);
  const description = meta.description;
  const message = context.shown(path);
  const type = inner._zod.def.type;

  if (optional && value === undefined && (type === "object" || type === "array")) {
    return (
      <Flex direction="column" gap="regular">
        <Text weight="semibold">{label}</Text>
        {description ? <Text color="neutralSecondary">{description}</Text> : null}
        <ActionButton onPress={() => onChange(type === "array" ? [] : emptyValue(inner))}>Add {inSentence(label)}</ActionButton>
      </Flex>
    );
  }

  switch (type) {
    case "object": {
      const shape = (inner as z.ZodObject).shape;
      const object = (value ?? {}) as Record<string, unknown>;
      return (
        <Group legend={label} description={description} message={message}>
          {Object.entries(shape).map(([key, child]) => (
            <SchemaNode
              key={key}
              schema={child as AnySchema}
              path={[...path, key]}
              label={unwrap(child as AnySchema).meta.title ?? humanise(key)}
              value={object[key]}
              onChange={(next) => {
                const copy: Record<string, unknown> = {};
                // Keep the keys in the schema's order, the order the file is written in; an empty optional value is left out.
                for (const name of Object.keys(shape)) {
                  const v = name === key ? next : object[name];
                  if (v !== undefined) copy[name] = v;
                }
                for (const name of Object.keys(object)) if (!(name in shape)) copy[name] = object[name];
                onChange(copy);
              }}
              context={context}
            />
          ))}
          {optional ? <ActionButton onPress={() => onChange(undefined)}>Remove {inSentence(label)}</ActionButton> : null}
        </Group>
      );
    }
    case "array": {
      const element = (inner as z.ZodArray<AnySchema>).element;
      const list = (value ?? []) as unknown[];
      const elementTitle = unwrap(element).meta.title ?? "entry";
      return (
        <Group legend={label} description={description} message={message}>
          {list.map((item, i) => (
            <Flex key={i} direction="column" gap="regular">
              <SchemaNode
                schema={element}
                path={[...path, i]}
                label={entryName(element, item, meta, i)}
                value={item}
                onChange={(next) => onChange(list.map((old, j) => (j === i ? next : old)))}
                context={context}
              />
              <ActionButton onPress={() => onChange(list.filter((_, j) => j !== i))}>Remove {entryName(element, item, meta, i)}</ActionButton>
            </Flex>
          ))}
          <ActionButton onPress={() => onChange([...list, emptyValue(element)])}>Add {inSentence(elementTitle)}</ActionButton>
          {optional && list.length === 0 ? <ActionButton onPress={() => onChange(undefined)}>Remove {inSentence(label)}</ActionButton> : null}
        </Group>
      );
    }
    case "boolean":
      return (
        <Checkbox isSelected={value === true} onChange={(checked) => onChange(checked)}>
          {label}
        </Checkbox>
      );
    case "enum": {
      const options = (inner as z.ZodEnum).options as string[];
      return (
        <Picker
          label={label}
          description={description}
          items={options.map((option) => ({ key: option, label: meta.optionLabels?.[option] ?? option }))}
          selectedKey={typeof value === "string" ? value : null}
          onSelectionChange={(key) => onChange(String(key))}
          errorMessage={message}
        >
          {(item) => <Item key={item.key}>{item.label}</Item>}
        </Picker>
      );
    }
    case "literal":
    case "union":
      return (
        <Text>
          {label}: {String(value)}
        </Text>
      );
    default: {
      const isNumber = type === "number";
      return (
        <TextField
          label={label}
          description={description}
          value={value === undefined || value === null ? "" : String(value)}
          onChange={(text) => {
            if (text === "" && optional) onChange(undefined);
            else if (isNumber) onChange(numberText.test(text.trim()) ? Number(text.trim()) : text);
            else onChange(text);
          }}
          onBlur={() => context.leave(path)}
          isRequired={!optional}
          inputMode={isNumber ? "decimal" : undefined}
          errorMessage={message}
        />
      );
    }
  }
}

/** The form of one top-level value of a file. */
export function SchemaForm({
  schema,
  label,
  value,
  onChange,
  forceValidation,
}: {
  schema: AnySchema;
  label: string;
  value: unknown;
  onChange(value: unknown): void;
  forceValidation: boolean;
}) {
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const issues = issuesOf(schema, value);
  const context: Context = {
    issues,
    // A box's message shows once the admin has left it; a group's as soon as it applies (it is
    // about values already entered); every message when they try to save.
    shown: (path) => {
      const key = keyOf(path);
      const message = issues.get(key);
      if (!message) return undefined;
      const isBox = !["object", "array"].includes(unwrap(schemaAt(schema, path) ?? schema).inner._zod.def.type);
      return forceValidation || !isBox || left.has(key) ? message : undefined;
    },
    leave: (path) => setLeft((keys) => new Set([...keys, keyOf(path)])),
  };
  return <SchemaNode schema={schema} path={[]} label={label} value={value} onChange={onChange} context={context} />;
}

/** The schema of the value at a path, or nothing when the path leaves the schema. */
function schemaAt(schema: AnySchema, path: Path): AnySchema | undefined {
  let current: AnySchema | undefined = schema;
  for (const step of path) {
    if (!current) return undefined;
    const { inner } = unwrap(current);
    if (inner._zod.def.type === "object") current = (inner as z.ZodObject).shape[String(step)] as AnySchema | undefined;
    else if (inner._zod.def.type === "array") current = (inner as z.ZodArray<AnySchema>).element;
    else return undefined;
  }
  return current;
}
