/**
 * The newest save's state for the editor's bar (/keystatic/publishing/state), shown on every
 * screen of the Node server's editor, its first screen included, so she need not open Publishing
 * to know: an EditorStateLine as JSON, 204 with no save yet. Not signed in, or without write
 * access: 401 or 404, and the bar stays empty.
 */
import type { APIRoute } from "astro";
import type { EditorStateLine } from "../../shell/editor-shell-settings";
import { readingGitHub, signedInAdmin } from "../../sign-in/signed-in-admin";
import { recentSaves } from "./recent-saves";
import { changesOfSave } from "./save-names";
import { stateWords } from "./state-words";

export const prerender = false;

export const GET: APIRoute = async ({ cookies }) => {
  const admin = await signedInAdmin(cookies);
  if (admin instanceof Response) return admin;
  const line = await readingGitHub(async (): Promise<EditorStateLine | undefined> => {
    // A few saves, not one: whether the newest waits depends on the runs before it.
    const [newest] = await recentSaves(admin, 3);
    if (!newest) return undefined;
    const names = (await changesOfSave(admin, newest)).map((change) => change.name).join(", ");
    const words = stateWords(newest.state, newest.failure, new Date());
    return { text: `Latest save${names ? ` (${names})` : ""}: ${words.text}`, tone: words.tone };
  });
  if (line instanceof Response) return line;
  if (!line) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  return Response.json(line, { headers: { "Cache-Control": "no-store" } });
};
