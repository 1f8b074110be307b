// The Node server and the generated deploy files follow the same rules (docs/decisions/011-deploy-files.md):
// both take the header values from src/integrations/deploy-rules.ts (the server through the build's
// site-manifest.json), and this test checks the server applies them to the same answers — which
// Cache-Control a page, an asset, a redirect gets; which Content-Type a file; which spellings
// redirect — so nginx and the static hosts never drift from it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControl, contentTypeOf, securityHeaders } from "../src/integrations/deploy-rules";
import { caseSpellings } from "../src/integrations/static-host-files";
import { nginxServerBlock } from "../src/integrations/nginx-config";
import { routeEntry, routeIds, routeTable } from "../src/config/route-table";
import { pathIndex } from "../src/features/page-content/canonical-path.build";
import { pageFileOf } from "../src/features/page-content/page-file";
import { notFoundFiles } from "../src/integrations/finish-build";
import { expectedSecurityHeaders } from "../tests/fixtures/security-headers";
import { createSiteHandler, route, type RouteDecision } from "./site-handler.ts";
import { portOf } from "../scripts/free-port.ts";

/** One line of an nginx `map`: its key and the value it gives. */
interface MapEntry {
  key: string;
  value: string;
}

const csp = "default-src 'self'; script-src 'self'";
let buildDir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), "deploy-parity-"));
  mkdirSync(join(buildDir, "client", "assets"), { recursive: true });
  mkdirSync(join(buildDir, "client", "sw"));
  for (const file of ["index.html", "fees.html", "404.html", "sw/fees.html", "sw/404.html"]) writeFileSync(join(buildDir, "client", file), `<!doctype html><title>${file}</title>`);
  writeFileSync(join(buildDir, "client", "assets", "app-1a2b.js"), "export {};");
  writeFileSync(join(buildDir, "client", "robots.txt"), "User-agent: *");
  writeFileSync(join(buildDir, "client", "fee-table.json"), "{}");
  const manifest = {
    paths: { "/": "/", "/fees": "/fees", "/sw/fees": "/sw/fees" },
    files: { "/": "index.html", "/fees": "fees.html", "/sw/fees": "sw/fees.html" },
    csp: { "index.html": csp, "fees.html": csp, "404.html": csp, "sw/fees.html": csp, "sw/404.html": csp },
    defaultCsp: csp,
    ...notFoundFiles,
    securityHeaders,
    cacheControl,
    revalidatedFiles: ["/fee-table.json"],
  };
  writeFileSync(join(buildDir, "site-manifest.json"), JSON.stringify(manifest));
  server = createServer(createSiteHandler(buildDir));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${portOf(server)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(buildDir, { recursive: true, force: true });
});

describe("the deploy files' rules match the Node server", () => {
  it("sends the same security headers, with the site's values", async () => {
    // The values written out (tests/fixtures/security-headers.ts), not the constant the server was handed.
    expect(securityHeaders).toEqual(expectedSecurityHeaders);
    const response = await fetch(`${origin}/fees`);
    for (const [name, value] of Object.entries(expectedSecurityHeaders)) expect(response.headers.get(name), name).toBe(value);
  });

  it("names file types the same way", async () => {
    for (const path of ["/fees", "/robots.txt", "/assets/app-1a2b.js"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get("content-type"), path).toBe(contentTypeOf(path === "/fees" ? "fees.html" : path));
    }
  });

  it("sends the same Cache-Control for pages, the not-found page, assets, other files and redirects", async () => {
    const cases: [string, string][] = [
      ["/fees", cacheControl.page],
      ["/no-such-page", cacheControl.page],
      ["/assets/app-1a2b.js", cacheControl.hashedAsset],
      ["/robots.txt", cacheControl.other],
      ["/fee-table.json", cacheControl.page],
      ["/Fees", cacheControl.other],
    ];
    for (const [path, expected] of cases) {
      const response = await fetch(`${origin}${path}`, { redirect: "manual" });
      expect(response.headers.get("cache-control"), path).toBe(expected);
    }
  });
});

/** The entries of one `map` of the generated block, in order: `{ key, value }`. */
function mapEntries(block: string, header: string): MapEntry[] {
  const body = block.slice(block.indexOf(`${header} {`) + header.length + 2, block.indexOf("\n}", block.indexOf(`${header} {`)));
  return [...body.matchAll(/^ {4}("[^"]*"|\S+) ("[^"]*"|\S+);$/gm)].map(([, key = "", value = ""]) => ({ key: key.replace(/^"|"$/g, ""), value: value.replace(/^"|"$/g, "") }));
}

/** What an nginx map gives for `input`: regexes (`~`, `~*`) in order, then the default. */
function mapValue(entries: readonly MapEntry[], input: string): string | undefined {
  for (const { key, value } of entries) {
    if (key.startsWith("~")) {
      const caseless = key.startsWith("~*");
      const match = new RegExp(key.slice(caseless ? 2 : 1), caseless ? "i" : "").exec(input);
      if (match) return value.replace(/\$(\d)/g, (_all, n: string) => match[Number(n)] ?? "");
    } else if (key === input) return value;
  }
  return entries.find(({ key }) => key === "default")?.value;
}

describe("the generated nginx block decides as the Node server's route()", () => {
  const paths = pathIndex();
  const files = Object.fromEntries([...new Set(Object.values(paths))].map((path) => [path, pageFileOf(path)]));
  const block = nginxServerBlock({
    paths,
    files,
    csp: Object.fromEntries(Object.values(files).map((file) => [file, csp])),
    defaultCsp: csp,
    ...notFoundFiles,
    routes: routeIds.map((id) => routeTable[id]),
    publicFiles: ["/robots.txt"],
    contentTypes: {},
    revalidatedFiles: [],
    hostName: "www.school.example",
  });
  const badRequest = mapEntries(block, "map $request_uri $site_bad_request");
  const canonical = mapEntries(block, "map $uri $site_canonical_path");
  const redirect = mapEntries(block, 'map "$site_canonical_path $uri" $site_redirect');
  const notFound = mapEntries(block, "map $uri $site_not_found");

  /** nginx's answer before any file is looked at: 400, a 301 to somewhere, or neither. */
  function nginxDecision(rawUrl: string): RouteDecision | { kind: "other" } {
    if (mapValue(badRequest, rawUrl) === "1") return { kind: "error", status: 400 };
    const [rawPath, ...query] = rawUrl.split("?");
    const uri = decodeURIComponent(rawPath ?? "");
    const target = mapValue(redirect, `${mapValue(canonical, uri)} ${uri}`);
    return target ? { kind: "redirect", location: target + (query.length > 0 ? `?${query.join("?")}` : "") } : { kind: "other" };
  }

  it("refuses the same addresses with 400 and redirects the same spellings to the same place", () => {
    const spellings = routeIds.flatMap((id) => [routeEntry(id).path, ...(routeEntry(id).aliases ?? [])]);
    const addresses = [
      ...spellings.flatMap((spelling) => caseSpellings(spelling).flatMap((form) => [form, `${form}/`, `${form}//?from=old-link`])),
      "/", "//", "/nope", "/fees.html", "/robots.txt", "/fee%73", "/Fee%73/", "/fees?x=%FF", "/a?b/../c",
      "/%FF", "/%C3%A9", "/%E2%82%AC", "/%F0%9F%98%80", "/%ED%A0%80", "/%C0%AF", "/%E0%A4%A", "/%zz", "/a%00b",
      "/a%5cb", "/a\\b", "/../etc/passwd", "/..%2fetc", "/%2e%2e/x", "/%252e%252e/x", "/fees/.", "/x/./y", `/${"x".repeat(3000)}`,
    ];
    for (const address of addresses) {
      const node = route(address, paths, files, (path) => path === "/robots.txt");
      const expected = node.kind === "error" || node.kind === "redirect" ? node : { kind: "other" };
      expect(nginxDecision(address), address.slice(0, 40)).toEqual(expected);
    }
  });

  it("answers an unknown address with the same not-found page: the Kiswahili one under /sw/, in any letter case, else the site's", async () => {
    const addresses = ["/sw/hakuna-ukurasa", "/SW/Hakuna", "/Sw/ada/", "/sw//x", "/sw/404", "/sw/404.html", "/sw/fees.html.br", "/nope", "/404.html", "/swimmers", "/sw.x", "/fees/sw/x"];
    const answered: string[] = [];
    for (const address of addresses) {
      const response = await fetch(`${origin}${address}`, { redirect: "manual" });
      expect(response.status, address).toBe(404);
      // Each page of the small build has its file's name as its title.
      const page = /<title>(.*)<\/title>/.exec(await response.text())?.[1];
      expect(mapValue(notFound, decodeURIComponent(address)), address).toBe(`/${page}`);
      answered.push(page ?? "");
    }
    expect(answered.filter((page) => page === "sw/404.html")).toHaveLength(7);
  });
});
