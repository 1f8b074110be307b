import { contentPlaceOf, wordCollections, type ContentPlace } from "../../config/content-places";

/**
 * What a changed file is called in the web admin's words, as the editor names it: "Fees and
 * payment", "Notice: Term 1 opening moved", "Page: laundry". For the local Publish page and its
 * commit message, and for the server's publishing page and history (docs/decisions/053).
 */

/** A data file as the registry names it (src/facts/fact-files.ts, handed in: the editor does not import the facts). */
export interface NamedDataFile {
  file: string;
  label: string;
}

/** Reads the title in a content file's frontmatter, or undefined (no file, no title). */
export type TitleOf = (path: string) => string | undefined;

/** The collections whose entries the admin knows by their title; the others (pages, clubs, passages) by their file name, which is their address. */
const knownByTitle = new Set<string>(["notices", "events"]);

const photoName = (slot: string) => slot.replace(/-/g, " ").replace(/^./, (letter) => letter.toUpperCase());

function wordsFileOf(collection: string, name: string): string {
  const folder = wordCollections.find((entry) => entry.key === collection)?.folder;
  return `${folder}/${name}.mdx`;
}

/** The name of one content place; `path` is where it is, `titleOf` reads a notice's or an event's title. */
function nameOfPlace(place: ContentPlace, path: string, dataFiles: readonly NamedDataFile[], titleOf: TitleOf): string {
  switch (place.kind) {
    case "data":
      return dataFiles.find((entry) => entry.file === place.file)?.label ?? path;
    case "words": {
      const title = knownByTitle.has(place.collection) ? titleOf(path) : undefined;
      return `${place.entryWord}: ${title ?? place.name}`;
    }
    case "photo":
      return `Photo: ${photoName(place.name)}`;
    case "ui-words":
      return `The site's own words: ${place.language === "sw" ? "Kiswahili" : "English"}`;
    case "notice-file": {
      // A notice's PDF is part of the notice: named as the notice, so the two read as one change.
      const notice = wordsFileOf("notices", place.notice);
      return `Notice: ${titleOf(notice) ?? place.notice}`;
    }
  }
}

/**
 * What the editor calls the file at `path` (from the project's root, forward slashes). A file that
 * is not content (code, settings) keeps its path: only a developer changes those.
 */
export function changeNameOf(path: string, dataFiles: readonly NamedDataFile[], titleOf: TitleOf = () => undefined): string {
  const place = contentPlaceOf(path);
  return place ? nameOfPlace(place, path, dataFiles, titleOf) : path;
}

/** A change as the admin sees it: its name and the files it is made of. */
export interface NamedChange {
  name: string;
  files: string[];
}

/** Files grouped by the name of their change (a notice and its PDF are one), in the order first named. */
export function namedChanges(paths: readonly string[], dataFiles: readonly NamedDataFile[], titleOf?: TitleOf): NamedChange[] {
  const changes = new Map<string, string[]>();
  for (const path of paths) {
    const name = changeNameOf(path, dataFiles, titleOf);
    changes.set(name, [...(changes.get(name) ?? []), path]);
  }
  return [...changes].map(([name, files]) => ({ name, files }));
}
