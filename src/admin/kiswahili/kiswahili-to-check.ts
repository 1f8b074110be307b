/**
 * Kiswahili to check (docs/decisions/067): which Kiswahili words the web admin has still to write,
 * and which may no longer say what the English says because the English was saved after them. The
 * idea of Astro's translation tracker, Lunaria, kept to what this site has: each Kiswahili file is
 * named as the English file it translates (docs/decisions/063), so a pair is found by its name, and
 * "after" is read from each file's last save (the caller's: git on this computer, saved-times.ts).
 * Nothing here reads a file: it is handed the files there are and when each was last saved.
 */
import { wordCollections, type WordCollectionKey } from "~/config/content-places";
import { routeTable, type RouteEntry, type RouteId } from "~/config/route-table";
import { kiswahiliWordsPathOf, notFoundWords, wordsFileOf, wordsPathOf, type WordsFile } from "~/features/page-content/words-file";

/** A words file as the editor knows it: its collection and its entry's name (the file's, without `.mdx`). */
export interface EditorEntry {
  path: string;
  collection: WordCollectionKey;
  name: string;
}

export type PairKind = "page" | "shared" | "notice" | "event";

/** An English words file and the Kiswahili file that translates it, or is to. */
export interface KiswahiliPair {
  kind: PairKind;
  /** What it is, in the admin's words: "Fees (/fees)", "Notice: Fee structure 2026". */
  name: string;
  english: EditorEntry;
  kiswahili: EditorEntry;
}

export interface OutOfDate extends KiswahiliPair {
  /** When each file was last saved: seconds since 1970. */
  englishSavedAt: number;
  kiswahiliSavedAt: number;
}

export interface KiswahiliToCheck {
  /** English with no Kiswahili file yet: a page marked to have Kiswahili, a notice or an event. */
  missing: KiswahiliPair[];
  /** English saved after its Kiswahili was last saved: the Kiswahili may be out of date. */
  outOfDate: OutOfDate[];
}

/** The editor's screen of an entry: /keystatic/collection/<key>/item/<name>. */
export function entryAddress({ collection, name }: Pick<EditorEntry, "collection" | "name">): string {
  return `/keystatic/collection/${encodeURIComponent(collection)}/item/${encodeURIComponent(name)}`;
}

/** The editor's screen that adds an entry to a collection: /keystatic/collection/<key>/create. */
export function newEntryAddress(collection: WordCollectionKey): string {
  return `/keystatic/collection/${encodeURIComponent(collection)}/create`;
}

const folderOf = (key: WordCollectionKey) => wordCollections.find((place) => place.key === key)!.folder;

/** The English collection and its Kiswahili one, for the kinds of words that have Kiswahili. */
const collections: Record<PairKind, { english: WordCollectionKey; kiswahili: WordCollectionKey }> = {
  page: { english: "pages", kiswahili: "swPages" },
  shared: { english: "shared", kiswahili: "swShared" },
  notice: { english: "notices", kiswahili: "swNotices" },
  event: { english: "events", kiswahili: "swEvents" },
};

/** The folders of every file a pair may have, English and Kiswahili: where the save times are read. */
export const pairFolders: readonly string[] = Object.values(collections).flatMap(({ english, kiswahili }) => [folderOf(english), folderOf(kiswahili)]);

const entry = (path: string, collection: WordCollectionKey): EditorEntry => ({ path, collection, name: path.slice(path.lastIndexOf("/") + 1).replace(/\.mdx$/, "") });

function pagePair(file: WordsFile, name: string): KiswahiliPair {
  return { kind: "page", name, english: entry(wordsPathOf(file), collections.page.english), kiswahili: entry(kiswahiliWordsPathOf(file), collections.page.kiswahili) };
}

/**
 * The pages that have Kiswahili, once per words file, in the route table's order: each page marked
 * `kiswahili` (the three grade fee pages share one file, so one row names the three), then the
 * page an unknown address shows.
 */
export function kiswahiliPagePairs(): KiswahiliPair[] {
  const byFile = new Map<string, { file: WordsFile; pages: RouteEntry[] }>();
  for (const id of Object.keys(routeTable) as RouteId[]) {
    const route = routeTable[id] as RouteEntry;
    if (!route.kiswahili) continue;
    const file = wordsFileOf(id);
    const path = wordsPathOf(file);
    byFile.set(path, { file, pages: [...(byFile.get(path)?.pages ?? []), route] });
  }
  const pages = [...byFile.values()].map(({ file, pages: routes }) => pagePair(file, `${routes.map((route) => route.title).join(", ")} (${routes.map((route) => route.path).join(", ")})`));
  return [...pages, pagePair(notFoundWords, "Page not found (any unknown address)")];
}

/**
 * Every pair to check, from the words files there are (`files`, paths from the project's root):
 * the pages of `kiswahiliPagePairs`; every notice and every school event, which may each have a
 * Kiswahili text (one without is English only on the Kiswahili site: normal, and listed so); and
 * the shared passages that have a Kiswahili text (a passage is part of a page: one no Kiswahili
 * page shows needs none). `nameOf` names a notice, event or passage in the admin's words.
 */
export function kiswahiliPairs(files: Iterable<string>, nameOf: (path: string) => string): KiswahiliPair[] {
  const existing = new Set(files);
  const inFolder = (kind: PairKind) => {
    const folder = `${folderOf(collections[kind].english)}/`;
    return [...existing]
      .filter((path) => path.startsWith(folder) && /^[\w-]+\.mdx$/.test(path.slice(folder.length)))
      .sort()
      .map((path): KiswahiliPair => {
        const english = entry(path, collections[kind].english);
        const kiswahili = entry(`${folderOf(collections[kind].kiswahili)}/${english.name}.mdx`, collections[kind].kiswahili);
        return { kind, name: nameOf(path), english, kiswahili };
      });
  };
  return [...kiswahiliPagePairs(), ...inFolder("shared").filter((pair) => existing.has(pair.kiswahili.path)), ...inFolder("notice"), ...inFolder("event")];
}

/**
 * What is to check, from when each file was last saved (`savedAt`: seconds, by path; a file not in
 * it does not exist). Saved in the same second counts as up to date: a translation saved with its
 * English (one commit) is not out of date.
 */
export function kiswahiliToCheck(pairs: readonly KiswahiliPair[], savedAt: ReadonlyMap<string, number>): KiswahiliToCheck {
  const missing: KiswahiliPair[] = [];
  const outOfDate: OutOfDate[] = [];
  for (const pair of pairs) {
    const englishSavedAt = savedAt.get(pair.english.path);
    if (englishSavedAt === undefined) continue;
    const kiswahiliSavedAt = savedAt.get(pair.kiswahili.path);
    if (kiswahiliSavedAt === undefined) missing.push(pair);
    else if (englishSavedAt > kiswahiliSavedAt) outOfDate.push({ ...pair, englishSavedAt, kiswahiliSavedAt });
  }
  return { missing, outOfDate };
}
