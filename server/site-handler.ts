// The production request handler: canonical paths and redirects from the route table
// (docs/site.md, Routes and redirects), the build's pages and files from memory
// (docs/decisions/012-server-serves-from-memory.md), a real 404 (docs/site.md, Not found), 400
// and 405 (docs/site.md, Errors), and the security headers on every response.
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { noticeOpenedPath, subscriptionsPath } from "../src/features/push/push-address.ts";
import { searchMissPath } from "../src/features/search/search-miss.ts";
import { allNotFoundFiles, maxUrlLength, notFoundFileOf } from "../src/integrations/deploy-rules.ts";
import type { BuiltManifest } from "./built-manifest.ts";
import type { SiteEditor } from "./editor.ts";
import type { OwnedAddresses } from "./push/push-api.ts";
import { loadFileTable, sendFile, type Encoding, type HeaderList } from "./file-table.ts";
import { chooseEncoding } from "./http-negotiation.ts";
import { decodedPath } from "./request-path.ts";
import type { SiteStats } from "./stats/start-stats.ts";

/** What route() decides for a request target. */
export type RouteDecision =
  | { kind: "error"; status: 400 }
  | { kind: "redirect"; location: string }
  | { kind: "page"; path: string; file: string | undefined }
  | { kind: "file"; pathname: string }
  | { kind: "not-found"; path: string };

/** A not-found page's answers, one per encoding it was built in. */
interface NotFoundAnswers {
  encodings: Encoding[];
  answers: Partial<Record<Encoding | "identity", { body: Buffer; headers: HeaderList }>>;
}

/** `GET http://host/path HTTP/1.1` (absolute form, which HTTP/1.1 servers must accept) → `/path`. */
const absoluteForm = /^https?:\/\/[^/?#]+/i;

/**
 * What to do with a request target: serve a page, redirect to its canonical spelling, serve a
 * file of the build (`isFile(path)`), or answer 400/404. Pure, so the unit tests can check
 * every case. The path is decoded once, never twice: `%252e` is the name `%2e`, not `.`.
 */
export function route(
  rawUrl: string,
  paths: Readonly<Record<string, string>>,
  files: Readonly<Record<string, string>>,
  isFile: (path: string) => boolean = () => false,
): RouteDecision {
  // Longer addresses are never ours (the nginx block refuses the same, from the same constant):
  // answer 400 before decoding them.
  if (rawUrl.length > maxUrlLength) return { kind: "error", status: 400 };
  const target = absoluteForm.test(rawUrl) ? rawUrl.replace(absoluteForm, "").replace(/^(?!\/)/, "/") : rawUrl;
  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const search = queryStart === -1 ? "" : target.slice(queryStart);
  if (!rawPath.startsWith("/")) return { kind: "error", status: 400 };
  const path = decodedPath(rawPath);
  if (path === undefined) return { kind: "error", status: 400 };

  const bare = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  const canonical = paths[bare.toLowerCase()];
  if (canonical !== undefined) {
    if (canonical !== path) return { kind: "redirect", location: encodeURI(canonical) + search };
    return { kind: "page", path: canonical, file: files[canonical] };
  }
  if (isFile(path)) return { kind: "file", pathname: path };
  return { kind: "not-found", path };
}

/** A header object as the flat name/value list `writeHead` takes. */
function flat(headers: Readonly<Record<string, string>>): HeaderList {
  return Object.entries(headers).flat();
}

/**
 * `editor`: the web admin's editor when the Node server runs it (server/editor.ts), `push`: the
 * address that keeps parents' push subscriptions when push is on (server/push/push-api.ts), and
 * `stats`: the counting of reads and the addresses of failed searches and of notices opened when counting is on
 * (server/stats/start-stats.ts). Each answers every method on the addresses it owns; without it
 * those addresses are unknown like any other (404).
 */
export function createSiteHandler(
  buildDir: string,
  { editor, push, stats }: { editor?: SiteEditor | undefined; push?: OwnedAddresses | undefined; stats?: SiteStats | undefined } = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const manifest = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8")) as BuiltManifest;
  // The build writes the headers and cache lifetimes every way of serving the site sends
  // (src/integrations/deploy-rules.ts); an older build without them must be built again.
  const { securityHeaders, cacheControl } = manifest;
  if (!securityHeaders || !cacheControl) throw new Error(`${join(buildDir, "site-manifest.json")} has no securityHeaders or cacheControl: run npm run build again`);
  const secure = flat(securityHeaders);
  const withPolicy = (csp: string): HeaderList => [...secure, "Content-Security-Policy", csp];
  const table = loadFileTable(
    join(buildDir, "client"),
    (pathname) => withPolicy(manifest.csp[pathname.slice(1)] ?? manifest.defaultCsp),
    cacheControl,
    manifest.revalidatedFiles ?? [],
    manifest.contentTypes,
  );

  // The not-found pages (the site's, and the Kiswahili one for the addresses under /sw/: docs/decisions/068)
  // are never files of their own: `/404.html` and `/sw/404.html` answer 404 like any unknown address.
  const notFoundFiles = allNotFoundFiles(manifest);
  const notFoundPaths = new Set(notFoundFiles.map((file) => `/${file}`));
  const isFile = (path: string) => !notFoundPaths.has(path) && table.has(path);

  /** A not-found page's answers, one per encoding: no ETag (never revalidated), no Range. */
  const notFoundAnswersOf = (file: string): NotFoundAnswers | undefined => {
    const page = table.get(`/${file}`);
    if (!page) return undefined;
    const answers: NotFoundAnswers["answers"] = {};
    for (const encoding of ["identity", ...page.encodings] as const) {
      const variant = page[encoding];
      if (!variant) continue;
      const { body } = variant;
      answers[encoding] = {
        body,
        headers: [
          ...withPolicy(manifest.csp[file] ?? manifest.defaultCsp),
          "Content-Type",
          page.contentType,
          "Cache-Control",
          cacheControl.page,
          ...(page.vary ? ["Vary", "Accept-Encoding"] : []),
          ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
          "Content-Length",
          String(body.length),
        ],
      };
    }
    return { encodings: page.encodings, answers };
  };
  const notFoundPages = new Map(notFoundFiles.map((file) => [file, notFoundAnswersOf(file)]));

  function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string, extra: HeaderList = []): void {
    const body = Buffer.from(text);
    res.writeHead(status, [...withPolicy(manifest.defaultCsp), "Content-Type", "text/plain; charset=utf-8", "Content-Length", String(body.length), ...extra]);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  // Status never depends on Range, If-None-Match or Accept-Encoding: they only pick which bytes
  // of the not-found page are sent (all of them, in the accepted encoding). The page is the one
  // of the address's language: `path` as route() decoded it, else the request's own path.
  function sendNotFound(req: IncomingMessage, res: ServerResponse, path?: string): void {
    const rawPath = (req.url ?? "/").split("?")[0] ?? "/";
    const notFoundPage = notFoundPages.get(notFoundFileOf(path ?? decodedPath(rawPath) ?? rawPath, manifest));
    const answer = notFoundPage?.answers[chooseEncoding(req.headers["accept-encoding"], notFoundPage.encodings) ?? "identity"];
    if (!answer) return sendText(req, res, 404, "Not found");
    res.writeHead(404, answer.headers);
    res.end(req.method === "HEAD" ? undefined : answer.body);
  }

  return function handle(req: IncomingMessage, res: ServerResponse): void {
    for (const part of [editor, push, stats?.searchMisses, stats?.noticeOpens]) {
      if (part?.owns(req.url ?? "/")) {
        part.handle(req, res, () => sendNotFound(req, res));
        return;
      }
    }
    // Push off: its address is unknown whatever the method asked, not a page that refuses a POST.
    // Counting off: the same for the addresses of failed searches and of notices opened.
    const pathname = (req.url ?? "/").split("?")[0];
    if ((!push && pathname === subscriptionsPath) || (!stats && (pathname === searchMissPath || pathname === noticeOpenedPath))) {
      sendNotFound(req, res);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      sendText(req, res, 405, "Method not allowed", ["Allow", "GET, HEAD"]);
      return;
    }
    const decision = route(req.url ?? "/", manifest.paths, manifest.files, isFile);
    switch (decision.kind) {
      case "error":
        sendText(req, res, decision.status, "Bad request");
        return;
      case "redirect":
        res.writeHead(301, [...withPolicy(manifest.defaultCsp), "Location", decision.location, "Cache-Control", cacheControl.other, "Content-Length", "0"]);
        res.end();
        return;
      case "page":
      case "file": {
        const file = table.get(decision.kind === "page" ? `/${decision.file}` : decision.pathname);
        if (!file) return sendNotFound(req, res);
        sendFile(req, res, file);
        // A page answered (200, or 304 to a revalidation) may be a read: counted after the answer is on its way.
        if (decision.kind === "page") stats?.recorder.countRead(req, decision.path, res.statusCode);
        return;
      }
      default:
        sendNotFound(req, res, decision.path);
    }
  };
}
