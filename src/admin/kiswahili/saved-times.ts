/**
 * When each words file was last saved, on the computer of `npm run admin` (docs/decisions/067): the
 * author date of the newest commit that changed it, as `git log` prints it, or, for a file saved in
 * the editor and not yet published (changed, or new, in `git status`), the time the file was
 * written. The author date, not the commit's: a change brought in again (a rebase, a merge of the
 * developer's branch) keeps when it was written. git is run as the Publish page runs it, never read
 * from its files.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Git } from "../publishing/local-mode/git-publishing";

/** Marks a commit's line in `git log`'s output: its author date follows. */
const commitMark = "\u0001";

/** `git log` for these folders: each commit's author date, then the files it changed. */
export const savesLogArgs = (folders: readonly string[]) => ["log", `--format=${commitMark}%at`, "--name-only", "--no-renames", "--", ...folders];

/** `git status` for these folders: every changed or new file, one per entry. */
export const changedFilesArgs = (folders: readonly string[]) => ["status", "--porcelain=v1", "-z", "--no-renames", "--untracked-files=all", "--", ...folders];

/**
 * Each file's last save (seconds) in `git log`'s output of `savesLogArgs`: the author date of the
 * newest commit that changed it, the first to name it (git log lists the newest first), as
 * `git log -1 --format=%at -- <file>` would give, for every file in one run of git.
 */
export function lastSavesFromLog(log: string): Map<string, number> {
  const saves = new Map<string, number>();
  let date: number | undefined;
  for (const line of log.split("\n")) {
    if (line.startsWith(commitMark)) date = Number(line.slice(1));
    else if (line !== "" && date !== undefined && Number.isFinite(date) && !saves.has(line)) saves.set(line, date);
  }
  return saves;
}

/** The paths `git status` (`changedFilesArgs`) names: changed, new or deleted since the last commit. */
export function changedPathsFromStatus(status: string): string[] {
  return status
    .split("\0")
    .filter((entry) => entry.length > 3)
    .map((entry) => entry.slice(3));
}

/** The files there are, and when each was saved; or, when the history cannot be read, the files alone and why. */
export type SavedTimes = { times: Map<string, number> } | { files: string[]; problem: string };

/**
 * When each `.mdx` file of `folders` (from the project's root `root`) was last saved, in seconds;
 * a file that is not there is not in it. The files and a problem when this folder's history cannot be read.
 */
export async function savedTimes(git: Git, root: string, folders: readonly string[]): Promise<SavedTimes> {
  const files = folders.flatMap((folder) => {
    try {
      return readdirSync(join(root, folder))
        .filter((name) => name.endsWith(".mdx"))
        .map((name) => `${folder}/${name}`);
    } catch {
      return [];
    }
  });
  const [log, status] = await Promise.all([git(savesLogArgs(folders)), git(changedFilesArgs(folders))]);
  if (log.code !== 0 || status.code !== 0) return { files, problem: (log.code !== 0 ? log : status).stderr.trim() || "git did not answer" };
  const committed = lastSavesFromLog(log.stdout);
  const unpublished = new Set(changedPathsFromStatus(status.stdout));
  const times = new Map<string, number>();
  for (const path of files) {
    const saved = unpublished.has(path) || !committed.has(path) ? Math.floor(statSync(join(root, path)).mtimeMs / 1000) : committed.get(path)!;
    times.set(path, saved);
  }
  return { times };
}
