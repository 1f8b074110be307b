/**
 * The deploy files the production build wrote (docs/decisions/011-deploy-files.md) carry the
 * security headers with the site's values: `client/_headers`, which Netlify and Cloudflare Pages
 * read, and `deploy/nginx.conf`. The browser tests check what the Node server and nginx send
 * (tests/e2e/server.spec.ts); a static host cannot be run here, so its file is read as it reads it.
 * Needs a production build (`npm run build`, or BUILD_DIR); `npm run test:server` runs it.
 */
import { readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../../src/integrations/files-under";
import { expectedPolicyWithoutHashes, expectedSecurityHeaders, withoutScriptHashes } from "../fixtures/security-headers";

const buildDir = resolve(fileURLToPath(new URL("../..", import.meta.url)), process.env.BUILD_DIR ?? "build");

describe("the built _headers", () => {
  const text = readFileSync(join(buildDir, "client", "_headers"), "utf8");
  // The rule for every address: `/*`, then its headers indented by two spaces, one a line.
  const block = /^\/\*\n((?: {2}.+\n)+)/m.exec(text)?.[1] ?? "";
  const everyResponse = Object.fromEntries(block.trimEnd().split("\n").map((line) => [line.slice(2, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]));

  it("gives every response the security headers, with the site's values", () => {
    for (const [name, value] of Object.entries(expectedSecurityHeaders)) expect(everyResponse[name], name).toBe(value);
  });

  it("has the fee calculator's figures (/fee-table.json) revalidated every time, as a page, and sent as JSON", () => {
    const rule = new RegExp(`^/fee-table\\.json\n((?: {2}.+\n)+)`, "m").exec(text)?.[1] ?? "";
    expect(rule).toContain("  Cache-Control: no-cache\n");
    expect(rule).toContain("  Content-Type: application/json\n");
  });

  it("gives every response the site's policy, the scripts' hashes aside; /search's WebAssembly allowed there too", () => {
    const policy = everyResponse["Content-Security-Policy"] ?? "";
    expect(withoutScriptHashes(policy)).toBe(expectedPolicyWithoutHashes.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"));
  });
});

describe("the built _redirects", () => {
  const rules = readFileSync(join(buildDir, "client", "_redirects"), "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"));

  it("ends with the Kiswahili not-found page for every unknown address under /sw/, after every redirect (docs/decisions/068)", () => {
    const notFound = ["/sw/* /sw/404.html 404", "/SW/* /sw/404.html 404", "/Sw/* /sw/404.html 404"];
    expect(rules.slice(-notFound.length)).toEqual(notFound);
    expect(rules.filter((rule) => !rule.endsWith(" 301"))).toEqual(notFound);
    // The page it names is built, in Kiswahili.
    expect(readFileSync(join(buildDir, "client", "sw", "404.html"), "utf8")).toMatch(/^<!DOCTYPE html><html lang="sw"/i);
  });

  it("redirects a Kiswahili page's letter-case spellings to it, /sw/Fees as /Sw/fees", () => {
    for (const from of ["/sw/Fees", "/sw/Fees/", "/Sw/fees", "/SW/FEES"]) expect(rules, from).toContain(`${from} /sw/fees 301`);
  });
});

describe("the built nginx server block", () => {
  it("answers an unknown address under /sw/ with the Kiswahili not-found page, any other with the site's", () => {
    const block = readFileSync(join(buildDir, "deploy", "nginx.conf"), "utf8");
    expect(block).toContain('map $uri $site_not_found {\n    default /404.html;\n    "~*^/sw/" /sw/404.html;\n}');
    expect(block).toContain("    error_page 404 $site_not_found;\n");
  });

  it("sends the fee calculator's figures (/fee-table.json) with the pages' Cache-Control, ahead of the hour other files get", () => {
    const block = readFileSync(join(buildDir, "deploy", "nginx.conf"), "utf8");
    const rules = block.slice(block.indexOf('map "$status $uri" $site_cache_control {'), block.indexOf("\n}", block.indexOf("$site_cache_control {")));
    const feeTable = rules.indexOf('"~^(200|206|304) /fee-table\\.json$" "no-cache";');
    expect(feeTable).toBeGreaterThan(0);
    expect(feeTable).toBeLessThan(rules.indexOf('"~^(200|206|304) " "public, max-age=3600";'));
  });

  it("adds the security headers, with the site's values, to every response", () => {
    const block = readFileSync(join(buildDir, "deploy", "nginx.conf"), "utf8");
    for (const [name, value] of Object.entries(expectedSecurityHeaders)) expect(block).toContain(`    add_header ${name} "${value}" always;\n`);
  });
});

/** Addresses of the web admin's editor (server/editor.ts), which only the Node server may ever answer. */
const editorAddresses = ["/keystatic", "/keystatic/singleton/fees", "/api/keystatic", "/api/keystatic/github/login"];

describe("the web admin's editor on nginx and the static hosts", () => {
  const clientDir = join(buildDir, "client");

  it("has no file in the build, so its addresses answer the not-found page (404)", () => {
    const published = filesUnder(clientDir).map((file) => `/${relative(clientDir, file).split(sep).join("/")}`);
    expect(published.length).toBeGreaterThan(100);
    for (const address of editorAddresses) expect(published.filter((file) => file === address || file.startsWith(`${address}.`) || file.startsWith(`${address}/`)), address).toEqual([]);
  });

  it("is sent nowhere by a rule of _redirects (no rule's address, with or without a splat, takes it)", () => {
    const sources = readFileSync(join(clientDir, "_redirects"), "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"))
      .map((line) => line.split(/\s+/)[0]!);
    expect(sources.length).toBeGreaterThan(100);
    const takes = (source: string, address: string) => (source.endsWith("*") ? address.startsWith(source.slice(0, -1)) : source === address || source === `${address}/`);
    for (const address of editorAddresses) expect(sources.filter((source) => takes(source, address)), address).toEqual([]);
  });

  // Local mode writes the server's files with no sign-in: no deploy file may start or name it.
  it("never in local mode: no deploy file runs `npm run admin`, scripts/admin.ts, astro dev or SITE_EDITOR, nor names the editor", () => {
    const deployFiles = [...filesUnder(join(buildDir, "deploy")), join(clientDir, "_headers"), join(clientDir, "_redirects")];
    const workflows = filesUnder(resolve(fileURLToPath(new URL("../..", import.meta.url)), ".github/workflows"));
    expect(workflows.length).toBeGreaterThan(0);
    for (const file of [...deployFiles, ...workflows]) {
      const text = readFileSync(file, "utf8");
      for (const word of ["npm run admin", "scripts/admin.ts", "astro dev", "SITE_EDITOR"]) expect(text.includes(word), `${word} in ${file}`).toBe(false);
    }
    // The generated files serve the public site only: the editor is not even named in them.
    for (const file of deployFiles) expect(readFileSync(file, "utf8").toLowerCase().includes("keystatic"), file).toBe(false);
  });
});
