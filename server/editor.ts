// The web admin's editor on the Node server: Keystatic in GitHub mode, built by `npm run
// build:admin` into build/admin (astro.admin.config.ts), on only when the four variables of the
// school's GitHub App are set (README, Editing on the school's server (GitHub); docs/decisions/035).
// Each save is then a commit by the signed-in GitHub account; nothing on the server is written.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { editorManifestFile, type EditorManifest } from "../src/admin/editor-build/editor-manifest.ts";
import { schoolFiguresLocal, type SchoolFigures } from "../src/admin/reads/school-figures.ts";
import { keepCookiesToEditor } from "./editor-cookies.ts";
import { loadFileTable, sendFile } from "./file-table.ts";
import { decodedPath } from "./request-path.ts";
import { guardSignIn } from "./sign-in-state.ts";
import { NoFigures, statsReport } from "./stats/stats-report.ts";
import type { BuiltManifest } from "./built-manifest.ts";

/** The editor as the site handler takes it: the addresses it owns, and how it answers them. */
export interface SiteEditor {
  owns(url: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse, notFound: () => void): void;
}

/** The admin build's request handler (@astrojs/node in middleware mode, build/admin/server/entry.mjs); `locals` become the pages' Astro.locals. */
type AdminHandler = (req: IncomingMessage, res: ServerResponse, next: () => void, locals?: object) => unknown;

/**
 * The school's figures for the editor's pages (What parents read, the Publishing list;
 * docs/decisions/062), read from STATS_DATABASE at each request (read-only, a few small queries):
 * the editor runs in the server's process, and its pages may not import the server.
 */
const schoolFigures: SchoolFigures = {
  report(days) {
    try {
      return { report: statsReport({ days }) };
    } catch (error) {
      if (error instanceof NoFigures) return { off: error.message };
      console.error(`The school's figures could not be read: ${messageOf(error)}`);
      return { off: "the figures could not be read just now (the server's log says why)." };
    }
  },
};

/** The environment the editor's variables are read from (process.env, or a test's own). */
type Environment = Readonly<Record<string, string | undefined>>;

/** The GitHub App's variables: all four turn the editor on. */
export const editorVariables: readonly string[] = ["KEYSTATIC_GITHUB_CLIENT_ID", "KEYSTATIC_GITHUB_CLIENT_SECRET", "KEYSTATIC_SECRET", "PUBLIC_KEYSTATIC_GITHUB_REPO"];

/** Which of the variables `env` sets and which it lacks. */
export function editorVariablesIn(env: Environment): { set: string[]; missing: string[] } {
  return { set: editorVariables.filter((name) => env[name]), missing: editorVariables.filter((name) => !env[name]) };
}

/** The addresses the editor owns, as sent: /keystatic, everything under it (its page and its files) and its API. */
export function isEditorPath(url: string): boolean {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return path === "/keystatic" || path.startsWith("/keystatic/") || path === "/api/keystatic" || path.startsWith("/api/keystatic/");
}

/**
 * What the editor's answers carry besides the site's security headers. Its page loads Keystatic's
 * own scripts and styles and talks to GitHub, so the site's script policy is not sent; it is never
 * framed, and nothing it answers is kept by a cache (its API sets the sign-in cookies).
 */
const editorPolicy = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/** The admin build's record of itself (src/admin/editor-build/editor-build.ts): an error unless it commits to `repo`. */
export function checkEditorBuild(adminDir: string, repo: string): EditorManifest {
  const file = join(adminDir, editorManifestFile);
  if (!existsSync(file)) throw new Error(`${adminDir} has no admin build: run npm run build:admin`);
  // Read as it may be: a record written by another version, or by hand, can say anything.
  const manifest = JSON.parse(readFileSync(file, "utf8")) as { storage?: unknown; repo?: unknown };
  // Local mode writes the server's own files with no sign-in: never served, whatever the build says.
  if (manifest.storage !== "github") throw new Error(`${file}: the editor stores to ${manifest.storage}, not GitHub; only GitHub mode is served`);
  if (manifest.repo !== repo) throw new Error(`${file}: built for ${manifest.repo}, but PUBLIC_KEYSTATIC_GITHUB_REPO is ${repo}: run npm run build:admin`);
  return { storage: "github", repo };
}

/** What was thrown, in words: an Error's message, or the thing itself. */
function messageOf(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".mjs"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Loads the admin build in `adminDir` (checked with checkEditorBuild) and returns the editor the
 * site handler takes: `owns(url)` and `handle(req, res, notFound)`. `site` is the public build's
 * manifest, for its security headers and cache lifetimes.
 */
export async function loadEditor(adminDir: string, repo: string, site: Pick<Required<BuiltManifest>, "securityHeaders" | "cacheControl">): Promise<SiteEditor> {
  checkEditorBuild(adminDir, repo);
  // Keystatic marks its sign-in cookies Secure in production (the server sits behind TLS).
  process.env.NODE_ENV ??= "production";
  const { handler } = (await import(pathToFileURL(join(adminDir, "server", "entry.mjs")).href)) as { handler: AdminHandler };
  // Every module of the admin build is loaded now, not at its first request: a later build:admin
  // replacing the files on disk cannot break the editor this process serves (it keeps the one it
  // loaded). All of server/, since where the routes' code lies changes with Astro (its pages/
  // folder in Astro 5, its chunks/ folder in Astro 7).
  for (const file of modulesUnder(join(adminDir, "server"))) await import(pathToFileURL(file).href);

  const headers = Object.entries({ ...site.securityHeaders, "Content-Security-Policy": editorPolicy }).flat();
  // Every file of its own is under /keystatic/assets/ with a content hash in its name.
  const files = loadFileTable(join(adminDir, "client"), () => headers, { ...site.cacheControl, other: site.cacheControl.hashedAsset });

  return {
    owns: isEditorPath,
    handle(req, res, notFound) {
      const rawPath = (req.url ?? "/").split("?")[0] ?? "/";
      const file = (req.method === "GET" || req.method === "HEAD") && files.get(rawPath);
      if (file) {
        sendFile(req, res, file);
        return;
      }
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i] as string, headers[i + 1] as string);
      res.setHeader("Cache-Control", "no-store");
      // Astro's router resolves dot segments, so /keystatic/../api/keystatic/… would reach the API
      // while the checks here read another path: refused, as the static server refuses them.
      if (decodedPath(rawPath) === undefined) {
        res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
        res.end(req.method === "HEAD" ? undefined : "Bad request");
        return;
      }
      // Keystatic's sign-in cookies go to the editor's own addresses, not the whole site (decision 059).
      keepCookiesToEditor(res);
      if (guardSignIn(req, res)) return;
      Promise.resolve(handler(req, res, notFound, { [schoolFiguresLocal]: schoolFigures })).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Server error");
      });
    },
  };
}

/**
 * The editor for `npm start`, or undefined when it stays off: no variable set (the usual public
 * server), some but not all (said, naming the missing ones), or no admin build that can be made.
 * A missing admin build, or one made for another repository, is built first, as start.ts builds
 * a missing public build; if that fails the public site is served all the same, without the editor.
 */
export async function startEditor(buildDir: string, env: Environment): Promise<SiteEditor | undefined> {
  const { set, missing } = editorVariablesIn(env);
  if (set.length === 0) return undefined;
  if (missing.length > 0) {
    console.warn(`The web admin's editor is off: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set (README, Editing on the school's server).`);
    return undefined;
  }
  const adminDir = join(buildDir, "admin");
  // Set, with the other three: checked just above.
  const repo = env.PUBLIC_KEYSTATIC_GITHUB_REPO as string;
  try {
    checkEditorBuild(adminDir, repo);
  } catch (reason) {
    console.log(`${messageOf(reason)}. Building the editor (about a minute)…`);
    const result = spawnSync("npm", ["run", "build:admin"], { stdio: "inherit", env: { ...env, BUILD_DIR: buildDir } });
    if (result.status !== 0) {
      console.error("The web admin's editor is off: its build failed (above). The public site is served as before.");
      return undefined;
    }
  }
  try {
    const site = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8")) as Required<BuiltManifest>;
    const editor = await loadEditor(adminDir, repo, site);
    console.log(`The web admin's editor is at /keystatic: each save is a commit to github.com/${repo}`);
    return editor;
  } catch (error) {
    console.error(`The web admin's editor is off: ${messageOf(error)}`);
    return undefined;
  }
}
