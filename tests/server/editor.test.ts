/**
 * The web admin's editor on the Node server, built and served as a deploy would: `npm run
 * build:admin` for a placeholder repository, then `node server/start.ts` with placeholder GitHub
 * App variables (README, Editing on the school's server (GitHub)). Signing in sends the browser to
 * GitHub's OAuth address with the app's client id; no request leaves this machine. The editor's
 * build takes about a minute; `npm run test:server` runs it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import { parseSetCookie } from "cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { get } from "../../server/test-support/get.ts";
import { placeholderEditorVariables as placeholders } from "../../server/test-support/editor-variables.ts";
import { writeSmallBuild } from "../../server/test-support/small-build.ts";
import { site } from "../../src/config/site";
import { securityHeaders } from "../../src/integrations/deploy-rules";
import { filesUnder } from "../../src/integrations/files-under";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Every file of a folder and its bytes. */
function snapshot(dir: string): Map<string, string> {
  return new Map(filesUnder(dir).map((file) => [file, readFileSync(file).toString("base64")]));
}

describe("the editor on the Node server, with placeholder GitHub App variables", () => {
  // Inside the repository, as a deploy has it: the editor's code imports the installed packages.
  const parent = resolve(root, "build-editor-test");
  let buildDir: string;
  let server: ChildProcess;
  let port: number;
  let log = "";

  beforeAll(async () => {
    mkdirSync(parent, { recursive: true });
    buildDir = writeSmallBuild({}, parent);
    const build = spawnSync(process.execPath, ["scripts/build-admin.ts"], { cwd: root, env: { ...process.env, ...placeholders, BUILD_DIR: buildDir }, encoding: "utf8" });
    if (build.status !== 0) throw new Error(`npm run build:admin failed:\n${build.stdout}\n${build.stderr}`);
    port = await freePort();
    server = spawn(process.execPath, ["server/start.ts"], { cwd: root, env: { ...process.env, ...placeholders, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "pipe", "pipe"] });
    server.stderr!.on("data", (chunk) => (log += chunk));
    await new Promise<void>((done, fail) => {
      server.stdout!.on("data", (chunk) => {
        log += chunk;
        if (log.includes("Serving")) done();
      });
      server.once("exit", () => fail(new Error(`the server stopped:\n${log}`)));
    });
  }, 300_000);

  afterAll(() => {
    server?.kill("SIGKILL");
    rmSync(parent, { recursive: true, force: true });
  });

  it("says the editor is on, and for which repository", () => {
    expect(log).toContain("each save is a commit to github.com/school/website");
  });

  it("sends the sign-in to GitHub's OAuth address with the app's client id, and back to the site's own address", async () => {
    const signIn = await get(port, "/api/keystatic/github/login");
    expect(signIn.status).toBe(307);
    const location = String(signIn.headers["location"]);
    expect(location.startsWith("https://github.com/login/oauth/authorize?")).toBe(true);
    expect(new URL(location).searchParams.get("client_id")).toBe(placeholders.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(signIn.headers["cache-control"]).toBe("no-store");

    // The callback GitHub is told is the address the browser used: this computer's over http, and
    // behind the TLS proxy (README) the site's own or an admin host's, over https.
    const callback = (location: unknown) => new URL(String(location)).searchParams.get("redirect_uri");
    expect(callback(signIn.headers["location"])).toBe(`http://127.0.0.1:${port}/api/keystatic/github/oauth/callback`);
    for (const origin of [site.siteOrigin, "https://admin.school.example"]) {
      const proxied = await get(port, "/api/keystatic/github/login", { host: new URL(origin).host, "x-forwarded-proto": "https" });
      expect(callback(proxied.headers["location"]), origin).toBe(`${origin}/api/keystatic/github/oauth/callback`);
    }
  });

  it("checks the sign-in's state: login sets it in a cookie and sends GitHub the same; a callback without it is refused (400) and signs nobody in", async () => {
    const signIn = await get(port, "/api/keystatic/github/login");
    const state = new URL(String(signIn.headers["location"])).searchParams.get("state");
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    const stateCookie = (signIn.headers["set-cookie"] ?? []).find((line) => line.startsWith("keystatic-sign-in-state="));
    expect(stateCookie).toMatch(new RegExp(`^keystatic-sign-in-state=${state};.*HttpOnly`));

    for (const [query, cookie] of [
      ["code=someone", `keystatic-sign-in-state=${state}`],
      [`code=someone&state=${"1".repeat(64)}`, `keystatic-sign-in-state=${state}`],
      [`code=someone&state=${state}`, ""],
    ]) {
      const callback = await get(port, `/api/keystatic/github/oauth/callback?${query}`, cookie ? { cookie } : {});
      expect(callback.status, query).toBe(400);
      expect(callback.body.toString(), query).toContain("Sign-in refused");
      expect(String(callback.headers["set-cookie"] ?? ""), query).not.toContain("keystatic-gh-access-token");
    }
  });

  it("refuses a path with dot segments, as the static server does, so none reaches the sign-in callback unchecked (..; %2e%2e; %2E%2E; mixed)", async () => {
    const signIn = await get(port, "/api/keystatic/github/login");
    const state = new URL(String(signIn.headers["location"])).searchParams.get("state");
    for (const dots of ["..", "%2e%2e", "%2E%2E", ".%2E", "%2e."]) {
      for (const path of [`/keystatic/${dots}/api/keystatic/github/oauth/callback?code=someone&state=${state}`, `/api/keystatic/${dots}/keystatic/github/oauth/callback?code=someone`]) {
        const answer = await get(port, path, { cookie: `keystatic-sign-in-state=${state}` });
        expect(answer.status, path).toBe(400);
        expect(String(answer.headers["set-cookie"] ?? ""), path).not.toContain("keystatic-gh-access-token");
      }
    }
  });

  it("keeps Keystatic's sign-in cookies to the editor's addresses: signing out removes the GitHub token at /keystatic and /api/keystatic, and the old one at /", async () => {
    const signOut = await get(port, "/api/keystatic/github/logout");
    expect(signOut.status).toBe(307);
    const paths = (name: string) =>
      (signOut.headers["set-cookie"] ?? [])
        .map((line) => parseSetCookie(line))
        .filter((cookie) => cookie.name === name)
        .map((cookie) => [cookie.path, cookie.maxAge]);
    expect(paths("keystatic-gh-access-token")).toEqual([
      ["/keystatic", 0],
      ["/api/keystatic", 0],
      ["/", 0],
    ]);
    expect(paths("keystatic-gh-refresh-token")).toEqual([
      ["/api/keystatic", 0],
      ["/", 0],
    ]);
  });

  it("serves the editor's page and its code, with the site's security headers", async () => {
    const page = await get(port, "/keystatic");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    for (const [name, value] of Object.entries(securityHeaders)) expect(page.headers[name.toLowerCase()], name).toBe(value);
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const script = /component-url="(\/keystatic\/assets\/[^"]+\.js)"/.exec(page.body.toString())?.[1];
    expect(script).toBeDefined();
    const code = await get(port, script!, { "accept-encoding": "br" });
    expect(code.status).toBe(200);
    expect(code.headers["content-encoding"]).toBe("br");
    expect(code.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(code.body).toString()).toContain("github");
  });

  it("serves the editor's page inside the editor's shell, with a language and a title, and no local Publish page", async () => {
    const page = (await get(port, "/keystatic")).body.toString();
    expect(page).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(page).toContain("<title>School website editor</title>");
    // /keystatic/publish is npm run admin's alone: here it is Keystatic's own screen, which says it has no such page.
    const publish = await get(port, "/keystatic/publish");
    expect(publish.body.toString()).toContain('component-url="/keystatic/assets/');
    expect(publish.body.toString()).not.toContain('name="token"');
    expect((await get(port, "/keystatic/publish/state")).body.toString()).not.toContain("not yet published");
  });

  it("lets the editor's API take a POST, which the site's pages refuse (405)", async () => {
    // Keystatic's own answer without a sign-in cookie, not the server's refusal of the method.
    const refresh = await get(port, "/api/keystatic/github/refresh-token", { origin: `http://127.0.0.1:${port}` }, "POST");
    expect(refresh.status).toBe(401);
    expect(refresh.body.toString()).toBe("Authorization failed");
    expect((await get(port, "/fees", {}, "POST")).status).toBe(405);
  });

  it("still serves the public site beside it, and 404 for any other address", async () => {
    expect((await get(port, "/fees")).status).toBe(200);
    const unknown = await get(port, "/keystatic-old");
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toContain("<h1>Page Not Found</h1>");
  });

  it("records GitHub mode and the repository, and a failed rebuild leaves the built editor as it was", { timeout: 120_000 }, () => {
    const adminDir = join(buildDir, "admin");
    expect(JSON.parse(readFileSync(join(adminDir, "admin-manifest.json"), "utf8"))).toEqual({ storage: "github", repo: "school/website" });
    const before = snapshot(adminDir);
    const failed = spawnSync(process.execPath, ["scripts/build-admin.ts"], { cwd: root, env: { ...process.env, ...placeholders, PUBLIC_KEYSTATIC_GITHUB_REPO: "", BUILD_DIR: buildDir }, encoding: "utf8" });
    expect(failed.status).not.toBe(0);
    expect(snapshot(adminDir)).toEqual(before);
  });
});
