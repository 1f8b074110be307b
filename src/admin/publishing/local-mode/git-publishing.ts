import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isContentPath } from "../../../config/content-places";
import { changeNameOf, type NamedDataFile } from "../../changes/change-names";
import { frontmatterTitle } from "../../changes/frontmatter-title.build";

/**
 * Publishing from one computer (`npm run admin`, issue 30 Build 3, docs/decisions/054): the saved
 * changes not yet published, named as the editor names them, and "Publish": one commit of the
 * content files with a message naming them, pushed to the school's repository (`origin`, branch
 * `main`) with this computer's own git sign-in. Plain `git`, so its credentials are the computer's:
 * nothing here holds a token.
 *
 * Nothing is lost on any path: a change both this computer and the repository made stops the
 * publishing before anything is committed; a push that fails leaves the commit here, where the
 * next Publish sends it.
 */

/** The school's repository and the branch the publishing workflow publishes. */
export const remote = "origin";
export const branch = "main";
/** The school's `main` as this computer last fetched or pushed it. */
export const remoteBranch = `refs/remotes/${remote}/${branch}`;

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs git with these arguments in the repository, `input` on its standard input; never throws for git's own failures. */
export type Git = (args: readonly string[], input?: string) => Promise<GitResult>;

/** How long one git command may take (a push over a slow line) before it counts as no connection. */
const gitTimeoutMs = 120_000;

/**
 * git in `root`, as the computer's user runs it: its config, credential helper and SSH keys. It
 * never asks in a terminal (there is none to answer), and speaks English, so its failures can be
 * read (`gitFailure`). `env` adds to its environment; `timeoutMs` is how long a command may take.
 */
export function gitIn(root: string, { env: extra = {}, timeoutMs = gitTimeoutMs }: { env?: Readonly<Record<string, string>>; timeoutMs?: number } = {}): Git {
  const env = { ...process.env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C", LANGUAGE: "", ...extra };
  return (args, input) =>
    new Promise((resolve) => {
      const child = execFile("git", ["--literal-pathspecs", ...args], { cwd: root, env, timeout: timeoutMs, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        const timedOut = error !== null && error.killed === true;
        resolve({ code, stdout, stderr: timedOut ? `${stderr}\ngit: no answer in ${timeoutMs / 1000} s (timed out)` : stderr });
      });
      if (input !== undefined) {
        // A git that ended before reading it all closes the pipe: its own answer says why.
        child.stdin?.on("error", () => undefined);
        child.stdin?.end(input);
      }
    });
}

/** What happened to a file: as the list of changes says it. */
export type FileChange = "new" | "changed" | "removed";

export interface ChangedFile {
  path: string;
  change: FileChange;
  /** Already committed on this computer (by an earlier Publish whose push did not go through), or only saved. */
  committed: boolean;
}

export interface UnpublishedChange {
  /** The editor's name: "Fees and payment", "Notice: Term 1 opening moved". */
  name: string;
  files: ChangedFile[];
}

/** Why this folder cannot publish at all, in words for whoever set the computer up. */
export interface NotSetUp {
  problem: string;
}

/** The saved changes not yet published, or why publishing cannot happen here. */
export type Unpublished = { changes: UnpublishedChange[]; otherFiles: string[] } | NotSetUp;

/** One line of `git status --porcelain=v1 -z`: its two status letters and its path (a rename's new path). */
function statusEntries(output: string): { path: string; status: string }[] {
  const fields = output.split("\0").filter((field) => field !== "");
  const entries = [];
  for (let i = 0; i < fields.length; i += 1) {
    const field = fields[i]!;
    const status = field.slice(0, 2);
    entries.push({ path: field.slice(3), status });
    // A rename or copy is followed by the path it came from, a field of its own.
    if (/[RC]/.test(status)) {
      entries.push({ path: fields[i + 1]!, status: " D" });
      i += 1;
    }
  }
  return entries;
}

const changeOfStatus = (status: string): FileChange => (status === "??" || status.includes("A") ? "new" : status.includes("D") ? "removed" : "changed");

/** Files in the working folder that differ from the last commit: saved, not committed. */
async function savedFiles(git: Git): Promise<{ path: string; change: FileChange }[]> {
  const status = await git(["status", "--porcelain=v1", "-z", "--untracked-files=all"]);
  if (status.code !== 0) throw new GitFailure(status);
  return statusEntries(status.stdout).map(({ path, status: letters }) => ({ path, change: changeOfStatus(letters) }));
}

/** Files committed here and not in the school's repository as this computer last saw it. */
async function committedFiles(git: Git): Promise<{ path: string; change: FileChange }[]> {
  const known = await git(["rev-parse", "--verify", "--quiet", remoteBranch]);
  // Never fetched: nothing can be said to be ahead of it.
  if (known.code !== 0) return [];
  const diff = await git(["diff", "--name-status", "-z", "--no-renames", `${remoteBranch}...HEAD`]);
  if (diff.code !== 0) throw new GitFailure(diff);
  const fields = diff.stdout.split("\0").filter((field) => field !== "");
  const files = [];
  for (let i = 0; i + 1 < fields.length; i += 2) files.push({ path: fields[i + 1]!, change: changeOfStatus(fields[i]!) });
  return files;
}

/** A git command that failed, with what it said. */
export class GitFailure extends Error {
  readonly result: GitResult;
  constructor(result: GitResult) {
    super(result.stderr.trim() || `git exited with ${result.code}`);
    this.result = result;
  }
}

/** Why this folder cannot publish, or undefined when it can: a git repository, on `main`, with `origin`. */
async function setUpProblem(git: Git): Promise<string | undefined> {
  const inside = await git(["rev-parse", "--is-inside-work-tree"]);
  if (inside.code !== 0) return "This copy of the website is not a git repository, so it cannot be published from here.";
  const current = await git(["symbolic-ref", "--quiet", "--short", "HEAD"]);
  if (current.stdout.trim() !== branch) {
    return `This copy of the website is on ${current.code === 0 ? `the branch '${current.stdout.trim()}'` : "no branch"}, not '${branch}', the branch that is published.`;
  }
  const url = await git(["remote", "get-url", remote]);
  if (url.code !== 0) return `This copy of the website has no '${remote}': the school's repository it publishes to is not set.`;
  return undefined;
}

/**
 * The title of each notice and school event among `paths`, read from the working folder, or from
 * the last commit for one that was removed, so its name is its title.
 */
async function titlesOf(git: Git, root: string, paths: readonly string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const wanted = new Set(paths.filter((path) => /^src\/content\/(notices|events)\/[\w-]+\.mdx$/.test(path)));
  // A notice's PDF is named after its notice: read the notice's title too.
  for (const path of paths) {
    const notice = /^public\/notice-files\/([\w-]+)\//.exec(path)?.[1];
    if (notice) wanted.add(`src/content/notices/${notice}.mdx`);
  }
  for (const path of wanted) {
    const file = join(root, path);
    const text = existsSync(file) ? readFileSync(file, "utf8") : (await git(["show", `HEAD:${path}`])).stdout;
    const title = frontmatterTitle(text);
    if (title) titles.set(path, title);
  }
  return titles;
}

/** The files grouped by the change the editor names, in the order of their names. */
async function namedFiles(git: Git, root: string, files: readonly ChangedFile[], dataFiles: readonly NamedDataFile[]): Promise<UnpublishedChange[]> {
  const titles = await titlesOf(git, root, files.map((file) => file.path));
  const changes = new Map<string, ChangedFile[]>();
  for (const file of files) {
    const name = changeNameOf(file.path, dataFiles, (path) => titles.get(path));
    changes.set(name, [...(changes.get(name) ?? []), file]);
  }
  return [...changes].map(([name, grouped]) => ({ name, files: grouped })).sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/**
 * What Publish would send: the content files saved or committed here and not yet in the school's
 * repository (as this computer last saw it), named as the editor names them. Files that are not
 * content (a developer's work) are listed apart and never committed by Publish.
 */
export async function unpublishedChanges(git: Git, root: string, dataFiles: readonly NamedDataFile[]): Promise<Unpublished> {
  const problem = await setUpProblem(git);
  if (problem) return { problem };
  const committed = await committedFiles(git);
  const saved = (await savedFiles(git)).filter((file) => !committed.some((other) => other.path === file.path));
  const files: ChangedFile[] = [
    ...committed.map((file) => ({ ...file, committed: true })),
    ...saved.filter((file) => isContentPath(file.path)).map((file) => ({ ...file, committed: false })),
  ];
  return {
    changes: await namedFiles(git, root, files, dataFiles),
    otherFiles: saved.filter((file) => !isContentPath(file.path)).map((file) => file.path),
  };
}

/** The line of every commit Publish makes, by which the last one is found again (last-publication.ts). */
export const publishedHere = "Published from the editor on this computer (npm run admin):";

/** The commit's message: the names on its first line, then each name with its files. */
export function commitMessage(changes: readonly UnpublishedChange[]): string {
  const subject = changes.map((change) => change.name).join("; ");
  const body = changes.map((change) => `- ${change.name}: ${change.files.map((file) => file.path).join(", ")}`).join("\n");
  return `${subject}\n\n${publishedHere}\n${body}\n`;
}

/** What pressing Publish came to. */
export type PublishOutcome =
  | { kind: "published"; commit: string; names: string[]; broughtIn: number }
  | { kind: "nothing" }
  | { kind: "both-changed"; files: { path: string; name: string }[] }
  | { kind: "no-connection"; detail: string }
  | { kind: "not-signed-in"; detail: string }
  | { kind: "not-set-up"; detail: string }
  | { kind: "failed"; detail: string };

/** A failed fetch or push, read from what git said (in English: `gitIn` asks for it). */
export function gitFailure(result: GitResult): Extract<PublishOutcome, { kind: "no-connection" | "not-signed-in" | "failed" }> {
  const said = result.stderr.trim();
  if (/authentication failed|could not read (username|password)|terminal prompts disabled|permission denied|permission to .* denied|invalid username or password|the requested url returned error: 40[13]|repository not found/i.test(said)) {
    return { kind: "not-signed-in", detail: said };
  }
  if (/could not resolve host|failed to connect|connection refused|network is unreachable|timed out|could not read from remote repository|does not appear to be a git repository|unable to access|connection reset|no route to host/i.test(said)) {
    return { kind: "no-connection", detail: said };
  }
  return { kind: "failed", detail: said || `git exited with ${result.code}` };
}

/** A push the repository refused because it has commits this computer has not: bring them in and try again. */
const movedOn = /\[rejected\]|non-fast-forward|fetch first|failed to push some refs/i;

/** How many times the repository may move on under one Publish before it stops and says so. */
const attempts = 3;

/**
 * Publish: fetch the school's repository; if it moved on, stop when it changed a file this
 * computer changed too (naming it), else commit the saved content files with a message naming
 * them, bring the new commits in under it (a rebase: main stays one line) and push. A push the
 * repository refuses because it moved on again starts over, up to three times.
 */
export async function publish(git: Git, root: string, dataFiles: readonly NamedDataFile[]): Promise<PublishOutcome> {
  const problem = await setUpProblem(git);
  if (problem) return { kind: "not-set-up", detail: problem };
  let broughtIn = 0;
  let names: string[] = [];

  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const fetched = await git(["fetch", "--quiet", remote, `+refs/heads/${branch}:${remoteBranch}`]);
    if (fetched.code !== 0) return gitFailure(fetched);

    const pending = await unpublishedChanges(git, root, dataFiles);
    if ("problem" in pending) return { kind: "not-set-up", detail: pending.problem };
    const toCommit = pending.changes.flatMap((change) => change.files.filter((file) => !file.committed));
    if (pending.changes.length === 0) return names.length > 0 ? { kind: "published", commit: await head(git), names, broughtIn } : { kind: "nothing" };

    // What the repository changed since this computer's last common commit, against every file
    // changed here (content or not, committed or only saved): one both changed stops it all.
    const behind = Number((await git(["rev-list", "--count", `HEAD..${remoteBranch}`])).stdout.trim() || 0);
    if (behind > 0) {
      const theirs = (await git(["diff", "--name-only", "-z", "--no-renames", `HEAD...${remoteBranch}`])).stdout.split("\0").filter(Boolean);
      const ours = new Set([...pending.changes.flatMap((change) => change.files.map((file) => file.path)), ...pending.otherFiles]);
      const both = theirs.filter((path) => ours.has(path));
      if (both.length > 0) {
        const titled = await namedFiles(git, root, both.map((path) => ({ path, change: "changed", committed: false })), dataFiles);
        return { kind: "both-changed", files: titled.flatMap((change) => change.files.map((file) => ({ path: file.path, name: change.name }))) };
      }
    }

    if (toCommit.length > 0) {
      const committing = pending.changes.map((change) => ({ ...change, files: change.files.filter((file) => !file.committed) })).filter((change) => change.files.length > 0);
      const paths = toCommit.map((file) => file.path);
      const added = await git(["add", "--all", "--", ...paths]);
      if (added.code !== 0) return { kind: "failed", detail: added.stderr.trim() };
      const committed = await git(["commit", "--quiet", "--no-verify", "--message", commitMessage(committing), "--", ...paths]);
      if (committed.code !== 0) {
        const said = `${committed.stderr}${committed.stdout}`.trim();
        if (/tell me who you are|empty ident|user\.email|user\.name/i.test(said)) return { kind: "not-set-up", detail: "git on this computer does not know whose changes these are (its user.name and user.email are not set)." };
        return { kind: "failed", detail: said };
      }
    }
    names = pending.changes.map((change) => change.name);

    if (behind > 0) {
      const rebased = await git(["rebase", "--autostash", "--quiet", remoteBranch]);
      if (rebased.code !== 0) {
        // Back as it was: the commit made here stays, nothing of the repository's is half-applied.
        await git(["rebase", "--abort"]);
        return { kind: "failed", detail: `${rebased.stderr}${rebased.stdout}`.trim() };
      }
      broughtIn += behind;
    }

    const pushed = await git(["push", "--porcelain", remote, `HEAD:refs/heads/${branch}`]);
    if (pushed.code === 0) {
      // The remote branch as this computer now knows it, so the list of changes reads empty.
      await git(["update-ref", remoteBranch, "HEAD"]);
      return { kind: "published", commit: await head(git), names, broughtIn };
    }
    const said = `${pushed.stderr}${pushed.stdout}`;
    if (!movedOn.test(said) || /could not read from remote|unable to access|permission|authentication/i.test(said)) return gitFailure({ ...pushed, stderr: said });
  }
  return { kind: "failed", detail: `The school's repository kept changing while this computer published (${attempts} tries). The changes are committed on this computer; press Publish again.` };
}

async function head(git: Git): Promise<string> {
  return (await git(["rev-parse", "HEAD"])).stdout.trim();
}

/** The Publish under way in this `npm run admin`, and how many wait (kept across the dev server's module reloads). */
const queueKey = Symbol.for("school-website.publishing");
const queue = globalThis as typeof globalThis & { [queueKey]?: { last: Promise<unknown>; running: number } };

/** `publish`, one at a time: a second press while one runs waits for it, then finds nothing left to send. */
export function publishInTurn(git: Git, root: string, dataFiles: readonly NamedDataFile[]): Promise<PublishOutcome> {
  const state = (queue[queueKey] ??= { last: Promise.resolve(), running: 0 });
  state.running += 1;
  const turn = state.last.then(() => publish(git, root, dataFiles)).finally(() => (state.running -= 1));
  state.last = turn.catch(() => undefined);
  return turn;
}

/** Resolves once no Publish is under way: true if one was. */
export async function publishingEnded(): Promise<boolean> {
  const state = queue[queueKey];
  if (!state || state.running === 0) return false;
  await state.last;
  return true;
}
