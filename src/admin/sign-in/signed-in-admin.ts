/**
 * The web admin, signed in to the Node server's editor with GitHub, as the editor's own pages
 * (publishing, earlier versions) read GitHub for her: with her own token, the one Keystatic's
 * sign-in keeps in her browser (the `keystatic-gh-access-token` cookie), never one of the
 * server's. Someone not signed in, or whose account cannot write to the school's repository, is
 * told nothing: 401 or 404, with no word of the repository (docs/decisions/051).
 */
import { Octokit } from "@octokit/rest";
import type { AstroCookies } from "astro";

/** The variable that points the editor's pages at another GitHub API (the tests' fake, on this computer). */
export const githubApiVariable = "GITHUB_API_URL";
export const defaultGithubApi = "https://api.github.com";
/** Keystatic's cookie with the signed-in account's GitHub token. */
export const accessTokenCookie = "keystatic-gh-access-token";

/** What GitHub may take to answer everything one page or action asks; past it the page says GitHub cannot be reached. */
const githubTimeoutMs = 15_000;

/** The school's repository on GitHub, and a client that reads it (for whom, the client's token says). */
export interface GitHubRepository {
  github: Octokit;
  owner: string;
  repo: string;
}

export interface SignedInAdmin extends GitHubRepository {
  /** Her token: only to derive the form token of her writes (form-token.ts), never kept. */
  token: string;
}

/** The repository the admin build was made for (PUBLIC_KEYSTATIC_GITHUB_REPO, written into the build). */
export function editorRepository(): { owner: string; repo: string } {
  const [owner = "", repo = ""] = String(import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO ?? "").split("/");
  return { owner, repo };
}

/** GitHub's API address: `GITHUB_API_URL` when set, GitHub's own otherwise. */
export function githubApi(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return (env[githubApiVariable] || defaultGithubApi).replace(/\/+$/, "");
}

/** GitHub's answer's status when it refused or failed; undefined when GitHub was not reached. */
export function statusOf(error: unknown): number | undefined {
  return typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : undefined;
}

/**
 * A client of GitHub's REST API at `githubApi()`: with `token`, as whoever it stands for; without,
 * anonymously (a public repository's commits and runs can be read so, 60 requests an hour).
 * Everything asked through it must be answered within `timeoutMs`, or it counts as GitHub not reached.
 */
export function githubClient(token: string | undefined, timeoutMs = githubTimeoutMs): Octokit {
  return new Octokit({ ...(token ? { auth: token } : {}), baseUrl: githubApi(), userAgent: "school-website-editor", request: { signal: AbortSignal.timeout(timeoutMs) } });
}

const plain = (status: number, text: string) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The answers that give nothing away. */
export const notSignedIn = () => plain(401, "Sign in to the editor first.");
export const notFound = () => plain(404, "Not found");
export const githubUnreachable = () => plain(503, "GitHub cannot be reached just now. Try again in a minute.");
/** 403 from GitHub once her access was checked: its limit on requests, or an app without the permission asked for. */
export const githubRefused = () =>
  plain(503, "GitHub refused to answer: too many requests, or the school's GitHub App may not read the publishing runs (its Actions and Checks permissions, README). Try again in a minute; if this stays, tell the developer.");

/**
 * The admin whose cookie this request carries, once GitHub has said her account may write to the
 * repository; otherwise the answer to give: 401 without a sign-in (or an expired one), 404 without
 * write access, 503 when GitHub does not answer.
 */
export async function signedInAdmin(cookies: AstroCookies): Promise<SignedInAdmin | Response> {
  const token = cookies.get(accessTokenCookie)?.value;
  if (!token) return notSignedIn();
  const { owner, repo } = editorRepository();
  const github = githubClient(token);
  try {
    const { data } = await github.rest.repos.get({ owner, repo });
    if (!data.permissions?.push) return notFound();
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) return notSignedIn();
    if (status === 403 || status === 404) return notFound();
    console.error(`The editor could not reach GitHub: ${error instanceof Error ? error.message : String(error)}`);
    return githubUnreachable();
  }
  return { github, owner, repo, token };
}

/**
 * Runs `read` (GitHub's answers for a page or an action) and, if GitHub refuses or fails half-way,
 * gives the answer that says so and no more: 401 for a sign-in that ended, 404 for an access
 * withdrawn, 503 otherwise (a 403 included: after the access was checked, that is GitHub's limit on
 * requests, which passes, or an app without a permission, said so).
 */
export async function readingGitHub<Result>(read: () => Promise<Result>): Promise<Result | Response> {
  try {
    return await read();
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) return notSignedIn();
    if (status === 404) return notFound();
    if (status === 403) return githubRefused();
    console.error(`The editor could not read GitHub: ${error instanceof Error ? error.message : String(error)}`);
    return githubUnreachable();
  }
}
