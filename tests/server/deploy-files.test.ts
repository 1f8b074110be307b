/**
 * The deploy files the production build wrote (docs/decisions/011-deploy-files.md) carry the
 * security headers with the site's values: `client/_headers`, which Netlify and Cloudflare Pages
 * read, and `deploy/nginx.conf`. The browser tests check what the Node server and nginx send
 * (tests/e2e/server.spec.ts); a static host cannot be run here, so its file is read as it reads it.
 * Needs a production build (`npm run build`, or BUILD_DIR); `npm run test:server` runs it.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
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

  it("gives every response the site's policy, the scripts' hashes aside; /search's WebAssembly allowed there too", () => {
    const policy = everyResponse["Content-Security-Policy"] ?? "";
    expect(withoutScriptHashes(policy)).toBe(expectedPolicyWithoutHashes.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"));
  });
});

describe("the built nginx server block", () => {
  it("adds the security headers, with the site's values, to every response", () => {
    const block = readFileSync(join(buildDir, "deploy", "nginx.conf"), "utf8");
    for (const [name, value] of Object.entries(expectedSecurityHeaders)) expect(block).toContain(`    add_header ${name} "${value}" always;\n`);
  });
});
