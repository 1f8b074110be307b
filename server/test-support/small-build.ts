// A build of three pages, the not-found page and two files, written to a temporary directory for
// the server's tests: the same layout and manifest as `npm run build` writes
// (src/integrations/finish-build.ts), small enough to make in a few milliseconds.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { cacheControl, securityHeaders } from "../../src/integrations/deploy-rules.ts";

export const defaultCsp = "default-src 'self'; script-src 'self'; frame-ancestors 'none'";
export const feesCsp = "default-src 'self'; script-src 'self' 'sha256-fees'; frame-ancestors 'none'";

function page(title: string): string {
  // Long enough to be worth compressing, as the build's pages are.
  return `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1>${"<p>Fees are paid per term.</p>".repeat(40)}</html>`;
}

/**
 * Writes a small build; `extraFiles` maps a path under client/ to its content. Returns its
 * directory, made under `parent` (the system's temporary directory unless given).
 */
export function writeSmallBuild(extraFiles: Readonly<Record<string, string | Buffer>> = {}, parent = tmpdir()): string {
  const buildDir = mkdtempSync(join(parent, "small-build-"));
  const clientDir = join(buildDir, "client");
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  const files = {
    "index.html": page("Home"),
    "fees.html": page("Fees"),
    "seafarers.html": page("Think Maritime"),
    "404.html": page("Page Not Found"),
    "assets/app.3f9a1c.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
    "robots.txt": "User-agent: *\nAllow: /\n",
    ...extraFiles,
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(clientDir, name), content);
    if (/\.(html|js)$/.test(name)) {
      writeFileSync(join(clientDir, `${name}.br`), brotliCompressSync(content));
      writeFileSync(join(clientDir, `${name}.gz`), gzipSync(content));
    }
  }
  const manifest = {
    paths: { "/": "/", "/fees": "/fees", "/seafarers": "/seafarers", "/seaferers": "/seafarers" },
    files: { "/": "index.html", "/fees": "fees.html", "/seafarers": "seafarers.html" },
    csp: { "index.html": defaultCsp, "fees.html": feesCsp, "seafarers.html": defaultCsp, "404.html": defaultCsp },
    defaultCsp,
    notFoundFile: "404.html",
    securityHeaders,
    cacheControl,
  };
  writeFileSync(join(buildDir, "site-manifest.json"), JSON.stringify(manifest));
  return buildDir;
}
