import { publishedHere, remoteBranch, type Git } from "./git-publishing";

/**
 * The last publication this computer sent: the newest commit of the school's `main` (as this
 * computer last fetched or pushed it) that Publish made here, known by the line Publish writes in
 * every commit and by this computer's git user as its author. Read from git, so it is the same
 * after `npm run admin` is started again.
 */

export interface SentPublication {
  sha: string;
  /** What it carried, in the editor's names: the commit's first line ("Fees and payment; Notice: …"). */
  names: string;
  /** When it was committed here (the moment of the Publish that sent it, or of the last one that brought others' changes under it). */
  sentAt: string;
}

export async function lastPublication(git: Git): Promise<SentPublication | undefined> {
  const email = (await git(["config", "--get", "user.email"])).stdout.trim();
  if (!email) return undefined;
  const found = await git(["log", "-1", "--fixed-strings", `--author=<${email}>`, `--grep=${publishedHere}`, "--format=%H%x00%s%x00%cI", remoteBranch, "--"]);
  const [sha, names, sentAt] = found.stdout.trim().split("\0");
  return found.code === 0 && sha && names !== undefined && sentAt ? { sha, names, sentAt } : undefined;
}
