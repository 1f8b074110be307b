import { singleton, type ComponentSchema } from "@keystatic/core";
import type { z } from "zod";
import { schemaFields } from "./zod-fields";

/**
 * The editor's part of the registry of data files (src/facts/fact-files.ts, which keystatic.config.ts
 * hands in): one singleton per file, and the file's place in the menu. What the editor needs of an
 * entry is written here, so the editor does not import the facts (eslint.config.js, `folders`).
 */
export interface EditorDataFile {
  /** The singleton's key: its address, /keystatic/singleton/<key>. */
  key: string;
  /** `src/data/<name>.json`, from the project's root. */
  file: string;
  label: string;
  /** The menu's group it is listed in. */
  group: string;
  /** The schema its form is drawn from; a file without one has a form of its own (`ownForms`). */
  schema?: z.ZodObject;
}

type Fields = Record<string, ComponentSchema>;

/**
 * Each data file as a singleton: its form drawn from its schema (src/admin/forms/zod-fields.tsx), or for
 * a file without one the form `ownForms` gives under its key (the photos' image fields). A file
 * without a schema and without a form of its own is refused, rather than left out of the editor.
 */
export function singletonsOf(registry: readonly EditorDataFile[], ownForms: Readonly<Record<string, Fields>> = {}) {
  return Object.fromEntries(
    registry.map(({ key, file, label, schema }) => {
      const form = schema ? schemaFields(schema) : ownForms[key];
      if (!form) throw new Error(`${file} has no schema to draw the editor's form from, and no form of its own under '${key}'`);
      // Keystatic adds `.json` to the path of a data singleton.
      return [key, singleton({ label, path: file.replace(/\.json$/, ""), format: { data: "json" }, schema: form })];
    }),
  );
}

/** A collection in the editor's menu: its group, and the key it follows there (none: it opens the group). */
export interface MenuCollection {
  key: string;
  group: string;
  after?: string;
}

/**
 * The editor's menu: group by group, the data files of the group in the registry's order, with the
 * collections placed among them or after another collection (`after`), or before them. The groups come in the order they first
 * appear, the registry's first, so a data file of a new group has a place too.
 */
export function navigationOf(registry: readonly EditorDataFile[], collections: readonly MenuCollection[]): Record<string, string[]> {
  const menu: Record<string, string[]> = {};
  const groupOf = (name: string) => (menu[name] ??= []);
  for (const { key, group } of registry) groupOf(group).push(key);
  const opening: Record<string, string[]> = {};
  for (const { key, group, after } of collections) {
    const keys = groupOf(group);
    if (after === undefined) {
      (opening[group] ??= []).push(key);
      continue;
    }
    // It may follow a collection that opens the group (a Kiswahili collection after its English one).
    const place = [opening[group] ?? [], keys].find((list) => list.includes(after));
    if (!place) throw new Error(`The editor's menu: '${key}' is to follow '${after}', which is not in ${group}`);
    place.splice(place.indexOf(after) + 1, 0, key);
  }
  for (const [group, keys] of Object.entries(opening)) menu[group] = [...keys, ...groupOf(group)];
  return menu;
}
