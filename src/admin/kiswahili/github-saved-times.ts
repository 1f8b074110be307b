/**
 * When each words file was last saved, in the Node server's editor (GitHub mode; docs/decisions/067):
 * the author date of the newest commit on `main` that changed it, as GitHub's API gives it (one
 * request per file: the files are listed by folder, then each one's newest commit asked for). Read
 * once per head of `main`: a commit never changes, so until the next save the answer is the same,
 * and the page costs one request (the head) when opened again.
 */
import { blobText, folderAtMain } from "../sign-in/repository-files";
import type { SignedInAdmin } from "../sign-in/signed-in-admin";

export interface GitHubSaves {
  /** Seconds since 1970, by path. */
  times: Map<string, number>;
  /** Each notice's and event's title, by path (the admin knows them by it). */
  titles: Map<string, string | undefined>;
}

/** How many of GitHub's answers are asked for at once. */
const atOnce = 8;

let kept: { head: string; saves: GitHubSaves } | undefined;

/** Each `.mdx` file of `folders` on main and its last save; `titled` says whose title to read. */
export async function githubSavedTimes(admin: SignedInAdmin, folders: readonly string[], titled: (path: string) => boolean, titleOf: (text: string) => string | undefined): Promise<GitHubSaves> {
  const { github, owner, repo } = admin;
  const head = (await github.rest.git.getRef({ owner, repo, ref: "heads/main" })).data.object.sha;
  if (kept?.head === head) return kept.saves;
  const files = (await Promise.all(folders.map((folder) => folderAtMain(admin, folder)))).flat().filter((file) => file.path.endsWith(".mdx"));
  const saves: GitHubSaves = { times: new Map(), titles: new Map() };
  for (let start = 0; start < files.length; start += atOnce) {
    await Promise.all(
      files.slice(start, start + atOnce).map(async ({ path, blob }) => {
        const { data } = await github.rest.repos.listCommits({ owner, repo, sha: head, path, per_page: 1 });
        const date = data[0]?.commit.author?.date ?? data[0]?.commit.committer?.date;
        if (date) saves.times.set(path, Math.floor(Date.parse(date) / 1000));
        if (titled(path)) saves.titles.set(path, titleOf(await blobText(admin, blob)));
      }),
    );
  }
  kept = { head, saves };
  return saves;
}
