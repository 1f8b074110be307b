import type { APIRoute } from "astro";
import { projectRoot } from "virtual:editor-shell";
import type { EditorStateLine } from "../../shell/editor-shell-settings";
import { factFiles } from "../../../facts/fact-files";
import { gitIn, unpublishedChanges } from "./git-publishing";
import { waitingLine } from "./publish-words";
import { isFromThisComputer } from "./request-guard";

export const prerender = false;

/** The editor bar's line in local mode: how many saved changes wait to be published (docs/decisions/053). */
export const GET: APIRoute = async (context) => {
  if (!isFromThisComputer(context.url, () => context.clientAddress)) return new Response("Not found", { status: 404 });
  const pending = await unpublishedChanges(gitIn(projectRoot), projectRoot, factFiles);
  // Not a git repository, or not set up to publish: the Publish page says why; the bar says nothing.
  if ("problem" in pending) return new Response(null, { status: 204 });
  const line: EditorStateLine = { text: waitingLine(pending.changes.length), tone: pending.changes.length === 0 ? "done" : "neutral" };
  return Response.json(line, { headers: { "Cache-Control": "no-store" } });
};
