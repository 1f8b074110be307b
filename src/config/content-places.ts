/**
 * Where the web admin's editor saves: the school's content, as against the site's code. Every file
 * the editor writes is under one of these places, and nothing else is content:
 * - the data files, `src/data/<name>.json`, each listed once in src/facts/fact-files.ts;
 * - the words: pages, clubs, shared passages, school events and notices, one MDX file each;
 * - the photos, and the PDFs attached to notices.
 *
 * keystatic.config.ts draws its collections from `wordCollections`, the notices' PDFs and the photos
 * are saved where this file says, and the publishing workflow's classifier (scripts/publish-path.ts)
 * sends a push that changes only these places down the content path (docs/decisions/049). So the
 * editor and the workflow cannot disagree on what content is.
 *
 * No imports: Node runs this file as it is (the classifier), with no bundler to resolve them.
 */

/** The folder of the data files (the registry types each file as under it). */
export const dataFolder = "src/data";

/** The editor's collections of words: its key and menu label, what one entry is called, and its folder. */
export const wordCollections = [
  { key: "pages", label: "Pages", entry: "Page", folder: "src/content/pages" },
  { key: "clubs", label: "Clubs", entry: "Club", folder: "src/content/clubs" },
  { key: "shared", label: "Shared passages", entry: "Shared passage", folder: "src/content/shared" },
  { key: "events", label: "School events", entry: "School event", folder: "src/content/events" },
  { key: "notices", label: "Notices and circulars", entry: "Notice", folder: "src/content/notices" },
  // The Kiswahili words (docs/decisions/063): each file named as the English one it translates.
  { key: "swPages", label: "Pages in Kiswahili", entry: "Kiswahili page", folder: "src/content/sw/pages" },
  { key: "swShared", label: "Shared passages in Kiswahili", entry: "Kiswahili shared passage", folder: "src/content/sw/shared" },
  { key: "swEvents", label: "School events in Kiswahili", entry: "Kiswahili school event", folder: "src/content/sw/events" },
  { key: "swNotices", label: "Notices in Kiswahili", entry: "Kiswahili notice", folder: "src/content/sw/notices" },
] as const;

/** The site's own words, one file per language (src/content/i18n/en.json, sw.json; docs/decisions/063). */
export const uiWordsFolder = "src/content/i18n";

export type WordCollectionKey = (typeof wordCollections)[number]["key"];

/** Where the editor saves each photo (the editor's Photos: one file per slot, listed in src/data/photos.json). */
export const photoDirectory = "src/assets/photos";

/** Where the editor saves a notice's PDFs: public/ is the site's root, so they are published under /notice-files/. */
export const noticeFileDirectory = "public/notice-files";

/** A content file, as the editor knows it. */
export type ContentPlace =
  | { kind: "data"; file: string }
  | { kind: "words"; collection: WordCollectionKey; entryWord: string; name: string }
  | { kind: "photo"; name: string }
  | { kind: "ui-words"; file: string; language: string }
  | { kind: "notice-file"; notice: string };

const under = (path: string, folder: string) => (path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : undefined);

/**
 * What `path` (from the project's root, with forward slashes) is to the editor, or undefined when
 * it is not content (code, tests, settings, anything else).
 */
export function contentPlaceOf(path: string): ContentPlace | undefined {
  const dataFile = under(path, dataFolder);
  if (dataFile !== undefined) return /^[\w-]+\.json$/.test(dataFile) ? { kind: "data", file: path } : undefined;
  for (const collection of wordCollections) {
    const file = under(path, collection.folder);
    if (file !== undefined) {
      const name = /^([\w-]+)\.mdx$/.exec(file)?.[1];
      return name === undefined ? undefined : { kind: "words", collection: collection.key, entryWord: collection.entry, name };
    }
  }
  const uiWords = under(path, uiWordsFolder);
  if (uiWords !== undefined) {
    const language = /^([a-z]{2})\.json$/.exec(uiWords)?.[1];
    return language === undefined ? undefined : { kind: "ui-words", file: path, language };
  }
  const photo = under(path, photoDirectory);
  if (photo !== undefined) {
    const name = /^([\w-]+)\.(jpe?g|png|webp)$/i.exec(photo)?.[1];
    return name === undefined ? undefined : { kind: "photo", name };
  }
  const noticeFile = under(path, noticeFileDirectory);
  if (noticeFile !== undefined) {
    const notice = /^([\w-]+)\/[\w/.-]+\.pdf$/i.exec(noticeFile)?.[1];
    return notice === undefined ? undefined : { kind: "notice-file", notice };
  }
  return undefined;
}

/** Whether `path` is content: a file the editor writes, in its place and of its kind. */
export function isContentPath(path: string): boolean {
  return contentPlaceOf(path) !== undefined;
}
