/**
 * Runs once React Router has prerendered every page (react-router.config.ts `buildEnd`):
 * writes what the production server needs to know about the site, and precompresses the
 * output so the server never compresses on the fly.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { routeIds, routeTable, type RouteEntry } from "../app/config/route-table";
import { site } from "../app/config/site";
import { pathIndex } from "../app/lib/canonical-path";
import { notFoundPrerenderPath } from "../app/lib/prerender-paths";

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|map)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The script hashes of every inline <script> in a prerendered page, for its Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes].sort();
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The hosts SPEC.md allows to be framed: the map and the results dashboards. */
export function frameOrigins(): string[] {
  return [...new Set([originOf(site.maps.embedUrl), ...site.dashboards.map((d) => originOf(d.embedUrl))])];
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const dashboards = [...new Set(site.dashboards.map((d) => originOf(d.embedUrl)))];
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // React sets style attributes (a card's focal point); no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The results page checks that a dashboard host answers before it waits on the frame.
    `connect-src 'self' ${dashboards.join(" ")}`,
    `frame-src ${frameOrigins().join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** sitemap.xml for search engines: every listed page at its canonical address. */
export function sitemapXml(): string {
  const urls = routeIds
    .map((id): RouteEntry => routeTable[id])
    .filter((entry) => !entry.unlisted)
    .map((entry) => `  <url><loc>${site.siteOrigin}${entry.path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  const unlisted = routeIds.map((id): RouteEntry => routeTable[id]).filter((entry) => entry.unlisted);
  return ["User-agent: *", "Allow: /", ...unlisted.map((e) => `Disallow: ${e.path}`), `Sitemap: ${site.siteOrigin}/sitemap.xml`, ""].join("\n");
}

export interface SiteManifest {
  /** Lower-cased spelling → canonical path (routes, aliases). */
  paths: Record<string, string>;
  /** Build-relative HTML file → its Content-Security-Policy. */
  csp: Record<string, string>;
  /** The CSP for everything that is not a page. */
  defaultCsp: string;
  /** The prerendered not-found page, sent with status 404. */
  notFoundFile: string;
  /** Canonical page path → its build-relative HTML file. */
  files: Record<string, string>;
}

export async function finishBuild(root: string): Promise<void> {
  const buildDir = join(root, process.env.BUILD_DIR ?? "build");
  const clientDir = join(buildDir, "client");

  // SPA mode's fallback page is never served: every real page is prerendered, anything else is a 404.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml());
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt());

  const csp: Record<string, string> = {};
  for (const file of filesUnder(clientDir)) {
    const rel = relative(clientDir, file);
    if (file.endsWith(".html")) {
      csp[rel] = contentSecurityPolicy(inlineScriptHashes(readFileSync(file, "utf8")));
    }
    if (compressible.test(file) && statSync(file).size > 512) {
      const body = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    }
  }

  const manifest: SiteManifest = {
    paths: pathIndex(),
    csp,
    defaultCsp: contentSecurityPolicy([]),
    notFoundFile: `${notFoundPrerenderPath.slice(1)}/index.html`,
    files: Object.fromEntries(routeIds.map((id) => [routeTable[id].path, routeTable[id].path === "/" ? "index.html" : `${routeTable[id].path.slice(1)}/index.html`])),
  };
  writeFileSync(join(buildDir, "site-manifest.json"), JSON.stringify(manifest, null, 2));
  console.log(`finish-build: ${Object.keys(csp).length} pages hashed for CSP, output precompressed (br, gz)`);
}
