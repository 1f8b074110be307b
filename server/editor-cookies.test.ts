// Keystatic's sign-in cookies kept to the editor's addresses (server/editor-cookies.ts,
// docs/decisions/059), around Keystatic 0.6.9's own API handler, its answers written as Astro's
// Node adapter writes them, with the sign-in's state checked as on the server. GitHub's token
// exchange is a stand-in fetch: nothing leaves this machine.
import type { IncomingHttpHeaders } from "node:http";
import { parseSetCookie, type SetCookie } from "cookie";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { get } from "./test-support/get.ts";
import { startKeystaticApi } from "./test-support/keystatic-api.ts";
import { accessTokenCookie, keepCookiesToEditor } from "./editor-cookies.ts";
import { guardSignIn, signInStateCookie } from "./sign-in-state.ts";

/** GitHub's answer to a code exchange or a refresh, and to the sign-out's revocation. */
const github = vi.fn(async () =>
  Response.json({ access_token: "ghu_hers", expires_in: 28800, refresh_token: "ghr_hers", refresh_token_expires_in: 15811200, scope: "", token_type: "bearer" }),
);

/** Every cookie an answer sets, in order (one name may come at several paths). */
const cookiesSet = (headers: IncomingHttpHeaders): SetCookie[] => (headers["set-cookie"] ?? []).map((line) => parseSetCookie(line));
/** Whether a browser sends (or shows to a page's script) a cookie of `path` on the page at `pathname` (RFC 6265, 5.1.4). */
const pathMatches = (path: string, pathname: string) => pathname === path || pathname.startsWith(path.endsWith("/") ? path : `${path}/`);

describe("Keystatic's sign-in cookies", () => {
  let api: Awaited<ReturnType<typeof startKeystaticApi>>;
  let port: number;

  beforeAll(async () => {
    vi.stubGlobal("fetch", github);
    api = await startKeystaticApi((req, res) => {
      keepCookiesToEditor(res);
      return guardSignIn(req, res);
    });
    port = api.port;
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await api.stop();
  });

  /** A whole sign-in, from the editor's page `from`: its callback's cookies. */
  async function signIn(from?: string): Promise<SetCookie[]> {
    const login = await get(port, `/api/keystatic/github/login${from ? `?from=${from}` : ""}`);
    const state = new URL(String(login.headers.location)).searchParams.get("state")!;
    const loginCookies = cookiesSet(login.headers).map((cookie) => `${cookie.name}=${cookie.value}`);
    const callback = await get(port, `/api/keystatic/github/oauth/callback?code=hers&state=${state}`, { cookie: loginCookies.join("; ") });
    expect(callback.status).toBe(307);
    return cookiesSet(callback.headers);
  }

  it("keeps her GitHub token to the editor's pages and API, where it is read, and to no public page; removes one kept at Path=/ before", async () => {
    const cookies = await signIn();
    const tokens = cookies.filter((cookie) => cookie.name === accessTokenCookie && cookie.value);
    expect(tokens.map((cookie) => cookie.path)).toEqual(["/keystatic", "/api/keystatic"]);
    for (const token of tokens) {
      expect(token).toMatchObject({ value: "ghu_hers", maxAge: 28800, sameSite: "lax" });
      // Keystatic's page reads it from document.cookie to call GitHub: it cannot be HttpOnly (decision 059).
      expect(token.httpOnly).toBeFalsy();
    }
    for (const page of ["/keystatic", "/keystatic/publishing", "/keystatic/branch/main/singleton/fees", "/api/keystatic/github/logout"]) {
      expect(tokens.some((token) => pathMatches(token.path!, page)), page).toBe(true);
    }
    for (const page of ["/", "/fees", "/notices/floods", "/keystatic-old", "/api/push/subscriptions"]) {
      expect(tokens.some((token) => pathMatches(token.path!, page)), page).toBe(false);
    }
    // No cookie with a value at Path=/; the old token and refresh token there are removed.
    expect(cookies.filter((cookie) => cookie.path === "/" && cookie.value)).toEqual([]);
    expect(cookies.filter((cookie) => cookie.path === "/").map((cookie) => [cookie.name, cookie.maxAge])).toEqual([
      [accessTokenCookie, 0],
      ["keystatic-gh-refresh-token", 0],
    ]);
  });

  it("keeps the refresh token and the page to return to to the editor's API, which alone reads them", async () => {
    const cookies = await signIn();
    const refresh = cookies.filter((cookie) => cookie.name === "keystatic-gh-refresh-token" && cookie.value);
    expect(refresh).toHaveLength(1);
    expect(refresh[0]).toMatchObject({ path: "/api/keystatic", httpOnly: true });

    const login = await get(port, "/api/keystatic/github/login?from=branch/main/singleton/fees");
    const returnTo = cookiesSet(login.headers).filter((cookie) => cookie.name.startsWith("ks-"));
    expect(returnTo).toHaveLength(1);
    expect(returnTo[0]).toMatchObject({ value: "branch/main/singleton/fees", path: "/api/keystatic", httpOnly: true });
    // The sign-in state's cookie keeps its own path, the callback's.
    expect(cookiesSet(login.headers).find((cookie) => cookie.name === signInStateCookie)?.path).toBe("/api/keystatic/github/oauth/callback");
    // And the callback, at its path, still sends her back to the page she was on.
    const state = new URL(String(login.headers.location)).searchParams.get("state")!;
    const callback = await get(port, `/api/keystatic/github/oauth/callback?code=hers&state=${state}`, {
      cookie: `${signInStateCookie}=${state}; ks-${state}=branch/main/singleton/fees`,
    });
    expect(callback.headers.location).toBe("/keystatic/branch/main/singleton/fees");
  });

  it("renews the token at the same paths, and signing out removes it at every path", async () => {
    const refresh = await get(port, "/api/keystatic/github/refresh-token", { cookie: `keystatic-gh-refresh-token=${(await signIn()).find((cookie) => cookie.name === "keystatic-gh-refresh-token" && cookie.value)!.value}` }, "POST");
    expect(refresh.status).toBe(200);
    expect(cookiesSet(refresh.headers).filter((cookie) => cookie.name === accessTokenCookie && cookie.value).map((cookie) => cookie.path)).toEqual(["/keystatic", "/api/keystatic"]);

    const signOut = await get(port, "/api/keystatic/github/logout", { cookie: `${accessTokenCookie}=ghu_hers` });
    expect(signOut.status).toBe(307);
    const removed = cookiesSet(signOut.headers).filter((cookie) => cookie.name === accessTokenCookie);
    expect(removed.map((cookie) => [cookie.path, cookie.value, cookie.maxAge])).toEqual([
      ["/keystatic", "", 0],
      ["/api/keystatic", "", 0],
      ["/", "", 0],
    ]);
  });
});
