/**
 * What the pages of earlier versions show, read from GitHub with the signed-in admin's token: the
 * files that have a history, a file's versions (one per save that changed it), and one version
 * compared with the current one.
 */
import { changeNameOf } from "~/admin/changes/change-names";
import { frontmatterTitle } from "~/admin/changes/frontmatter-title.build";
import { wordCollections } from "~/config/content-places";
import { factFiles } from "~/facts/fact-files";
import { blobText, fileAt, folderAtMain } from "../sign-in/repository-files";
import type { SignedInAdmin } from "../sign-in/signed-in-admin";
import { savesOf, type SaveRecord } from "../publishing/github-mode/recent-saves";
import { deletedNotices, type DeletedNotice } from "./deleted-notices";
import { compareVersions, historyFileOf, messageWords, type Comparison, type HistoryFile } from "./history-files";

/** How many of a file's versions are listed: the saves that changed it, newest first. */
const listedVersions = 30;

/** A file's name in the editor's words: "Fees and payment", "Notice: Term 1 opening moved", "Page: laundry". */
export function fileName(path: string, text: string | undefined): string {
  return changeNameOf(path, factFiles, () => (text === undefined ? undefined : frontmatterTitle(text)));
}

export interface HistoryIndex {
  groups: { label: string; files: { path: string; name: string }[] }[];
  deleted: DeletedNotice[];
}

/** Every file with a history, as the editor's menu groups them, and the notices deleted and still gone. */
export async function historyIndex(admin: SignedInAdmin): Promise<HistoryIndex> {
  const facts = { label: "Facts", files: factFiles.map((fact) => ({ path: fact.file, name: fact.label })) };
  const collections = await Promise.all(
    wordCollections.map(async (collection) => {
      const entries = (await folderAtMain(admin, collection.folder)).filter((entry) => historyFileOf(entry.path));
      // Notices and events are known by their titles: read from each file (kept by its content's hash).
      const byTitle = collection.key === "notices" || collection.key === "events";
      const files = await Promise.all(entries.map(async (entry) => ({ path: entry.path, name: fileName(entry.path, byTitle ? await blobText(admin, entry.blob) : undefined) })));
      return { label: collection.label, files };
    }),
  );
  return { groups: [facts, ...collections], deleted: await deletedNotices(admin) };
}

export interface Version extends SaveRecord {
  /** What was done, in her words: "Saved in the editor". */
  done: string;
}

export interface FileVersions {
  file: HistoryFile;
  name: string;
  /** The file as main has it now; undefined once deleted. */
  current: string | undefined;
  versions: Version[];
}

export async function fileVersions(admin: SignedInAdmin, file: HistoryFile): Promise<FileVersions> {
  const [current, saves] = await Promise.all([fileAt(admin, file.path, "main"), savesOf(admin, listedVersions, file.path)]);
  return {
    file,
    name: fileName(file.path, current?.text),
    current: current?.text,
    versions: saves.map((save) => ({ ...save, done: messageWords(save.message) })),
  };
}

export interface VersionComparison {
  version: Version;
  /** The file as that save left it; undefined when that save deleted it. */
  text: string | undefined;
  comparison: Comparison | undefined;
}

/** Version `sha` of a file compared with the current one; undefined when `sha` is not one of its versions. */
export async function versionComparison(admin: SignedInAdmin, versions: FileVersions, sha: string): Promise<VersionComparison | undefined> {
  const version = versions.versions.find((candidate) => candidate.sha === sha);
  if (!version) return undefined;
  const text = (await fileAt(admin, versions.file.path, sha))?.text;
  return { version, text, comparison: text === undefined ? undefined : compareVersions(versions.file, text, versions.current) };
}
