/**
 * The recent saves to `main` and where each stands in the publishing workflow, read from GitHub's
 * REST API with the signed-in admin's token (or, for the Publish page of `npm run admin`, with the
 * token of that computer's git sign-in, or none): the commits, the workflow's runs, and for a run
 * that failed its failed jobs' annotations (the content check's own words). What a commit changed
 * and why a finished run failed never change, so they are kept in memory once read, by commit and
 * by run (no token is kept); the list of commits and of runs is read afresh each time.
 */
import type { GitHubRepository } from "../../sign-in/signed-in-admin";
import { publicationStates, type PublicationState, type Save, type WorkflowRun } from "./publication-state";
import { jobProblem, type FailureReport } from "./state-words";

/** The publishing workflow's file (.github/workflows/publish.yml), as GitHub's API names a workflow. */
export const publishingWorkflow = "publish.yml";
/** The workflow's last job, run once every host has the site: when it alone failed, the site was published. */
const recordJob = "Record what was published";
/** How a failed content check titles each problem it prints (`::error title=Not published::…`). */
export const problemTitle = "Not published";

/** A file a commit changed, and how. */
export interface ChangedFile {
  path: string;
  status: "added" | "modified" | "removed" | "renamed" | string;
}

export interface SaveRecord {
  sha: string;
  message: string;
  /** Who saved it: the account's name on GitHub, or its login. */
  author: string;
  /** When, as GitHub has it (ISO 8601). */
  savedAt: string;
  files: ChangedFile[];
  /** The commit before it, where a deleted file can be read again. */
  parent?: string;
}

/** Where a save stands, and why it was not published when it was not. */
export interface StateOfSave {
  state: PublicationState;
  failure?: FailureReport;
}

export type SaveWithState = SaveRecord & StateOfSave;

/** A small memory of things that never change once read, oldest forgotten first. */
class Kept<Value> {
  private readonly entries = new Map<string, Value>();
  constructor(private readonly size: number) {}
  get(key: string): Value | undefined {
    return this.entries.get(key);
  }
  set(key: string, value: Value): void {
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }
}

const keptFiles = new Kept<ChangedFile[]>(1000);
const keptFailures = new Kept<FailureReport & { published: boolean }>(200);

/** Saves to main, newest first: those that changed `path`, if given. */
export async function savesOf({ github, owner, repo }: GitHubRepository, count: number, path?: string): Promise<SaveRecord[]> {
  const { data } = await github.rest.repos.listCommits({ owner, repo, sha: "main", per_page: count, ...(path ? { path } : {}) });
  return Promise.all(
    data.map(async (commit) => {
      let files = keptFiles.get(commit.sha);
      if (!files) {
        const detail = await github.rest.repos.getCommit({ owner, repo, ref: commit.sha });
        files = (detail.data.files ?? []).map((file) => ({ path: file.filename, status: file.status }));
        keptFiles.set(commit.sha, files);
      }
      return {
        sha: commit.sha,
        message: commit.commit.message,
        author: commit.commit.author?.name || commit.author?.login || "someone",
        savedAt: commit.commit.author?.date ?? commit.commit.committer?.date ?? "",
        files,
        parent: commit.parents[0]?.sha,
      };
    }),
  );
}

/** Why run `runId` published nothing: the content check's problems when it printed any, or what failed. */
async function failureOf({ github, owner, repo }: GitHubRepository, { id: runId, url, updatedAt }: WorkflowRun & { url: string }): Promise<FailureReport & { published: boolean }> {
  // A run can be run again: its failure is known by when it ended too.
  const key = `${runId} ${updatedAt}`;
  const kept = keptFailures.get(key);
  if (kept) return kept;
  const { data } = await github.rest.actions.listJobsForWorkflowRun({ owner, repo, run_id: runId, filter: "latest", per_page: 100 });
  const failed = data.jobs.filter((job) => job.conclusion === "failure" || job.conclusion === "timed_out");
  const problems: string[] = [];
  for (const job of failed) {
    const annotations = await github.rest.checks.listAnnotations({ owner, repo, check_run_id: job.id, per_page: 100 });
    for (const note of annotations.data) if (note.annotation_level === "failure" && note.title === problemTitle && note.message) problems.push(note.message);
  }
  const published = failed.length > 0 && failed.every((job) => job.name === recordJob);
  const report = problems.length > 0 ? { problems, inContent: true, url, published } : { problems: [jobProblem(failed[0]?.name)], inContent: false, url, published };
  keptFailures.set(key, report);
  return report;
}

/** The workflow's latest runs for pushes to main (one per save), as publication-state.ts reads them. */
async function publishingRuns({ github, owner, repo }: GitHubRepository, count: number): Promise<(WorkflowRun & { url: string })[]> {
  const { data } = await github.rest.actions.listWorkflowRuns({ owner, repo, workflow_id: publishingWorkflow, branch: "main", event: "push", per_page: count });
  return data.workflow_runs.map((run) => ({ id: run.id, headSha: run.head_sha, status: run.status ?? "queued", conclusion: run.conclusion, createdAt: run.created_at, updatedAt: run.updated_at, url: run.html_url }));
}

/** `saves` (the newest on main, newest first, `count` of them at most) with their state. */
async function withStates<Listed extends Save>(reader: GitHubRepository, listing: Promise<Listed[]>, count: number): Promise<(Listed & StateOfSave)[]> {
  // Twice as many runs as saves: a save that waited may have been given a run that was cancelled.
  const [saves, runs] = await Promise.all([listing, publishingRuns(reader, Math.min(100, count * 2))]);
  const states = publicationStates(saves, runs);
  return Promise.all(
    saves.map(async (save, index) => {
      const state = states[index]!;
      if (state.kind !== "failed") return { ...save, state };
      const run = runs.find((candidate) => candidate.id === state.runId)!;
      const { published, ...failure } = await failureOf(reader, run);
      // Every host has the site; only noting it for the hourly rebuild failed (it publishes again).
      if (published && !state.byLater) return { ...save, state: { kind: "live", since: run.updatedAt, withLater: false } };
      return { ...save, state, failure };
    }),
  );
}

/** The `count` newest saves to main with their state, newest first. */
export function recentSaves(admin: GitHubRepository, count = 20): Promise<SaveWithState[]> {
  return withStates(admin, savesOf(admin, count), count);
}

/**
 * The `count` newest commits on main with their state, newest first, and no more: two requests to
 * GitHub, and a failure's jobs once. For the Publish page of `npm run admin`, which may read
 * anonymously (GitHub allows 60 requests an hour) and knows from git what it sent.
 */
export function recentStates({ github, owner, repo }: GitHubRepository, count = 20): Promise<(Save & StateOfSave)[]> {
  const listing = github.rest.repos.listCommits({ owner, repo, sha: "main", per_page: count }).then(({ data }) => data.map((commit) => ({ sha: commit.sha })));
  return withStates({ github, owner, repo }, listing, count);
}
