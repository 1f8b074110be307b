/**
 * Which files have earlier versions the web admin can see and put back (each data file, page,
 * club, shared passage, notice and event), how two versions of one are compared (a data file and a
 * page's settings field by field in the editor's labels, the words paragraph by paragraph), and
 * what a commit message says in her words.
 */
import { parse } from "yaml";
import type { z } from "zod";
import { contentPlaceOf, noticeFileDirectory, wordCollections, type WordCollectionKey } from "~/config/content-places";
import { fieldChanges, type FieldChange } from "~/admin/changes/field-changes";
import { factFiles } from "~/facts/fact-files";
import { frontmatterSchemas } from "~/facts/word-files";
import { paragraphChanges, type ParagraphChange } from "./paragraph-changes";

export type HistoryFile =
  | { kind: "data"; path: string; label: string; schema?: z.ZodObject }
  | { kind: "words"; path: string; collection: WordCollectionKey; entryWord: string; name: string; schema?: z.ZodObject };

/** The file at `path` as its history knows it; undefined for any other path (code, photos, anything outside the editor's places). */
export function historyFileOf(path: string): HistoryFile | undefined {
  const place = contentPlaceOf(path);
  if (place?.kind === "data") {
    const entry = factFiles.find((fact) => fact.file === path);
    return entry ? { kind: "data", path, label: entry.label, schema: "schema" in entry ? entry.schema : undefined } : undefined;
  }
  if (place?.kind === "words") return { kind: "words", path, collection: place.collection, entryWord: place.entryWord, name: place.name, schema: frontmatterSchemas[place.collection] };
  return undefined;
}

/** A words file: its settings (frontmatter, as YAML) and its words below. */
export function splitWordsFile(text: string): { settings: Record<string, unknown>; words: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---(?:\r?\n|$)/.exec(text);
  if (!match) return { settings: {}, words: text };
  let settings: unknown;
  try {
    settings = parse(match[1] ?? "");
  } catch {
    settings = undefined;
  }
  return { settings: settings && typeof settings === "object" ? (settings as Record<string, unknown>) : {}, words: text.slice(match[0].length) };
}

export interface Comparison {
  fields: FieldChange[];
  paragraphs: ParagraphChange[];
}

/** What differs between a version (`then`) and the current one (`now`; undefined when the file is gone now). */
export function compareVersions(file: HistoryFile, then: string, now: string | undefined): Comparison {
  if (file.kind === "data") {
    const read = (text: string | undefined) => {
      try {
        return text === undefined ? {} : (JSON.parse(text) as unknown);
      } catch {
        return text;
      }
    };
    return { fields: fieldChanges(file.schema, read(then), read(now)), paragraphs: [] };
  }
  const before = splitWordsFile(then);
  const after = splitWordsFile(now ?? "");
  return { fields: fieldChanges(file.schema, before.settings, after.settings), paragraphs: paragraphChanges(before.words, after.words) };
}

/**
 * The files putting a version back restores: the file itself, and for a notice the PDFs that
 * version names (deleting a notice in the editor deletes its PDFs with it).
 */
export function filesToPutBack(file: HistoryFile, version: string): string[] {
  if (file.kind !== "words" || file.collection !== "notices") return [file.path];
  const attachments = splitWordsFile(version).settings.attachments;
  const publicFolder = `/${noticeFileDirectory.replace(/^public\//, "")}/`;
  const pdfs = (Array.isArray(attachments) ? attachments : [])
    .map((attachment: unknown) => (attachment && typeof attachment === "object" ? (attachment as Record<string, unknown>).file : undefined))
    .filter((pdf): pdf is string => typeof pdf === "string" && pdf.startsWith(publicFolder) && !pdf.includes(".."))
    .map((pdf) => `${noticeFileDirectory}/${pdf.slice(publicFolder.length)}`);
  return [file.path, ...pdfs];
}

/** Keystatic's commit messages ("Update" or "Delete" and the entry's path without its extension) and the editor's own, in her words. */
export function messageWords(message: string): string {
  const firstLine = message.split("\n")[0]!.trim();
  if (/^Update \S+$/.test(firstLine)) return "Saved in the editor";
  if (/^Delete \S+$/.test(firstLine)) return "Deleted in the editor";
  return firstLine;
}

/** The folder of the notices, where deleted ones are looked for. */
export const noticesFolder = wordCollections.find((entry) => entry.key === "notices")!.folder;
