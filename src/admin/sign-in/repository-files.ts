/**
 * The school's repository's files as the editor's own pages read and write them on GitHub, with
 * the signed-in admin's token: a file as a commit left it, and a commit that puts files back as an
 * earlier commit had them (Git's own objects: the earlier version's blobs are still in the
 * repository, so nothing is uploaded again).
 */
import type { SignedInAdmin } from "./signed-in-admin";
import { statusOf } from "./signed-in-admin";

/** A file as commit `ref` has it: its text and its blob; undefined where `ref` has no such file. */
export async function fileAt({ github, owner, repo }: SignedInAdmin, path: string, ref: string): Promise<{ text: string; blob: string } | undefined> {
  try {
    const { data } = await github.rest.repos.getContent({ owner, repo, path, ref });
    if (Array.isArray(data) || data.type !== "file") return undefined;
    // The API gives a file's bytes inline up to 1 MB; the editor's text files are far smaller.
    const text = "content" in data && data.encoding === "base64" ? Buffer.from(data.content, "base64").toString("utf8") : "";
    return { text, blob: data.sha };
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
}

/** Files' texts by commit and path, read once: a commit never changes. */
const keptTexts = new Map<string, string | undefined>();

/** `fileAt`'s text, kept in memory by commit and path (at most a few thousand small texts). */
export async function keptTextAt(admin: SignedInAdmin, path: string, ref: string): Promise<string | undefined> {
  const key = `${ref}:${path}`;
  if (keptTexts.has(key)) return keptTexts.get(key);
  const text = (await fileAt(admin, path, ref))?.text;
  if (keptTexts.size > 5000) keptTexts.delete(keptTexts.keys().next().value!);
  keptTexts.set(key, text);
  return text;
}

/** The main branch moved on between reading its head and moving it: the commit is made again on the new head. */
const attempts = 3;

/**
 * Commits to main, as the admin, the files `paths` exactly as commit `from` had them, and nothing
 * else; a path `from` did not have is deleted. Returns the new commit's sha.
 */
export async function putBackFiles(admin: SignedInAdmin, paths: readonly string[], from: string, message: string): Promise<string> {
  const { github, owner, repo } = admin;
  const blobs = await Promise.all(paths.map(async (path) => ({ path, blob: (await fileAt(admin, path, from))?.blob ?? null })));
  for (let attempt = 1; ; attempt++) {
    const head = (await github.rest.git.getRef({ owner, repo, ref: "heads/main" })).data.object.sha;
    const baseTree = (await github.rest.git.getCommit({ owner, repo, commit_sha: head })).data.tree.sha;
    const tree = await github.rest.git.createTree({ owner, repo, base_tree: baseTree, tree: blobs.map(({ path, blob }) => ({ path, mode: "100644", type: "blob", sha: blob })) });
    const commit = await github.rest.git.createCommit({ owner, repo, message, tree: tree.data.sha, parents: [head] });
    try {
      await github.rest.git.updateRef({ owner, repo, ref: "heads/main", sha: commit.data.sha, force: false });
      return commit.data.sha;
    } catch (error) {
      // 422: not a fast-forward, someone saved in between; anything else is not ours to retry.
      if (statusOf(error) !== 422 || attempt >= attempts) throw error;
    }
  }
}

/** The files of a folder as main has them now: each one's path and blob. */
export async function folderAtMain({ github, owner, repo }: SignedInAdmin, folder: string): Promise<{ path: string; blob: string }[]> {
  try {
    const { data } = await github.rest.repos.getContent({ owner, repo, path: folder, ref: "main" });
    return (Array.isArray(data) ? data : []).filter((entry) => entry.type === "file").map((entry) => ({ path: entry.path, blob: entry.sha }));
  } catch (error) {
    if (statusOf(error) === 404) return [];
    throw error;
  }
}

const keptBlobs = new Map<string, string>();

/** A blob's text, kept in memory by its hash (it is its content's). */
export async function blobText({ github, owner, repo }: SignedInAdmin, blob: string): Promise<string> {
  let text = keptBlobs.get(blob);
  if (text === undefined) {
    const { data } = await github.rest.git.getBlob({ owner, repo, file_sha: blob });
    text = Buffer.from(data.content, data.encoding === "base64" ? "base64" : "utf8").toString("utf8");
    if (keptBlobs.size > 5000) keptBlobs.delete(keptBlobs.keys().next().value!);
    keptBlobs.set(blob, text);
  }
  return text;
}
