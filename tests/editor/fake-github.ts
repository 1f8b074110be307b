import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { portOf } from "../../scripts/free-port.ts";

/**
 * A stand-in for GitHub's REST API on this computer, for the editor's publishing and history pages
 * (GITHUB_API_URL points them at it). The school's repository is a real bare git repository in a
 * temporary folder: commits, files and the history of a path are git's own answers, and a commit
 * the editor makes through the API (trees, commits, moving main) is a real commit a test can read
 * with git. The publishing workflow's runs, their jobs and the annotations of a failed check are
 * what the test says they are. Tokens are the test's too: which account each stands for, and
 * whether that account may write to the repository. A public repository (`public`) is read by
 * anyone, with no token, as GitHub lets anyone read a public repository's commits and runs; a
 * token it does not know is refused all the same (401), as GitHub refuses it.
 */

export interface Account {
  login: string;
  name: string;
  /** Whether the account may write to the repository (GitHub's `permissions.push`). */
  push: boolean;
}

export interface FakeJob {
  name: string;
  conclusion: "success" | "failure" | "skipped" | null;
  /** The check run's annotations: a failed content check prints one per problem, titled "Not published". */
  annotations?: { title: string; message: string; level?: "failure" | "warning" | "notice" }[];
}

export interface FakeRun {
  status: "queued" | "in_progress" | "completed";
  conclusion?: "success" | "failure" | "cancelled" | null;
  jobs?: FakeJob[];
  /** When it was created and last updated (now, if not given). */
  createdAt?: string;
  updatedAt?: string;
}

/**
 * A run of the publishing workflow whose content check failed, as GitHub reports it: the check's
 * job failed with one "Not published" annotation per problem (how the check prints each), beside
 * GitHub's own line for every failed step, which is not the web admin's to read.
 */
export function contentCheckFailure(problems: string[], times: Pick<FakeRun, "createdAt" | "updatedAt"> = {}): FakeRun {
  return {
    status: "completed",
    conclusion: "failure",
    ...times,
    jobs: [
      { name: "Which checks this change needs", conclusion: "success" },
      {
        name: "Content check, build and check of the built site",
        conclusion: "failure",
        annotations: [...problems.map((message) => ({ title: "Not published", message })), { title: "", message: "Process completed with exit code 1." }],
      },
    ],
  };
}

interface StoredRun extends Required<Omit<FakeRun, "jobs">> {
  id: number;
  headSha: string;
  jobs: (FakeJob & { id: number })[];
}

export interface Commit {
  message: string;
  author: Account;
  /** ISO 8601, e.g. 2026-12-03T07:38:00Z. */
  date: string;
  /** Each path's new content, or null to delete it. */
  files: Record<string, string | Buffer | null>;
}

const branch = "main";
/** Whoever reads a public repository with no token. */
const anonymous: Account = { login: "", name: "", push: false };

export class FakeGitHub {
  readonly owner = "school";
  readonly name = "website";
  readonly gitDir: string;
  /** Every request the fake answered: method, path and the token it carried. */
  readonly requests: { method: string; path: string; token: string | undefined }[] = [];
  private readonly tokens = new Map<string, Account>();
  private readonly runs: StoredRun[] = [];
  private nextId = 1000;
  private server: Server | undefined;
  /** Whether the repository is the fake's own, made and removed with it. */
  private readonly ownsGitDir: boolean;
  private readonly isPublic: boolean;
  url = "";

  /**
   * `gitDir`: a bare repository of the test's to stand for (one a copy of the project pushes to), kept
   * when the fake stops; a new empty one otherwise. `public`: anyone may read it without a token.
   */
  constructor({ gitDir, public: isPublic = false }: { gitDir?: string; public?: boolean } = {}) {
    this.ownsGitDir = gitDir === undefined;
    this.isPublic = isPublic;
    this.gitDir = gitDir ?? mkdtempSync(join(tmpdir(), "fake-github-"));
    if (this.ownsGitDir) this.git(["init", "--bare", "--quiet", "--initial-branch", branch]);
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.answer(req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${portOf(this.server)}`;
    return this;
  }

  async stop(): Promise<void> {
    // Its clients' kept-alive connections too: close() alone waits for them to time out.
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
    if (this.ownsGitDir) rmSync(this.gitDir, { recursive: true, force: true });
  }

  /** Whether it answers at all: when not, every connection is dropped unanswered, as when GitHub cannot be reached. */
  reachable = true;

  /** A token that stands for `account`. */
  allow(token: string, account: Account): void {
    this.tokens.set(token, account);
  }

  git(args: string[], options: { input?: string | Buffer; env?: Record<string, string> } = {}): string {
    return execFileSync("git", ["--git-dir", this.gitDir, ...args], { input: options.input, env: { ...process.env, ...options.env }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, stdio: "pipe" }).trim();
  }

  /** Takes a path out of an index: mode 0 removes it (update-index's --force-remove wants a work tree, which a bare repository has not). */
  private removeFromIndex(path: string, env: Record<string, string>): void {
    this.git(["update-index", "--index-info"], { env, input: `0 ${"0".repeat(40)}\t${path}\n` });
  }

  /** A git command's output as it is, bytes untrimmed. */
  gitRaw(args: string[]): Buffer {
    return execFileSync("git", ["--git-dir", this.gitDir, ...args], { maxBuffer: 64 * 1024 * 1024, stdio: "pipe" });
  }

  head(): string | undefined {
    try {
      return this.git(["rev-parse", "--verify", "--quiet", `refs/heads/${branch}`]);
    } catch {
      return undefined;
    }
  }

  /** A file as `ref` has it, or undefined where it has none. */
  fileAt(ref: string, path: string): string | undefined {
    try {
      return this.gitRaw(["show", `${ref}:${path}`]).toString("utf8");
    } catch {
      return undefined;
    }
  }

  /** Commits on main, as the editor's save (a commit by the signed-in account) would. Returns its sha. */
  commit({ message, author, date, files }: Commit): string {
    const index = join(this.gitDir, "test-index");
    const env = { GIT_INDEX_FILE: index };
    const parent = this.head();
    if (parent) this.git(["read-tree", parent], { env });
    else this.git(["read-tree", "--empty"], { env });
    for (const [path, content] of Object.entries(files)) {
      if (content === null) this.removeFromIndex(path, env);
      else this.git(["update-index", "--add", "--cacheinfo", `100644,${this.git(["hash-object", "-w", "--stdin"], { input: content })},${path}`], { env });
    }
    const tree = this.git(["write-tree"], { env });
    rmSync(index, { force: true });
    return this.makeCommit(tree, parent ? [parent] : [], message, author, date);
  }

  private makeCommit(tree: string, parents: string[], message: string, author: Account, date: string): string {
    const who = { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: `${author.login}@users.noreply.github.com`, GIT_AUTHOR_DATE: date, GIT_COMMITTER_NAME: "GitHub", GIT_COMMITTER_EMAIL: "noreply@github.com", GIT_COMMITTER_DATE: date };
    const sha = this.git(["commit-tree", tree, ...parents.flatMap((parent) => ["-p", parent]), "-m", message], { env: who });
    this.git(["update-ref", `refs/heads/${branch}`, sha, ...(parents[0] ? [parents[0]] : [])]);
    return sha;
  }

  /** Reports a run of the publishing workflow for `sha` (a new run), or changes the last one reported for it. */
  setRun(sha: string, run: FakeRun): void {
    const now = new Date().toISOString();
    const existing = this.runs.findLast((stored) => stored.headSha === sha);
    const jobs = (run.jobs ?? existing?.jobs ?? []).map((job) => ({ ...job, id: this.nextId++ }));
    if (existing) Object.assign(existing, { status: run.status, conclusion: run.conclusion ?? null, jobs, updatedAt: run.updatedAt ?? now });
    else this.runs.push({ id: this.nextId++, headSha: sha, status: run.status, conclusion: run.conclusion ?? null, jobs, createdAt: run.createdAt ?? now, updatedAt: run.updatedAt ?? now });
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!this.reachable) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? "/", "http://localhost");
    const token = /^(?:token|Bearer) (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    this.requests.push({ method: req.method ?? "GET", path: url.pathname + url.search, token });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };
    const anonymousRead = this.isPublic && token === undefined && req.method === "GET";
    const account = token ? this.tokens.get(token) : anonymousRead ? anonymous : undefined;
    if (!account) return send(401, { message: "Bad credentials" });
    const prefix = `/repos/${this.owner}/${this.name}`;
    // GitHub answers 404, not 403, to an account that may not see a private repository.
    if (!url.pathname.startsWith(prefix) || (!account.push && !anonymousRead)) return send(404, { message: "Not Found" });
    // Octokit writes a parameter's slashes encoded (git/ref/heads%2Fmain); GitHub reads them as slashes.
    const route = decodeURIComponent(url.pathname.slice(prefix.length));
    const body = req.method === "GET" ? undefined : await readJson(req);
    const reply = this.route(req.method ?? "GET", route, url.searchParams, body, account);
    return send(reply[0], reply[1]);
  }

  private route(method: string, route: string, query: URLSearchParams, body: Record<string, unknown> | undefined, account: Account): [number, unknown] {
    const notFound: [number, unknown] = [404, { message: "Not Found" }];
    const match = (pattern: RegExp) => pattern.exec(route);
    let found: RegExpExecArray | null;
    if (method === "GET" && route === "") return [200, { full_name: `${this.owner}/${this.name}`, default_branch: branch, permissions: { admin: false, push: account.push, pull: true } }];
    if (method === "GET" && route === "/commits") return [200, this.log(query.get("sha") ?? branch, Number(query.get("per_page") ?? 30), query.get("path") ?? undefined)];
    if (method === "GET" && (found = match(/^\/commits\/([0-9a-f]{40})$/))) return this.commitWithFiles(found[1]!);
    if (method === "GET" && (found = match(/^\/contents\/(.+)$/))) return this.contents(found[1]!, query.get("ref") ?? branch);
    if (method === "GET" && (found = match(/^\/git\/blobs\/([0-9a-f]{40})$/))) return [200, { sha: found[1], encoding: "base64", content: this.gitRaw(["cat-file", "blob", found[1]!]).toString("base64") }];
    if (method === "GET" && route === "/actions/workflows/publish.yml/runs") return [200, this.runList(query)];
    if (method === "GET" && (found = match(/^\/actions\/runs\/(\d+)\/jobs$/))) {
      const run = this.runs.find((stored) => stored.id === Number(found![1]));
      return run ? [200, { total_count: run.jobs.length, jobs: run.jobs.map((job) => ({ id: job.id, run_id: run.id, name: job.name, status: "completed", conclusion: job.conclusion, html_url: `https://github.com/${this.owner}/${this.name}/actions/runs/${run.id}/job/${job.id}` })) }] : notFound;
    }
    if (method === "GET" && (found = match(/^\/check-runs\/(\d+)\/annotations$/))) {
      const job = this.runs.flatMap((run) => run.jobs).find((stored) => stored.id === Number(found![1]));
      return job ? [200, (job.annotations ?? []).map((note) => ({ path: ".github", annotation_level: note.level ?? "failure", title: note.title, message: note.message }))] : notFound;
    }
    if (method === "GET" && route === `/git/ref/heads/${branch}`) return [200, { ref: `refs/heads/${branch}`, object: { type: "commit", sha: this.head() } }];
    if (method === "GET" && (found = match(/^\/git\/commits\/([0-9a-f]{40})$/))) {
      const [name, email, date] = this.git(["log", "-1", "--format=%an%x00%ae%x00%aI", found[1]!]).split("\x00");
      return [200, { sha: found[1], tree: { sha: this.git(["rev-parse", `${found[1]}^{tree}`]) }, author: { name, email, date }, message: this.git(["log", "-1", "--format=%B", found[1]!]) }];
    }
    if (method === "POST" && route === "/git/trees") return [201, { sha: this.tree(body!) }];
    if (method === "POST" && route === "/git/commits") {
      const { message, tree, parents } = body as { message: string; tree: string; parents: string[] };
      const who = { GIT_AUTHOR_NAME: account.name, GIT_AUTHOR_EMAIL: `${account.login}@users.noreply.github.com`, GIT_COMMITTER_NAME: "GitHub", GIT_COMMITTER_EMAIL: "noreply@github.com" };
      return [201, { sha: this.git(["commit-tree", tree, ...parents.flatMap((parent) => ["-p", parent]), "-m", message], { env: who }) }];
    }
    if (method === "PATCH" && route === `/git/refs/heads/${branch}`) {
      const { sha, force } = body as { sha: string; force?: boolean };
      const head = this.head()!;
      // Not a fast-forward: main moved on since the commit was made.
      if (!force && this.git(["merge-base", head, sha]) !== head) return [422, { message: "Update is not a fast forward" }];
      this.git(["update-ref", `refs/heads/${branch}`, sha, head]);
      return [200, { ref: `refs/heads/${branch}`, object: { type: "commit", sha } }];
    }
    return notFound;
  }

  private log(ref: string, count: number, path: string | undefined) {
    if (!this.head()) return [];
    const out = this.git(["log", `-n${count}`, "--format=%H%x00%an%x00%ae%x00%aI%x00%cI%x00%P%x00%B%x1e", ref, ...(path ? ["--", path] : [])]);
    return out
      .split("\x1e")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [sha, name, email, authored, committed, parents, message] = entry.split("\x00") as string[];
        const login = email!.replace(/@users\.noreply\.github\.com$/, "");
        return {
          sha,
          html_url: `https://github.com/${this.owner}/${this.name}/commit/${sha}`,
          commit: { message: message!.trim(), author: { name, email, date: authored }, committer: { name: "GitHub", email: "noreply@github.com", date: committed } },
          author: { login },
          parents: parents ? parents.split(" ").map((parent) => ({ sha: parent })) : [],
        };
      });
  }

  private commitWithFiles(sha: string): [number, unknown] {
    const [entry] = this.log(sha, 1, undefined);
    if (!entry) return [404, { message: "No commit found" }];
    const statusWords: Record<string, string> = { A: "added", M: "modified", D: "deleted", T: "changed" };
    const files = this.git(["diff-tree", "-r", "--no-commit-id", "--root", "--raw", sha])
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [meta, filename] = line.split("\t") as [string, string];
        const [, , oldSha, newSha, status] = meta.split(" ") as string[];
        const word = statusWords[status!] ?? "modified";
        return { filename, status: word === "deleted" ? "removed" : word, sha: word === "deleted" ? oldSha : newSha };
      });
    return [200, { ...entry, files }];
  }

  private contents(path: string, ref: string): [number, unknown] {
    let sha: string;
    try {
      sha = this.git(["rev-parse", `${ref}:${path}`]);
    } catch {
      return [404, { message: "Not Found" }];
    }
    if (this.git(["cat-file", "-t", sha]) === "tree") {
      // A folder: its entries, as GitHub lists them.
      const entries = this.git(["ls-tree", `${ref}:${path}`]).split("\n").filter(Boolean);
      return [
        200,
        entries.map((line) => {
          const [meta, name] = line.split("\t") as [string, string];
          const [, type, entrySha] = meta.split(" ") as string[];
          return { type: type === "tree" ? "dir" : "file", name, path: `${path}/${name}`, sha: entrySha };
        }),
      ];
    }
    const content = this.gitRaw(["cat-file", "blob", sha]);
    return [200, { type: "file", encoding: "base64", path, name: path.split("/").at(-1), sha, size: content.length, content: content.toString("base64") }];
  }

  private tree(body: Record<string, unknown>): string {
    const { base_tree: base, tree } = body as { base_tree?: string; tree: { path: string; mode: string; type: string; sha: string | null }[] };
    const index = join(this.gitDir, "api-index");
    const env = { GIT_INDEX_FILE: index };
    this.git(base ? ["read-tree", base] : ["read-tree", "--empty"], { env });
    for (const entry of tree) {
      if (entry.sha === null) this.removeFromIndex(entry.path, env);
      else this.git(["update-index", "--add", "--cacheinfo", `${entry.mode},${entry.sha},${entry.path}`], { env });
    }
    const sha = this.git(["write-tree"], { env });
    rmSync(index, { force: true });
    return sha;
  }

  private runList(query: URLSearchParams) {
    const event = query.get("event");
    const runs = this.runs
      .filter(() => !event || event === "push")
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .slice(0, Number(query.get("per_page") ?? 30));
    return {
      total_count: runs.length,
      workflow_runs: runs.map((run) => ({
        id: run.id,
        name: "Check, build and publish",
        head_sha: run.headSha,
        head_branch: branch,
        event: "push",
        status: run.status,
        conclusion: run.conclusion,
        created_at: run.createdAt,
        updated_at: run.updatedAt,
        html_url: `https://github.com/${this.owner}/${this.name}/actions/runs/${run.id}`,
      })),
    };
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}
