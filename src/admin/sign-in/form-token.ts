/**
 * The defence of the editor's own writes on the Node server (putting an earlier version back)
 * against a request forged by another site: the request must come from the editor's own page
 * (its Origin is this site's), and carry a token that only the editor's page holds. The token is
 * an HMAC (SHA-256) of the admin's GitHub token and the action, keyed with KEYSTATIC_SECRET, the
 * server's secret Keystatic already has: the server keeps nothing, yet another site can neither
 * read nor make it (OWASP's signed, session-bound token).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** The form field that carries the token. */
export const formTokenField = "form-token";

function secret(): string {
  const value = process.env.KEYSTATIC_SECRET;
  // The editor runs only with all four variables set (server/editor.ts): never without a secret.
  if (!value) throw new Error("KEYSTATIC_SECRET is not set: the editor's writes cannot be protected");
  return value;
}

/** The token of `action` for the admin signed in with `githubToken`. */
export function formToken(githubToken: string, action: string): string {
  return createHmac("sha256", secret()).update(`${action}\n${githubToken}`).digest("base64url");
}

/** Whether `sent` is the token of `action` for this admin. */
export function isFormToken(sent: unknown, githubToken: string, action: string): boolean {
  if (typeof sent !== "string") return false;
  const expected = Buffer.from(formToken(githubToken, action));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether a write comes from the editor's own page: its Origin header is the site's own origin,
 * as the request's address has it. A request with no Origin (an old browser, a script) is refused.
 */
export function isSameOrigin(request: Request, siteOrigin: string): boolean {
  return request.headers.get("origin") === siteOrigin;
}
