/**
 * Where each save to `main` stands in the publishing workflow ("Check, build and publish",
 * .github/workflows/publish.yml), worked out from the workflow's runs as GitHub reports them.
 *
 * The workflow runs once per push, one run at a time and in order; a run still waiting when a
 * newer one queues is cancelled by GitHub, and the newer run, which holds the older change too
 * (main is linear), publishes both. A successful run has published; a failed one published
 * nothing and the site is as it was. So a save's state is its own run's, and for a save whose run
 * was cancelled (or that has none), the state of the next newer save that has one.
 */

/** A save: a commit on main. */
export interface Save {
  sha: string;
}

/** A run of the publishing workflow, as GitHub's REST API lists it (the fields read here). */
export interface WorkflowRun {
  id: number;
  /** The commit it checks and publishes: main's head when it was started. */
  headSha: string;
  /** queued, waiting, pending, requested, in_progress or completed. */
  status: string;
  /** Once completed: success, failure, cancelled, skipped, timed_out, … */
  conclusion: string | null;
  createdAt: string;
  /** For a completed run, when it finished. */
  updatedAt: string;
}

export type PublicationState =
  /** Its run (or the newer one that holds it) is checking and publishing now. */
  | { kind: "under-way" }
  /** Its run is queued behind another publication. */
  | { kind: "waiting" }
  /** Published: `since` is when the run that published it finished; `withLater` when a newer save's run did. */
  | { kind: "live"; since: string; withLater: boolean }
  /**
   * Not published: run `runId` failed (its own, or, with `byLater`, that of the newer save it was
   * to go out with). `laterLiveSince`: a newer save has been published since, and the site has this
   * change as that save left it.
   */
  | { kind: "failed"; runId: number; byLater: boolean; laterLiveSince?: string }
  /** GitHub reports no run that holds it (a change older than the runs it keeps, or a workflow that was off). */
  | { kind: "unknown" };

/** A run's conclusions that mean nothing was published. */
const failedConclusions = new Set(["failure", "timed_out", "startup_failure", "action_required"]);

const newestFirst = (a: WorkflowRun, b: WorkflowRun) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Its run's own answer, or undefined when the state is the next newer save's. */
function ownState(runs: readonly WorkflowRun[], allRuns: readonly WorkflowRun[], isNewest: boolean): PublicationState | undefined {
  // A save published once stays published, whatever a later timed rebuild of the same commit did.
  const published = runs.filter((run) => run.status === "completed" && run.conclusion === "success").sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))[0];
  if (published) return { kind: "live", since: published.updatedAt, withLater: false };
  const run = runs[0];
  const othersUnderWay = (than?: WorkflowRun) => allRuns.some((other) => other.id !== than?.id && other.status !== "completed" && (other.status === "in_progress" || (than !== undefined && other.createdAt < than.createdAt)));
  if (!run) {
    // Just saved: GitHub registers the run a few seconds after the push.
    if (isNewest) return othersUnderWay() ? { kind: "waiting" } : { kind: "under-way" };
    return undefined;
  }
  if (run.status === "in_progress") return { kind: "under-way" };
  if (run.status !== "completed") return othersUnderWay(run) ? { kind: "waiting" } : { kind: "under-way" };
  if (run.conclusion !== null && failedConclusions.has(run.conclusion)) return { kind: "failed", runId: run.id, byLater: false };
  // Cancelled while it waited (a newer run holds the change), or skipped: the newer save tells.
  return undefined;
}

/** The state of each save, newest first as `saves` is, from the workflow's runs (any order). */
export function publicationStates(saves: readonly Save[], runs: readonly WorkflowRun[]): PublicationState[] {
  const runsOf = new Map<string, WorkflowRun[]>();
  for (const run of [...runs].sort(newestFirst)) runsOf.set(run.headSha, [...(runsOf.get(run.headSha) ?? []), run]);
  const states: PublicationState[] = [];
  saves.forEach((save, index) => {
    const own = ownState(runsOf.get(save.sha) ?? [], runs, index === 0);
    const newer = states[index - 1];
    let state: PublicationState;
    if (own) state = own;
    else if (!newer) state = { kind: "unknown" };
    else if (newer.kind === "live") state = { ...newer, withLater: true };
    else if (newer.kind === "failed") state = { ...newer, byLater: true };
    else state = newer;
    if (state.kind === "failed") {
      const laterLive = states.findLast((later) => later.kind === "live");
      if (laterLive?.kind === "live") state = { ...state, laterLiveSince: laterLive.since };
    }
    states.push(state);
  });
  return states;
}

/** Whether a publication is under way or waiting: the page then asks again until none is. */
export function isUnderWay(state: PublicationState): boolean {
  return state.kind === "under-way" || state.kind === "waiting";
}
