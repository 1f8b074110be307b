import { fields } from "@keystatic/core";
import { dump, load } from "js-yaml";
import type { z } from "zod";
import { contentBlocks } from "./content-blocks";

/**
 * What the editor writes for a file: the same steps Keystatic takes when a file is opened and
 * saved (its data file and frontmatter formats, its MDX field), so a test can hold every file of
 * the site to "opening and saving it changes nothing" (src/admin/forms/editor-files.test.ts).
 *
 * - A data file (src/data/*.json): `JSON.stringify(value, null, 2)` and a newline, its keys in the
 *   schema's order, an empty optional value left out.
 * - A page, club or shared passage: its frontmatter as YAML (js-yaml's `dump`, the schema's
 *   order) between `---` lines, then its words as the MDX field writes them.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function inSchemaOrder(schema: z.ZodObject, value: Record<string, unknown>): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) if (value[key] !== undefined && value[key] !== null) ordered[key] = value[key];
  return ordered;
}

/** A data file as the editor saves it. */
export function savedDataFile(schema: z.ZodObject, text: string): string {
  return `${JSON.stringify(inSchemaOrder(schema, JSON.parse(text) as Record<string, unknown>), null, 2)}\n`;
}

const words = fields.mdx({ label: "Words", components: contentBlocks });

/** The words of a content file (its MDX body) as the editor saves them. */
export function savedWords(body: string, slug: string): string {
  const state = words.parse(undefined as never, { content: encoder.encode(body), other: new Map(), external: new Map(), slug } as never);
  return decoder.decode((words.serialize(state as never, { slug } as never) as { content: Uint8Array }).content);
}

/** A page, club or shared passage as the editor saves it (`schema`: its frontmatter's, if it has one). */
export function savedContentFile(text: string, slug: string, schema?: z.ZodObject): string {
  const match = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/.exec(text);
  const frontmatter = (match ? (load(match[1] ?? "") ?? {}) : {}) as Record<string, unknown>;
  const body = match ? text.slice(match[0].length) : text;
  const data = schema ? inSchemaOrder(schema, frontmatter) : {};
  return `---\n${dump(data)}---\n${savedWords(body, slug)}`;
}
