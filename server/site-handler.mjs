// The production request handler: canonical paths and redirects from the route table,
// prerendered pages and hashed assets through sirv (a kept static-file library), a real
// 404, and the security headers on every response.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";

const securityHeaders = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** Longer addresses are never ours: answer 400 before decoding them. */
const MAX_URL_LENGTH = 2048;


/**
 * What to do with a request path: serve a page, redirect to its canonical spelling, serve a
 * file, or answer 400/404. Pure, so the unit tests can check every case.
 */
export function route(rawUrl, paths, files) {
  if (rawUrl.length > MAX_URL_LENGTH) return { kind: "error", status: 400 };
  const queryStart = rawUrl.indexOf("?");
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const search = queryStart === -1 ? "" : rawUrl.slice(queryStart);
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
  if (path.startsWith("/assets/") || /^\/[\w.-]+\.\w+$/.test(path)) return { kind: "file", pathname: path };
  return { kind: "not-found" };
}

export function createSiteHandler(buildDir) {
  const clientDir = join(buildDir, "client");
  const manifest = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8"));

  // Headers are set before sirv answers, so a 304 Not Modified carries them too: a
  // revalidated page must keep its own Content-Security-Policy.
  const files = sirv(clientDir, { etag: true, brotli: true, gzip: true, extensions: ["html"] });

  function cacheControlFor(pathname) {
    // Every file under /assets/ has a content hash in its name: it never changes.
    return pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600";
  }

  function serveNotFound(req, res) {
    res.setHeader("Content-Security-Policy", manifest.csp[manifest.notFoundFile] ?? manifest.defaultCsp);
    res.setHeader("Cache-Control", "no-cache");
    // sirv always answers 200; the not-found page must answer 404.
    const writeHead = res.writeHead;
    res.writeHead = (status, ...rest) => writeHead.call(res, status === 200 ? 404 : status, ...rest);
    req.url = `/${manifest.notFoundFile}`;
    // Never answer 304 for an unknown address.
    delete req.headers["if-none-match"];
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.end("Not found");
    });
  }

  return function handle(req, res) {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", manifest.defaultCsp);

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method not allowed");
      return;
    }

    const decision = route(req.url ?? "/", manifest.paths, manifest.files);
    switch (decision.kind) {
      case "error":
        res.writeHead(decision.status, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Bad request");
        return;
      case "redirect":
        res.writeHead(301, { Location: decision.location, "Cache-Control": "public, max-age=3600" });
        res.end();
        return;
      case "page":
        res.setHeader("Content-Security-Policy", manifest.csp[decision.file] ?? manifest.defaultCsp);
        // Pages revalidate every time (ETag), so a changed fee shows at once.
        res.setHeader("Cache-Control", "no-cache");
        req.url = `/${decision.file}`;
        files(req, res, () => serveNotFound(req, res));
        return;
      case "file":
        res.setHeader("Cache-Control", cacheControlFor(decision.pathname));
        files(req, res, () => serveNotFound(req, res));
        return;
      default:
        serveNotFound(req, res);
    }
  };
}
