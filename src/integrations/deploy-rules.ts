/**
 * What every way of serving the site must answer, in one place for the generated deploy files
 * (nginx-config.ts, static-host-files.ts): the same rules as the production Node server
 * (server/site-handler.ts) — docs/site.md, Routes and redirects; docs/decisions/011-deploy-files.md.
 */
import { lookup } from "mrmime";

/**
 * The headers every response carries; the unit test checks the Node server sends the same.
 * No Cross-Origin-Opener-Policy: on a public site with no sign-in it guards nothing, and it cost
 * every first visit from another site a fresh browser process (docs/decisions/020-no-opener-policy.md).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
};

export const cacheControl = {
  /** Every file under /assets/ has a content hash in its name: it never changes. */
  hashedAsset: "public, max-age=31536000, immutable",
  /**
   * Pages (and the not-found page) revalidate every time, so a changed fee shows at once; so do
   * the published files marked `revalidate` (src/config/published-files.ts: /fee-table.json).
   */
  page: "no-cache",
  /** Unhashed files at the top (robots.txt, sitemap.xml, favicon.svg) and redirects. */
  other: "public, max-age=3600",
} as const;

/**
 * The Content-Type of a file by its extension, as the Node server sends it (server/file-table.ts):
 * mrmime's table, text types in UTF-8.
 */
export function contentTypeOf(name: string): string {
  const type = lookup(name) ?? "application/octet-stream";
  return type.startsWith("text/") ? `${type}; charset=utf-8` : type;
}

/**
 * The not-found page an unknown address answers with: the one of the start of address it is under,
 * whatever its letter case (`/sw/hakuna`, `/SW/Hakuna` → `sw/404.html`), else the site's. The
 * Node server asks this; nginx and `_redirects` are written from the same two fields.
 */
export function notFoundFileOf(path: string, site: Pick<DeploySite, "notFoundFile"> & Partial<Pick<DeploySite, "notFoundFilesUnder">>): string {
  const lower = path.toLowerCase();
  const under = Object.entries(site.notFoundFilesUnder ?? {}).find(([start]) => lower.startsWith(start));
  return under ? under[1] : site.notFoundFile;
}

/** Every not-found page's file (`404.html`, `sw/404.html`): none is answered as a file or a page of its own. */
export function allNotFoundFiles(site: Pick<DeploySite, "notFoundFile"> & Partial<Pick<DeploySite, "notFoundFilesUnder">>): string[] {
  return [site.notFoundFile, ...Object.values(site.notFoundFilesUnder ?? {})];
}

/** The longest request the Node server answers (longer: 400). */
export const maxUrlLength = 2048;

/** What the build knows about the site that the deploy files need (build/site-manifest.json). */
export interface DeploySite {
  /** Lower-cased spelling → canonical path, for every route and alias. */
  paths: Readonly<Record<string, string>>;
  /** Canonical page path → its HTML file, relative to client/. */
  files: Readonly<Record<string, string>>;
  /** HTML file → its Content-Security-Policy. */
  csp: Readonly<Record<string, string>>;
  /** The Content-Security-Policy of everything that is not a page. */
  defaultCsp: string;
  /** The not-found page, answered with status 404. */
  notFoundFile: string;
  /**
   * Another not-found page for the unknown addresses under a start of address, in any letter case:
   * start (lower case, ending in `/`) → its file, `/sw/` → `sw/404.html` (docs/decisions/068).
   */
  notFoundFilesUnder: Readonly<Record<string, string>>;
  /** The route table's spellings, as written: canonical path and aliases. */
  routes: readonly { path: string; aliases?: readonly string[] }[];
  /** Every file of client/ by its address (`/robots.txt`, `/assets/app.1a2b.js`), the .br and .gz copies left out. */
  publicFiles: readonly string[];
  /** The Content-Type the build's own files must be sent with (src/config/published-files.ts). */
  contentTypes: Readonly<Record<string, string>>;
  /** The files that revalidate every time, as pages do (src/config/published-files.ts, `revalidate`). */
  revalidatedFiles: readonly string[];
  /** The host name the site is served under (site.siteOrigin). */
  hostName: string;
}

/**
 * A path as the generated files may hold it: no spaces, quotes, `$` or other characters
 * that nginx or the `_redirects` format would read as syntax. Every route-table path is like this.
 */
export function checkedPath(path: string): string {
  if (!/^\/[A-Za-z0-9._~/-]*$/.test(path)) throw new Error(`${path}: a path in the route table may hold only letters, digits and . _ ~ / -`);
  return path;
}

/** A header value as the generated files may hold it (CSP values have no quotes, `$` or line breaks). */
export function checkedHeaderValue(value: string): string {
  if (/["$\\\r\n]/.test(value)) throw new Error(`header value cannot be written to the deploy files: ${value}`);
  return value;
}

/** The sources of a policy's script-src directive. */
function scriptSources(policy: string): string[] {
  const directive = policy.split(";").map((part) => part.trim().split(/\s+/)).find(([name]) => name === "script-src");
  return directive?.slice(1) ?? [];
}

/**
 * The Content-Security-Policy for any address a static host cannot tell apart (an unknown path,
 * a file): the default policy whose script-src allows what any page's allows. A page's own
 * policy, sent beside it (both enforced) or instead of it, then narrows it to exactly that page's.
 */
export function unionCsp(site: Pick<DeploySite, "csp" | "defaultCsp">): string {
  const sources = new Set(scriptSources(site.defaultCsp));
  for (const policy of Object.values(site.csp)) for (const source of scriptSources(policy)) sources.add(source);
  const hashes = [...sources].filter((source) => source.startsWith("'sha")).sort();
  const ordered = [...[...sources].filter((source) => !source.startsWith("'sha")), ...hashes];
  return site.defaultCsp
    .split("; ")
    .map((directive) => (directive.startsWith("script-src ") || directive === "script-src" ? ["script-src", ...ordered].join(" ") : directive))
    .join("; ");
}
