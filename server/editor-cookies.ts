/**
 * Keystatic's sign-in cookies, kept to the editor's own addresses (docs/decisions/059).
 *
 * Keystatic 0.6.9 sets them at Path=/, so the admin's browser would hold them for every page of
 * the public site. Its GitHub token (`keystatic-gh-access-token`) cannot be HttpOnly: Keystatic's
 * page reads it from `document.cookie` and calls GitHub with it from the browser (its
 * `getSyncAuth` and `getAuth`). So each answer of the editor has its cookies' paths rewritten:
 * the token to the editor's pages (where its script and the Publishing and Earlier versions pages
 * read it) and its API (whose sign-out revokes it); the others, which only the API reads (the
 * encrypted refresh token, the page to return to after signing in), to the API alone. A token left
 * at Path=/ by a sign-in from before this is removed as a new one is set.
 */
import type { ServerResponse } from "node:http";
import { parseSetCookie, stringifySetCookie } from "cookie";
import { beforeHead } from "./before-head.ts";

/** The editor's pages and its API (server/editor.ts owns both). */
export const editorPagesPath = "/keystatic";
export const editorApiPath = "/api/keystatic";

/** Keystatic's names for the GitHub token and the refresh token that renews it. */
export const accessTokenCookie = "keystatic-gh-access-token";
const refreshTokenCookie = "keystatic-gh-refresh-token";

/** The paths a cookie of Keystatic's is set at instead of `/`. */
function pathsOf(name: string): string[] {
  return name === accessTokenCookie ? [editorPagesPath, editorApiPath] : [editorApiPath];
}

/** One Set-Cookie line as sent: a cookie of Keystatic's at Path=/ becomes the same cookie at its own paths. */
function keptToEditor(line: string): string[] {
  const cookie = parseSetCookie(line);
  // The sign-in state's cookie (server/sign-in-state.ts) has its own path already.
  if (cookie.path !== "/") return [line];
  const lines = pathsOf(cookie.name).map((path) => stringifySetCookie({ ...cookie, path }));
  if (cookie.name === accessTokenCookie || cookie.name === refreshTokenCookie) {
    lines.push(stringifySetCookie({ name: cookie.name, value: "", path: "/", maxAge: 0, secure: cookie.secure, sameSite: cookie.sameSite }));
  }
  return lines;
}

/** Rewrites the cookies of the editor's answer on `res` just before it is sent. */
export function keepCookiesToEditor(res: ServerResponse): void {
  beforeHead(res, (answer) => {
    const set = answer.getHeader("set-cookie");
    if (set === undefined) return;
    answer.setHeader("set-cookie", (Array.isArray(set) ? set : [String(set)]).flatMap(keptToEditor));
  });
}
