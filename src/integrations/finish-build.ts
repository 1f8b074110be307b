/**
 * What the production server and the deploy files need to know about the built site: each page's
 * Content-Security-Policy, sitemap.xml and robots.txt, the checks that every page and published
 * file was built, and site-manifest.json. Each is one of the build's finishing steps, run in
 * their order by src/integrations/finishing-steps.ts once Astro has written every page.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { parse } from "parse5";
import { publishedContentTypes, revalidatedFilePaths } from "../config/published-files";
import { routeTable } from "../config/route-table";
import { site } from "../config/site";
import { pathIndex } from "../features/page-content/canonical-path.build";
import { pushOffer } from "../features/push/push-offer-settings.build";
import { pageFileOf } from "../features/page-content/page-file";
import { sitePages } from "../features/page-content/site-pages.build";
import { alternateLinks } from "../features/kiswahili/kiswahili-head.build";
import { filesUnder } from "./files-under";
import { attributeOf, elements, type ParentNode } from "./html-elements";
import { checkPublishedFiles } from "./published-files";
import { allNotFoundFiles, cacheControl, securityHeaders, type DeploySite } from "./deploy-rules";
import { kiswahiliPrefix, notFoundPaths } from "../config/languages";

/**
 * The hashes of every inline <script> of a page, for its Content-Security-Policy. The page is
 * read with an HTML parser (parse5), so a script's body is exactly what the browser hashes.
 */
export function inlineScriptHashes(page: ParentNode): string[] {
  const hashes = new Set<string>();
  for (const element of elements(page)) {
    if (element.tagName !== "script" || attributeOf(element, "src") !== undefined) continue;
    // JSON-LD is data the browser never runs, so script-src does not apply to it (src/features/page-content/structured-data.ts).
    if (attributeOf(element, "type")?.trim().toLowerCase() === "application/ld+json") continue;
    const body = element.childNodes.map((node) => ("value" in node ? node.value : "")).join("");
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes].sort();
}

/**
 * Whether a page carries a typeface inside it: a <style> with an @font-face whose font is a
 * `data:` URL (the band page, docs/decisions/022-band-typeface-in-the-page.md). Only such a page's
 * CSP lets a font load from `data:`.
 */
export function carriesInlineFont(page: ParentNode): boolean {
  for (const element of elements(page)) {
    if (element.tagName === "style" && element.childNodes.some((node) => "value" in node && /url\(\s*["']?data:font\//.test(node.value))) return true;
  }
  return false;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The hosts the site lets itself frame: the map and the results dashboards. */
export function frameOrigins(): string[] {
  return [...new Set([originOf(site.maps.embedUrl), ...site.dashboards.map((d) => originOf(d.embedUrl))])];
}

/**
 * `webAssembly`: the page may compile WebAssembly (`'wasm-unsafe-eval'`, which allows no eval of
 * script): only /search, whose Pagefind search runs as WebAssembly (docs/decisions/009-site-search.md).
 * `inlineFonts`: the page carries its own typeface as a `data:` URL (`carriesInlineFont`).
 * `pushServer`: the origin of the school's server that keeps push subscriptions, when it is not the
 * site's own (src/features/push/push-offer-settings.build.ts); none when push is off.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  { webAssembly = false, inlineFonts = false, pushServer = pushOffer?.serverOrigin }: { webAssembly?: boolean; inlineFonts?: boolean; pushServer?: string | undefined } = {},
): string {
  const dashboards = [...new Set(site.dashboards.map((d) => originOf(d.embedUrl)))];
  return [
    "default-src 'self'",
    `script-src 'self' ${webAssembly ? "'wasm-unsafe-eval' " : ""}${scriptHashes.join(" ")}`.trim(),
    // React writes style attributes (a photo's focal point); no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `font-src 'self'${inlineFonts ? " data:" : ""}`,
    // The service worker and the web app manifest of docs/site.md, Offline reading: this site's own only.
    "worker-src 'self'",
    "manifest-src 'self'",
    // The results page checks that a dashboard host answers before it waits on the frame; the
    // button for urgent notices posts to the school's server when it is on another origin (055).
    `connect-src 'self' ${[...dashboards, ...(pushServer ? [pushServer] : [])].join(" ")}`,
    `frame-src ${frameOrigins().join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * sitemap.xml for search engines: every listed page at its canonical address; a page in both
 * languages with both and x-default, as its own <head> lists them (docs/decisions/063).
 */
export function sitemapXml(): string {
  const urls = sitePages()
    .filter((entry) => !entry.unlisted)
    .map((entry) => {
      const alternates = alternateLinks(entry).map((link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${link.href}"/>`);
      return `  <url><loc>${site.siteOrigin}${entry.path}</loc>${alternates.join("")}</url>`;
    });
  const withAlternates = urls.some((url) => url.includes("<xhtml:link"));
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${withAlternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ""}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  // The route table's unlisted pages, and their Kiswahili (/sw/offline): a notice past its day stays open to robots.
  const unlisted = sitePages().filter((entry) => entry.unlisted && entry.collection === undefined);
  return ["User-agent: *", "Allow: /", ...unlisted.map((e) => `Disallow: ${e.path}`), `Sitemap: ${site.siteOrigin}/sitemap.xml`, ""].join("\n");
}

export interface SiteManifest {
  /** Lower-cased spelling → canonical path (routes, aliases). */
  paths: Record<string, string>;
  /** Build-relative HTML file → its Content-Security-Policy. */
  csp: Record<string, string>;
  /** The CSP for everything that is not a page. */
  defaultCsp: string;
  /** The not-found page, sent with status 404. */
  notFoundFile: string;
  /** Start of address → the not-found page of the unknown addresses under it: `/sw/` → `sw/404.html` (docs/decisions/068). */
  notFoundFilesUnder: Record<string, string>;
  /** Canonical page path → its build-relative HTML file. */
  files: Record<string, string>;
  /** The headers every answer carries, and the cache lifetimes: the servers read them from here. */
  securityHeaders: Readonly<Record<string, string>>;
  cacheControl: typeof cacheControl;
  /** Files beside the pages that revalidate every time, as pages do (`cacheControl.page`). */
  revalidatedFiles: readonly string[];
  /** Address → Content-Type of the files published beside the pages (src/config/published-files.ts): /notices.xml is Atom, not plain XML. */
  contentTypes: Readonly<Record<string, string>>;
}

/**
 * The not-found pages the build writes (docs/decisions/068): the site's, which every unknown address
 * answers with, and the Kiswahili one, which an unknown address under /sw/ answers with instead.
 * The manifest carries both, and the Node server, nginx and `_redirects` all read them from there.
 */
export const notFoundFiles: Pick<DeploySite, "notFoundFile" | "notFoundFilesUnder"> = {
  notFoundFile: pageFileOf(notFoundPaths.en),
  notFoundFilesUnder: { [`${kiswahiliPrefix}/`]: pageFileOf(notFoundPaths.sw) },
};

/**
 * Every page the route table lists is built, and every page built is in the route table (or is
 * a not-found page): a page file added without a table entry, or an entry without its page,
 * stops the build.
 */
export function checkPagesAgainstRouteTable(files: Readonly<Record<string, string>>, builtHtml: readonly string[]): void {
  const expected = new Set([...Object.values(files), ...allNotFoundFiles(notFoundFiles)]);
  const missing = [...expected].filter((file) => !builtHtml.includes(file));
  const unlisted = builtHtml.filter((file) => !expected.has(file));
  const problems = [
    ...missing.map((file) => `the route table lists a page the build did not make: ${file}`),
    ...unlisted.map((file) => `the build made a page the route table does not list: ${file} (add it to src/config/route-table.ts)`),
  ];
  if (problems.length > 0) throw new Error(problems.join("\n"));
}

/** The one page that runs WebAssembly: the site search. */
const searchPageFile = pageFileOf(routeTable.search.path);

/** The HTML files under `clientDir`, build-relative (`fees.html`, `notices/….html`). */
function builtPages(clientDir: string): string[] {
  return filesUnder(clientDir)
    .filter((file) => file.endsWith(".html"))
    .map((file) => relative(clientDir, file));
}

/** Canonical page path → its build-relative HTML file, for every path the route table knows. */
function pageFiles(paths: Record<string, string>): Record<string, string> {
  return Object.fromEntries([...new Set(Object.values(paths))].map((path) => [path, pageFileOf(path)]));
}

/** `clientDir` is the directory Astro wrote the site to. Returns a line for the build log. */
export function writeSitemapAndRobots(clientDir: string): string {
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml());
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt());
  return "sitemap.xml and robots.txt written";
}

/** Build-relative HTML file → its Content-Security-Policy, read from each page as it is under `clientDir`. */
export function pagePolicies(clientDir: string): Record<string, string> {
  const csp: Record<string, string> = {};
  for (const file of builtPages(clientDir)) {
    // Parsed once for everything its policy reads from it.
    const page = parse(readFileSync(join(clientDir, file), "utf8"));
    csp[file] = contentSecurityPolicy(inlineScriptHashes(page), { webAssembly: file === searchPageFile, inlineFonts: carriesInlineFont(page) });
  }
  return csp;
}

/** Stops the build unless every page of the route table and every published file was built, and no other page. */
export function checkBuiltFiles(clientDir: string): string {
  const pages = builtPages(clientDir);
  checkPagesAgainstRouteTable(pageFiles(pathIndex()), pages);
  checkPublishedFiles(clientDir);
  return `${pages.length} pages, each in the route table, and every published file built`;
}

/** Writes site-manifest.json beside `clientDir` (the production server reads it) and returns it. */
export function writeSiteManifest(clientDir: string, csp: Record<string, string>): SiteManifest {
  const paths = pathIndex();
  const manifest: SiteManifest = {
    paths,
    csp,
    defaultCsp: contentSecurityPolicy([]),
    ...notFoundFiles,
    files: pageFiles(paths),
    securityHeaders,
    cacheControl,
    revalidatedFiles: revalidatedFilePaths,
    contentTypes: publishedContentTypes,
  };
  writeFileSync(join(dirname(clientDir), "site-manifest.json"), JSON.stringify(manifest, null, 2));
  return manifest;
}
