import { randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Who may use the Publish page (issue 30, "Nothing here opens the site"; docs/decisions/054): it
 * answers only on this computer's own address, 127.0.0.1, to a browser on this computer; and
 * Publish, the one action that writes, only from the page itself: the request's Origin is the
 * page's own, and it carries the page's token. Another site open in the same browser can send a
 * form to 127.0.0.1, but cannot read the token, and its Origin is its own.
 */

const loopbackClients = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Whether the request came from this computer to its loopback address: the Host it was sent to
 * (not a name that resolves to 127.0.0.1 elsewhere, the way a rebinding attack arrives) and the
 * address it came from. `npm run admin` listens on 127.0.0.1 alone (scripts/admin.ts), so the
 * address is a second lock: the dev server does not always tell it (a request it replays after
 * bundling its dependencies comes without one), and then the Host decides.
 */
export function isFromThisComputer(url: URL, clientAddress: () => string): boolean {
  if (url.hostname !== "127.0.0.1") return false;
  let address: string | undefined;
  try {
    address = clientAddress();
  } catch {
    address = undefined;
  }
  return address === undefined || loopbackClients.has(address);
}

/**
 * One token per run of `npm run admin`, made when the page is first asked for: kept on
 * globalThis so the dev server's reloading of this module keeps the token the open page holds.
 */
const tokenKey = Symbol.for("school-website.publish-token");
const store = globalThis as typeof globalThis & { [tokenKey]?: string };

export function publishToken(): string {
  store[tokenKey] ??= randomBytes(32).toString("base64url");
  return store[tokenKey];
}

/** Why a request to publish is refused, in words, or undefined when it comes from the page itself with its token. */
export function publishRefusal(request: Request, url: URL, token: FormDataEntryValue | null): string | undefined {
  const origin = request.headers.get("origin");
  if (origin !== url.origin) return `Refused: the request came from ${origin ? `another page (${origin})` : "no page"}, not from the Publish page at ${url.origin}.`;
  const expected = Buffer.from(publishToken());
  const given = Buffer.from(typeof token === "string" ? token : "");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "Refused: the request did not carry this page's token. Open the Publish page again and press Publish there.";
  return undefined;
}
