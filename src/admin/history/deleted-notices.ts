/**
 * The notices deleted from main that are still gone: each with the commit that deleted it, who
 * did and when, and its title as it was just before (read from the commit before the deletion).
 */
import { frontmatterTitle } from "~/admin/changes/frontmatter-title.build";
import { keptTextAt } from "../sign-in/repository-files";
import type { SignedInAdmin } from "../sign-in/signed-in-admin";
import { savesOf } from "../publishing/github-mode/recent-saves";
import { noticesFolder } from "./history-files";

export interface DeletedNotice {
  path: string;
  title: string;
  deletedAt: string;
  deletedBy: string;
  /** The commit before the deletion: the version that is put back. */
  lastVersion: string;
}

/** How many of the latest changes to the notices are searched for deletions. */
const searched = 50;

export async function deletedNotices(admin: SignedInAdmin): Promise<DeletedNotice[]> {
  const saves = await savesOf(admin, searched, noticesFolder);
  const found = new Map<string, DeletedNotice>();
  // Newest first: a notice deleted, brought back and deleted again is listed once, as last deleted.
  for (const save of saves) {
    for (const file of save.files) {
      if (file.status !== "removed" || !file.path.startsWith(`${noticesFolder}/`) || !file.path.endsWith(".mdx") || found.has(file.path) || !save.parent) continue;
      const before = await keptTextAt(admin, file.path, save.parent);
      if (before === undefined) continue;
      found.set(file.path, { path: file.path, title: frontmatterTitle(before) ?? file.path.slice(noticesFolder.length + 1, -".mdx".length), deletedAt: save.savedAt, deletedBy: save.author, lastVersion: save.parent });
    }
  }
  // Only those still gone: one brought back since is a notice again.
  const head = await mainHead(admin);
  const stillGone = await Promise.all([...found.values()].map(async (notice) => ((await keptTextAt(admin, notice.path, head)) === undefined ? notice : undefined)));
  return stillGone.filter((notice) => notice !== undefined);
}

/** The commit main is at now. */
export async function mainHead({ github, owner, repo }: SignedInAdmin): Promise<string> {
  return (await github.rest.git.getRef({ owner, repo, ref: "heads/main" })).data.object.sha;
}
