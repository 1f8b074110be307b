import type { FileChange, PublishOutcome, UnpublishedChange } from "./git-publishing";

/** The Publish page's words for each outcome and each change, in the web admin's words (issue 30, Build 3). */

export interface OutcomeWords {
  heading: string;
  lines: string[];
  /** What git said, for whoever helps her; shown folded away. */
  detail?: string;
  tone: "done" | "failed" | "neutral";
}

const kept = "Your changes are still saved on this computer: nothing is lost.";

export function outcomeWords(outcome: PublishOutcome | { kind: "refused"; reason: string }): OutcomeWords {
  switch (outcome.kind) {
    case "published":
      return {
        heading: "Sent to GitHub",
        tone: "done",
        lines: [
          // Its state on GitHub follows on the page (publication-state.astro), or why it cannot be seen.
          `Sent: ${outcome.names.join("; ")}.`,
          ...(outcome.broughtIn > 0 ? [`Changes published meanwhile from elsewhere (${outcome.broughtIn}) were brought in first; none of them touched yours.`] : []),
        ],
      };
    case "nothing":
      return { heading: "Nothing to publish", tone: "neutral", lines: ["Everything saved on this computer is already published."] };
    case "both-changed": {
      const named = outcome.files.map((file) => `${file.name} (${file.path})`).join(", ");
      return {
        heading: "Not published: changed in two places",
        tone: "failed",
        lines: [
          `${named} was changed on GitHub since this computer last published, and it is changed here too.`,
          `Nothing was sent. ${kept}`,
          "Ask the person who set up this computer to bring the two together, then press Publish again.",
        ],
      };
    }
    case "no-connection":
      return {
        heading: "Not published: no connection to GitHub",
        tone: "failed",
        lines: ["This computer could not reach the school's repository on GitHub.", kept, "Check the internet connection, then press Publish again."],
        detail: outcome.detail,
      };
    case "not-signed-in":
      return {
        heading: "Not published: GitHub did not accept this computer's sign-in",
        tone: "failed",
        lines: [kept, "Ask the person who set up this computer to sign it in to GitHub again, then press Publish again."],
        detail: outcome.detail,
      };
    case "not-set-up":
      return { heading: "Not published: this computer is not set up to publish", tone: "failed", lines: [outcome.detail, kept, "Ask the person who set up this computer."] };
    case "failed":
      return { heading: "Not published", tone: "failed", lines: ["Something went wrong while publishing.", kept, "Show this page to the person who set up this computer."], detail: outcome.detail };
    case "refused":
      return { heading: "Not published: refused", tone: "failed", lines: [outcome.reason, "Nothing was sent and nothing was committed."] };
  }
}

const changeWords: Record<FileChange, string> = { new: "new", changed: "changed", removed: "removed" };

/** How one change is described beside its name: "new", "changed", "removed", and "ready to send" once committed here. */
export function changeDescription(change: UnpublishedChange): string {
  const kinds = [...new Set(change.files.map((file) => changeWords[file.change]))];
  const waiting = change.files.every((file) => file.committed) ? ", ready to send (an earlier Publish did not reach GitHub)" : "";
  return `${kinds.join(" and ")}${waiting}`;
}

/** The bar's line: how many saved changes wait to be published. */
export function waitingLine(count: number): string {
  return count === 0 ? "Everything saved is published" : `${count} saved ${count === 1 ? "change" : "changes"} not yet published`;
}
