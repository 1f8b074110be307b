// The GitHub sign-in's `state` (server/sign-in-state.ts), around Keystatic 0.6.9's own API handler,
// its answers written as Astro's Node adapter writes them. GitHub's token exchange is a stand-in
// fetch: nothing leaves this machine. The same checks against the built editor on the Node server:
// tests/server/editor.test.ts.
import type { IncomingHttpHeaders } from "node:http";
import { parseSetCookie } from "cookie";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { get } from "./test-support/get.ts";
import { startKeystaticApi } from "./test-support/keystatic-api.ts";
import { guardSignIn, keystaticRoute, signInStateCookie } from "./sign-in-state.ts";

/** GitHub's answer to the code exchange: a token for whoever's code it was. */
const tokenExchange = vi.fn(async () =>
  Response.json({ access_token: "ghu_someone", expires_in: 28800, refresh_token: "ghr_someone", refresh_token_expires_in: 15811200, scope: "", token_type: "bearer" }),
);

/** The cookies an answer sets, by name. */
function cookiesSet(headers: IncomingHttpHeaders): Map<string, ReturnType<typeof parseSetCookie>> {
  return new Map((headers["set-cookie"] ?? []).map((line) => [parseSetCookie(line).name, parseSetCookie(line)]));
}

describe("the GitHub sign-in's state", () => {
  let api: Awaited<ReturnType<typeof startKeystaticApi>>;
  let port: number;

  beforeAll(async () => {
    vi.stubGlobal("fetch", tokenExchange);
    api = await startKeystaticApi(guardSignIn);
    port = api.port;
  });
  afterEach(() => tokenExchange.mockClear());
  afterAll(async () => {
    vi.unstubAllGlobals();
    await api.stop();
  });

  /** Starts a sign-in: the state GitHub is sent and the state cookie. */
  async function signIn(path = "/api/keystatic/github/login") {
    const answer = await get(port, path);
    expect(answer.status).toBe(307);
    const location = new URL(String(answer.headers.location));
    return { location, cookies: cookiesSet(answer.headers), state: location.searchParams.get("state") };
  }

  it("sends GitHub a random state and keeps the same in a cookie only the callback receives", async () => {
    const first = await signIn();
    expect(`${first.location.origin}${first.location.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(first.state).toMatch(/^[0-9a-f]{64}$/);
    const cookie = first.cookies.get(signInStateCookie);
    expect(cookie).toMatchObject({ value: first.state, path: "/api/keystatic/github/oauth/callback", httpOnly: true, sameSite: "lax" });
    expect(cookie?.maxAge).toBeGreaterThan(0);
    expect((await signIn()).state).not.toBe(first.state);
  });

  it("keeps Keystatic's own state when it made one, so she lands back on the page she was on", async () => {
    const { state, cookies } = await signIn("/api/keystatic/github/login?from=branch/main/singleton/fees");
    expect(state).toMatch(/^[0-9a-f]{20}$/);
    expect(cookies.get(`ks-${state}`)?.value).toBe("branch/main/singleton/fees");
    expect(cookies.get(signInStateCookie)?.value).toBe(state);
  });

  it("refuses a callback with no state, another state, or no state cookie: 400, and nobody is signed in", async () => {
    const { state } = await signIn();
    const cases: [string, string][] = [
      ["/api/keystatic/github/oauth/callback?code=someone", `${signInStateCookie}=${state}`],
      [`/api/keystatic/github/oauth/callback?code=someone&state=${"0".repeat(64)}`, `${signInStateCookie}=${state}`],
      [`/api/keystatic/github/oauth/callback?code=someone&state=${state}`, ""],
      [`/api/keystatic/github/oauth/callback?code=someone&state=`, `${signInStateCookie}=`],
      // Keystatic reads its route with empty segments dropped and each one decoded: these are the callback too.
      ["/api/keystatic//github/oauth%2Fcallback/?code=someone", `${signInStateCookie}=${state}`],
      ["/api/keystatic/github/oauth/callback%ZZ?code=someone", `${signInStateCookie}=${state}`],
    ];
    for (const [path, cookie] of cases) {
      const answer = await get(port, path, cookie ? { cookie } : {});
      expect(answer.status, path).toBe(400);
      expect(answer.body.toString(), path).toContain("Sign-in refused");
      expect(cookiesSet(answer.headers).has("keystatic-gh-access-token"), path).toBe(false);
      expect(cookiesSet(answer.headers).get(signInStateCookie)?.maxAge, path).toBe(0);
    }
    expect(tokenExchange).not.toHaveBeenCalled();
  });

  it("hands a callback with the state its sign-in started with to Keystatic, which signs her in, and the state is used up", async () => {
    const { state } = await signIn();
    const answer = await get(port, `/api/keystatic/github/oauth/callback?code=hers&state=${state}`, { cookie: `${signInStateCookie}=${state}` });
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe("/keystatic");
    expect(tokenExchange).toHaveBeenCalledOnce();
    const cookies = cookiesSet(answer.headers);
    expect(cookies.get("keystatic-gh-access-token")?.value).toBe("ghu_someone");
    expect(cookies.get(signInStateCookie)?.maxAge).toBe(0);
  });

  it("checks the callback reached through dot segments, as the router resolves them (/keystatic/../api/…, %2e%2e, %2E%2E and mixed): 400, nobody signed in", async () => {
    const { state } = await signIn();
    for (const dots of ["..", "%2e%2e", "%2E%2E", ".%2E", "%2e.", "%2E%2e"]) {
      for (const path of [`/keystatic/${dots}/api/keystatic/github/oauth/callback?code=someone`, `/x/${dots}/api/keystatic/github/oauth/callback?code=someone&state=${"0".repeat(64)}`]) {
        const answer = await get(port, path, { cookie: `${signInStateCookie}=${state}` });
        expect(answer.status, path).toBe(400);
        expect(answer.body.toString(), path).toContain("Sign-in refused");
        expect(cookiesSet(answer.headers).has("keystatic-gh-access-token"), path).toBe(false);
      }
    }
    expect(tokenExchange).not.toHaveBeenCalled();
  });

  it("leaves Keystatic's other routes as they are", async () => {
    const answer = await get(port, "/api/keystatic/github/refresh-token");
    expect(answer.status).toBe(401);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(keystaticRoute("/api/keystatic/github/oauth/callback?code=x")).toBe("github/oauth/callback");
    expect(keystaticRoute("/api/keystatic/tree")).toBe("tree");
  });
});
