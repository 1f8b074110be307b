import { githubClient, statusOf } from "../../sign-in/signed-in-admin";
import { isUnderWay } from "../github-mode/publication-state";
import { recentStates, type StateOfSave } from "../github-mode/recent-saves";
import { stateWords, type FailureReport, type StateWords } from "../github-mode/state-words";
import { githubToken } from "./git-credential";
import type { Git } from "./git-publishing";
import { schoolRepository } from "./school-repository";

/**
 * Where a commit this computer pushed stands in the publishing workflow, in the words of the
 * Node server's Publishing page (issue 30, Build 1: src/admin/publishing/github-mode/, whose
 * logic and words these are): read from GitHub's API (GITHUB_API_URL, as there) with this
 * computer's git sign-in for github.com (git-credential.ts), or with none, as anyone may read a
 * public repository. When GitHub cannot be reached, or will not show the runs, the words say so
 * and what the admin can do: the change was sent all the same.
 */

/** How many of main's newest commits are looked through for this one (the Publishing page shows as many). */
const looked = 20;
/** How soon the page asks again while the publication is under way: with a sign-in, as the Publishing page does; without, GitHub allows 60 requests an hour. */
const refreshSignedIn = 8;
const refreshAnonymous = 30;
/** What GitHub may take to answer: the Publish page waits for it before it is shown. */
const githubTimeoutMs = 8_000;

export interface PublicationView {
  sha: string;
  words: StateWords;
  failure?: FailureReport;
  /** Whether the page should ask again: the publication is under way, or waiting. */
  underWay: boolean;
  refreshSeconds: number;
}

/** Why GitHub did not show the runs, in her words. */
function unseenReason(error: unknown): string {
  const status = statusOf(error);
  // Octokit reports no answer at all (no network, a timeout) as a 500 with no response.
  const answered = typeof error === "object" && error !== null && "response" in error && error.response !== undefined;
  if (status === undefined || !answered || status >= 500) return "GitHub cannot be reached from here just now";
  if (status === 401 || status === 404) return "the school's repository is private, and this computer has no GitHub sign-in that may read it";
  if (status === 403 || status === 429) return "GitHub refused to answer just now (too many requests, or this computer's GitHub sign-in may not read the repository's Actions)";
  return `GitHub did not answer as expected (it said ${status})`;
}

/** The state's words when GitHub showed nothing, with what she can do: the change is sent either way. */
function unseenWords(reason: string, justSent: boolean): StateWords {
  return {
    text: `This computer cannot see GitHub's checks: ${reason}.`,
    advice: justSent ? "It is checked and published in about two minutes: look at the site then." : "Look at the site to see whether the change is there.",
    tone: "neutral",
  };
}

/** Commit `sha`'s state, as GitHub's API tells it to `token` (none: anonymously). */
async function stateFromGitHub(repository: { owner: string; repo: string }, token: string | undefined, sha: string): Promise<StateOfSave> {
  const saves = await recentStates({ ...repository, github: githubClient(token, githubTimeoutMs) }, looked);
  return saves.find((save) => save.sha === sha) ?? { state: { kind: "unknown" } };
}

/**
 * Commit `sha`'s state in the school's repository on GitHub, as this computer's git (in `root`)
 * can see it. `justSent`: it was pushed a moment ago (what to do when GitHub cannot be seen differs).
 */
export async function publicationOnGitHub(root: string, git: Git, sha: string, { justSent, now = new Date() }: { justSent: boolean; now?: Date }): Promise<PublicationView> {
  const unseen = (reason: string): PublicationView => ({ sha, words: unseenWords(reason, justSent), underWay: false, refreshSeconds: refreshAnonymous });
  const repository = await schoolRepository(git);
  if (!repository) return unseen("this copy of the website does not say which repository on GitHub it publishes to");
  let token = await githubToken(root, repository);
  let found: StateOfSave;
  try {
    try {
      found = await stateFromGitHub(repository, token, sha);
    } catch (error) {
      // A sign-in GitHub does not take (a password, or a token that ran out): as anyone, the runs of a public repository still show.
      if (token === undefined || statusOf(error) !== 401) throw error;
      token = undefined;
      found = await stateFromGitHub(repository, undefined, sha);
    }
  } catch (error) {
    // What GitHub said, for whoever runs `npm run admin`: never the token, which no error carries.
    console.error(`The Publish page could not read GitHub's checks: ${error instanceof Error ? error.message : String(error)}`);
    return unseen(unseenReason(error));
  }
  return {
    sha,
    words: stateWords(found.state, found.failure, now, "publish"),
    failure: found.failure,
    underWay: isUnderWay(found.state),
    refreshSeconds: token === undefined ? refreshAnonymous : refreshSignedIn,
  };
}
