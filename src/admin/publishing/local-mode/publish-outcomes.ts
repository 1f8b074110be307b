import { randomBytes } from "node:crypto";
import type { PublishOutcome } from "./git-publishing";

/**
 * What the last presses of Publish came to, kept for the page that shows them. Publish answers with
 * a redirect to /keystatic/publish?outcome=<id> (post, redirect, get), so reloading the page never
 * presses Publish twice. And the dev server reloads the page by itself whenever a file changes, as
 * publishing does when it brings in the repository's new changes, possibly before Publish has
 * answered: a page asked for without an id then shows the outcome of a Publish that ended a moment
 * ago. Kept on globalThis across the dev server's module reloads.
 */

interface Kept {
  outcome: PublishOutcome;
  at: number;
}

const outcomesKey = Symbol.for("school-website.publish-outcomes");
const store = globalThis as typeof globalThis & { [outcomesKey]?: Map<string, Kept> };
/** Enough for the presses of one sitting; the oldest goes first. */
const kept = 20;
/** How soon after it ended a Publish still counts as the one the page was reloaded in the middle of. */
const justNowMs = 5_000;

export function keepOutcome(outcome: PublishOutcome, now = Date.now()): string {
  const outcomes = (store[outcomesKey] ??= new Map());
  const id = randomBytes(9).toString("base64url");
  outcomes.set(id, { outcome, at: now });
  for (const old of outcomes.keys()) {
    if (outcomes.size <= kept) break;
    outcomes.delete(old);
  }
  return id;
}

/**
 * The outcome the page's address names; without one, that of the Publish the page was asked for
 * during (`duringPublish`), or that ended a moment ago.
 */
export function outcomeToShow(id: string | null, duringPublish: boolean, now = Date.now()): PublishOutcome | undefined {
  const outcomes = store[outcomesKey];
  if (!outcomes) return undefined;
  if (id !== null) return outcomes.get(id)?.outcome;
  const latest = [...outcomes.values()].at(-1);
  return latest && (duringPublish || now - latest.at < justNowMs) ? latest.outcome : undefined;
}
