import { gitIn } from "./git-publishing";
import type { RepositoryName } from "./school-repository";

/**
 * The token of this computer's GitHub sign-in, for reading the publishing workflow's runs after a
 * Publish (docs/decisions/054, amended): asked of git's own credential helper (`git credential
 * fill`), the one that signs git in to github.com when it pushes over https, so there is no second
 * sign-in to set up and the project keeps no token of its own.
 *
 * It never asks anyone: no terminal prompt, no password window, no browser sign-in; a helper with
 * nothing stored answers nothing. The token is returned to the caller for the one request it
 * serves and is never printed, written, or kept; nothing is sent back to the helper (no `approve`),
 * so its store is left as it was.
 */

/** Every way git or a helper could ask someone, turned off (an empty GIT_ASKPASS also turns off core.askPass and SSH_ASKPASS). */
const neverAsk = { GIT_TERMINAL_PROMPT: "0", GIT_ASKPASS: "", SSH_ASKPASS: "", GCM_INTERACTIVE: "never" };
/** A helper that does not answer in this time (a locked keychain waiting for someone) counts as none. */
const helperTimeoutMs = 5_000;

/** The password (for GitHub, a token) in `git credential fill`'s answer: lines of key=value. */
export function passwordOf(answer: string): string | undefined {
  const line = answer.split("\n").find((entry) => entry.startsWith("password="));
  const password = line?.slice("password=".length).replace(/\r$/, "");
  return password ? password : undefined;
}

/**
 * This computer's git sign-in for github.com, as its credential helper holds it for `repository`
 * (the path is given for a helper set to tell repositories apart, `credential.useHttpPath`; git
 * leaves it out otherwise), run in `root` so the project's own git config counts. Undefined when
 * there is none.
 */
export async function githubToken(root: string, { owner, repo }: RepositoryName): Promise<string | undefined> {
  const git = gitIn(root, { env: neverAsk, timeoutMs: helperTimeoutMs });
  // credential.interactive=false: git 2.46 and later, and helpers that read it, ask no one (older git ignores it).
  const answer = await git(["-c", "credential.interactive=false", "credential", "fill"], `protocol=https\nhost=github.com\npath=${owner}/${repo}.git\n\n`);
  return answer.code === 0 ? passwordOf(answer.stdout) : undefined;
}
