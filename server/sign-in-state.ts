/**
 * OAuth `state` for the editor's GitHub sign-in (login CSRF). Keystatic 0.6.9 sends GitHub no
 * `state` when the sign-in starts from the editor's first screen, and its callback never compares
 * one: a link to /api/keystatic/github/oauth/callback?code=… carrying someone else's code would
 * sign the admin in as that someone, and her next save would go out under their name.
 *
 * So, around Keystatic's own answers: every redirect to GitHub's sign-in address gets a random
 * `state`, kept in a cookie only the callback receives, and a callback whose `state` is missing or
 * differs from the cookie is refused (400) before Keystatic sees it, so no sign-in cookie is set.
 * When Keystatic made a state itself (a sign-in started from a page of the editor, whose address
 * it keys a cookie of its own on), that state is kept, so she still lands back on her page.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { parseCookie, stringifySetCookie } from "cookie";
import { beforeHead } from "./before-head.ts";

export const signInStateCookie = "keystatic-sign-in-state";
const callbackPath = "/api/keystatic/github/oauth/callback";
const callbackRoute = "github/oauth/callback";
const githubSignIn = "https://github.com/login/oauth/authorize";
/** Long enough for a sign-in with a second factor; a state is good for one sign-in only. */
const stateLifetimeSeconds = 60 * 60;

/** A request target's path as a URL resolves it, which is how Astro's router reads it: dot segments (in any spelling) resolved, a backslash read as `/`. */
function routedPath(url: string): string {
  return new URL(url, "http://localhost").pathname;
}

/**
 * The route of Keystatic's API a request reaches, read as Keystatic reads it: the path's segments
 * after /api/keystatic, each decoded, empty ones left out, so /api/keystatic//github/oauth%2Fcallback/
 * is the callback too. Undefined when a segment cannot be decoded.
 */
export function keystaticRoute(url: string): string | undefined {
  try {
    const path = routedPath(url).replace(/^\/api\/keystatic\/?/, "");
    return path.split("/").map((segment) => decodeURIComponent(segment)).filter(Boolean).join("/");
  } catch {
    return undefined;
  }
}

/** The same string, compared in a time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The state cookie (or, with `value` undefined, the header that removes it). */
function stateCookie(value: string | undefined): string {
  // Secure as Keystatic's own sign-in cookies are: in production the server sits behind TLS.
  const secure = process.env.NODE_ENV === "production";
  // SameSite=Lax: GitHub sends the browser back with a top-level GET, which carries it.
  return stringifySetCookie({ name: signInStateCookie, value: value ?? "", path: callbackPath, httpOnly: true, secure, sameSite: "lax", maxAge: value ? stateLifetimeSeconds : 0 });
}

/** Gives a redirect to GitHub's sign-in a state (Keystatic's, when it made one) and sets the state cookie. */
function stateOnRedirect(res: ServerResponse): void {
  const location = res.getHeader("location");
  if (typeof location !== "string" || !location.startsWith(`${githubSignIn}?`)) return;
  const url = new URL(location);
  const state = url.searchParams.get("state") || randomBytes(32).toString("hex");
  url.searchParams.set("state", state);
  res.setHeader("location", url.toString());
  res.appendHeader("set-cookie", stateCookie(state));
}

/** Whether the callback's `state` is the one its sign-in started with, kept in the state cookie. */
function stateMatches(url: string, cookies: string | undefined): boolean {
  const state = new URL(url, "http://localhost").searchParams.get("state");
  const expected = parseCookie(cookies ?? "")[signInStateCookie];
  return Boolean(state && expected && sameText(state, expected));
}

const refusal = `<!doctype html>
<html lang="en">
<title>Sign-in refused</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<h1>Sign-in refused</h1>
<p>This sign-in with GitHub did not start on this site, or it took more than an hour, so it was refused. Nobody has been signed in.</p>
<p><a href="/keystatic">Go back to the editor</a> and press <strong>Sign in with GitHub</strong> again.</p>
`;

/**
 * Before Keystatic answers a request under /api/keystatic/github/: refuses a callback without the
 * state its sign-in started with (400, and true: answered), and otherwise arranges for a redirect
 * to GitHub to carry a state and for the callback's answer to remove the used one.
 */
export function guardSignIn(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "/";
  // The path as Astro's router will see it: resolved as a URL is, so /keystatic/../api/keystatic/…
  // and its %2e%2e spellings are the API too (server/editor.ts refuses them first, as the static
  // server does; this holds should a request reach Keystatic some other way).
  if (!routedPath(url).startsWith("/api/keystatic")) return false;
  const route = keystaticRoute(url);
  // A path Keystatic could not read either is refused as a forged callback would be: it may be one.
  if (route === undefined || (route === callbackRoute && !stateMatches(url, req.headers.cookie))) {
    res.writeHead(400, { "Content-Type": "text/html; charset=utf-8", "Set-Cookie": stateCookie(undefined) });
    res.end(req.method === "HEAD" ? undefined : refusal);
    return true;
  }
  // A state is good for one sign-in: the callback's answer removes it.
  if (route === callbackRoute) beforeHead(res, (answer) => answer.appendHeader("set-cookie", stateCookie(undefined)));
  // The sign-in starts at github/login, and at github/repo-not-found when a token needs renewing.
  else if (route.startsWith("github/")) beforeHead(res, stateOnRedirect);
  return false;
}
