// The production request handler: canonical paths and redirects from the route table
// (docs/site.md, Routes and redirects), the build's pages and files from memory
// (docs/decisions/012-server-serves-from-memory.md), a real 404 (docs/site.md, Not found), 400
// and 405 (docs/site.md, Errors), and the security headers on every response.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadFileTable, sendFile } from "./file-table.mjs";
import { chooseEncoding } from "./http-negotiation.mjs";


/** Longer addresses are never ours: answer 400 before decoding them. */
const MAX_URL_LENGTH = 2048;

/** `GET http://host/path HTTP/1.1` (absolute form, which HTTP/1.1 servers must accept) → `/path`. */
const absoluteForm = /^https?:\/\/[^/?#]+/i;

/**
 * What to do with a request target: serve a page, redirect to its canonical spelling, serve a
 * file of the build (`isFile(path)`), or answer 400/404. Pure, so the unit tests can check
 * every case. The path is decoded once, never twice: `%252e` is the name `%2e`, not `.`.
 */
export function route(rawUrl, paths, files, isFile = () => false) {
  if (rawUrl.length > MAX_URL_LENGTH) return { kind: "error", status: 400 };
  const target = absoluteForm.test(rawUrl) ? rawUrl.replace(absoluteForm, "").replace(/^(?!\/)/, "/") : rawUrl;
  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const search = queryStart === -1 ? "" : target.slice(queryStart);
  if (!rawPath.startsWith("/")) return { kind: "error", status: 400 };
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: "error", status: 400 };
  }
  if (path.includes("\0") || path.includes("\\") || /(^|\/)\.\.?(\/|$)/.test(path)) return { kind: "error", status: 400 };

  const bare = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  const canonical = paths[bare.toLowerCase()];
  if (canonical !== undefined) {
    if (canonical !== path) return { kind: "redirect", location: encodeURI(canonical) + search };
    return { kind: "page", path: canonical, file: files[canonical] };
  }
  if (isFile(path)) return { kind: "file", pathname: path };
  return { kind: "not-found" };
}

/** A header object as the flat name/value list `writeHead` takes. */
function flat(headers) {
  return Object.entries(headers).flat();
}

/**
 * `editor`: the web admin's editor when the Node server runs it (server/editor.mjs), which answers
 * every method on the addresses it owns; without it those addresses are unknown like any other (404).
 */
export function createSiteHandler(buildDir, { editor } = {}) {
  const manifest = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8"));
  // The build writes the headers and cache lifetimes every way of serving the site sends
  // (src/integrations/deploy-rules.ts); an older build without them must be built again.
  const { securityHeaders, cacheControl } = manifest;
  if (!securityHeaders || !cacheControl) throw new Error(`${join(buildDir, "site-manifest.json")} has no securityHeaders or cacheControl: run npm run build again`);
  const secure = flat(securityHeaders);
  const withPolicy = (csp) => [...secure, "Content-Security-Policy", csp];
  const table = loadFileTable(
    join(buildDir, "client"),
    (pathname) => withPolicy(manifest.csp[pathname.slice(1)] ?? manifest.defaultCsp),
    cacheControl,
    manifest.revalidatedFiles ?? [],
    manifest.contentTypes,
  );

  // The not-found page is never a file of its own: `/404.html` answers 404 like any unknown address.
  const notFoundPath = `/${manifest.notFoundFile}`;
  const notFoundPage = table.get(notFoundPath);
  const isFile = (path) => path !== notFoundPath && table.has(path);

  /** The not-found page's answers, one per encoding: no ETag (never revalidated), no Range. */
  const notFoundAnswers = {};
  if (notFoundPage) {
    for (const encoding of ["identity", ...notFoundPage.encodings]) {
      const { body } = notFoundPage[encoding];
      notFoundAnswers[encoding] = {
        body,
        headers: [
          ...withPolicy(manifest.csp[manifest.notFoundFile] ?? manifest.defaultCsp),
          "Content-Type",
          notFoundPage.contentType,
          "Cache-Control",
          cacheControl.page,
          ...(notFoundPage.vary ? ["Vary", "Accept-Encoding"] : []),
          ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
          "Content-Length",
          String(body.length),
        ],
      };
    }
  }

  function sendText(req, res, status, text, extra = []) {
    const body = Buffer.from(text);
    res.writeHead(status, [...withPolicy(manifest.defaultCsp), "Content-Type", "text/plain; charset=utf-8", "Content-Length", String(body.length), ...extra]);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  // Status never depends on Range, If-None-Match or Accept-Encoding: they only pick which bytes
  // of the not-found page are sent (all of them, in the accepted encoding).
  function sendNotFound(req, res) {
    if (!notFoundPage) return sendText(req, res, 404, "Not found");
    const encoding = chooseEncoding(req.headers["accept-encoding"], notFoundPage.encodings);
    const answer = notFoundAnswers[encoding ?? "identity"];
    res.writeHead(404, answer.headers);
    res.end(req.method === "HEAD" ? undefined : answer.body);
  }

  return function handle(req, res) {
    if (editor?.owns(req.url ?? "/")) {
      editor.handle(req, res, () => sendNotFound(req, res));
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
        if (file) sendFile(req, res, file);
        else sendNotFound(req, res);
        return;
      }
      default:
        sendNotFound(req, res);
    }
  };
}
