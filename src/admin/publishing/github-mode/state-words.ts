import { nairobiMoment } from "~/shared/nairobi-time";
import type { PublicationState } from "./publication-state";

/**
 * A save's state in the web admin's words, as the publishing page and the editor's bar say it,
 * with what to do when it was not published.
 */

/** Why a run published nothing, as read from its failed jobs. */
export interface FailureReport {
  /** Each problem: the content check's own words ("src/data/fees.json: grade 8 term fee must be more than 0"), or what failed. */
  problems: string[];
  /** Whether the problems are in the content (she can correct them in the editor), or elsewhere (a developer's). */
  inContent: boolean;
  /** The run on GitHub, for the developer. */
  url: string;
}

export interface StateWords {
  text: string;
  /** What to do, when there is something to do. */
  advice?: string;
  tone: "neutral" | "under-way" | "done" | "failed";
}

/** The publishing workflow's jobs (.github/workflows/publish.yml) by the names GitHub shows, and what each failing means. */
const jobProblems: [test: (name: string) => boolean, problem: string][] = [
  [(name) => name.startsWith("Publish"), "the checks passed, but putting the site on its host failed"],
  [(name) => name === "npm test and the build", "the site's own tests or build failed"],
  [(name) => name.startsWith("Content check"), "the site could not be built with it"],
];

/** What a failed job means for her, when the job printed no problem of its own. */
export function jobProblem(jobName: string | undefined): string {
  return jobProblems.find(([test]) => jobName !== undefined && test(jobName))?.[1] ?? "the checks could not run";
}

export const underWayWords = "Being checked and published (about 2 minutes)";
export const waitingWords = "Waiting for the change before it";

/** What sends a corrected change to GitHub: a save, in the Node server's editor; Publish, in `npm run admin`. */
export type SentBy = "save" | "publish";
const correctAndSend: Record<SentBy, string> = {
  save: "Correct this in the editor and save again.",
  publish: "Correct this in the editor, save it, and press Publish again.",
};

export function stateWords(state: PublicationState, failure: FailureReport | undefined, now: Date, sentBy: SentBy = "save"): StateWords {
  switch (state.kind) {
    case "under-way":
      return { text: underWayWords, tone: "under-way" };
    case "waiting":
      return { text: waitingWords, tone: "under-way" };
    case "live":
      return { text: `Live since ${nairobiMoment(new Date(state.since), now)}${state.withLater ? " (published with a later save)" : ""}`, tone: "done" };
    case "unknown":
      return { text: "Not known: GitHub has no record of its publishing", tone: "neutral" };
    case "failed": {
      const problems = failure?.problems.join("; ") ?? jobProblem(undefined);
      const text = state.byLater ? `Not published: the save after it, which carries it, did not pass: ${problems}` : `Not published: ${problems}`;
      const advice = state.laterLiveSince
        ? `A later save has been live since ${nairobiMoment(new Date(state.laterLiveSince), now)}: the site has this change as that save left it.`
        : failure?.inContent
          ? `${correctAndSend[sentBy]} Until then the site shows what it showed before.`
          : "Nothing you saved is lost, and the site shows what it showed before. Ask the school's developer to look at this publication on GitHub.";
      return { text, advice, tone: "failed" };
    }
  }
}
