import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalPath, pathIndex } from "../features/page-content/canonical-path.build";
import { pageFileOf } from "../features/page-content/page-file";
import { sitePages } from "../features/page-content/site-pages.build";
import { writeDeployFiles } from "./deploy-files";
import { cacheControl, notFoundFileOf, unionCsp, type DeploySite } from "./deploy-rules";
import { notFoundFiles } from "./finish-build";
import { nginxServerBlock, rootPlaceholder } from "./nginx-config";
import { caseSpellings, headersFile, redirectsFile, staticHostLimits } from "./static-host-files";
import { expectedSecurityHeaders } from "../../tests/fixtures/security-headers";

/** Every page, as the build passes them: the route table's and the notices' (src/features/page-content/site-pages.build.ts). */
const routes = sitePages();

function policy(scriptSources: string): string {
  return `default-src 'self'; script-src 'self'${scriptSources}; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; object-src 'none'`;
}

/** The real route table, each page with its own script hash; /search also allows WebAssembly. */
function testSite(): DeploySite {
  const paths = pathIndex();
  const files = Object.fromEntries([...new Set(Object.values(paths))].map((path) => [path, pageFileOf(path)]));
  const csp: Record<string, string> = Object.fromEntries(
    Object.entries(files).map(([path, file], index) => [file, policy(`${path === "/search" ? " 'wasm-unsafe-eval'" : ""} 'sha256-shared=' 'sha256-page${index}='`)]),
  );
  csp["404.html"] = policy(" 'sha256-shared='");
  csp["sw/404.html"] = policy(" 'sha256-shared=' 'sha256-kiswahili='");
  return {
    paths,
    files,
    csp,
    defaultCsp: policy(""),
    ...notFoundFiles,
    routes,
    publicFiles: [
      "/404.html",
      "/sw/404.html",
      ...Object.values(files).map((file) => `/${file}`),
      "/_headers",
      "/assets/app.1a2b.js",
      "/assets/hero.3c4d.avif",
      "/favicon.svg",
      "/fee-table.json",
      "/manifest.webmanifest",
      "/pagefind/pagefind.js",
      "/pagefind/wasm.en.pagefind",
      "/robots.txt",
      "/term-dates.ics",
      "/notices.xml",
      "/notice-files/fee-structure-2026/attachments/0/file.pdf",
      "/sitemap.xml",
    ],
    contentTypes: { "/term-dates.ics": "text/calendar; charset=utf-8", "/fee-table.json": "application/json", "/notices.xml": "application/atom+xml; charset=utf-8" },
    revalidatedFiles: ["/fee-table.json"],
    hostName: "www.school.example",
  };
}

/** Every spelling a visitor may type for every page: the case forms, with and without slashes. */
function spellingsToTry(): string[] {
  return routes.flatMap((route) =>
    [route.path, ...(route.aliases ?? [])].flatMap((spelling) => caseSpellings(spelling).flatMap((form) => [form, `${form}/`, `${form}//`])),
  );
}

function parseRedirects(text: string): { from: string; to: string; status: string }[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const [from = "", to = "", status = "", ...rest] = line.trim().split(/\s+/);
      expect(rest, line).toEqual([]);
      return { from, to, status };
    });
}

function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) {
      expect(rules.has(line), `${line} appears once`).toBe(false);
      current = {};
      rules.set(line, current);
      continue;
    }
    const colon = line.indexOf(":");
    if (current === undefined) throw new Error(`header before any path: ${line}`);
    current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

function scriptSources(csp: string): string[] {
  return (/script-src ([^;]*)/.exec(csp)?.[1] ?? "").split(" ");
}

describe("_redirects for Netlify and Cloudflare Pages", () => {
  const site = testSite();
  const redirects = parseRedirects(redirectsFile(site));
  const bySource = new Map(redirects.map((rule) => [rule.from, rule]));

  it("redirects every alias and the letter-case spellings people type, with and without a slash, to the canonical path", () => {
    for (const spelling of spellingsToTry().filter((s) => !s.endsWith("//"))) {
      const canonical = canonicalPath(spelling);
      if (spelling === canonical || spelling === `${canonical}/` || canonical === "/") continue;
      expect(bySource.get(spelling), spelling).toEqual({ from: spelling, to: canonical, status: "301" });
    }
    expect(bySource.get("/seaferers")?.to).toBe("/seafarers");
    expect(bySource.get("/stuaccess")?.to).toBe("/StuAccess");
    expect(bySource.get("/Fees")?.to).toBe("/fees");
    expect(bySource.get("/Laundry/")?.to).toBe("/laundry");
  });

  it("agrees with the Node server's rule and never redirects a page's own address (no loops)", () => {
    const canonicalPaths = new Set(Object.values(site.paths));
    for (const { from, to, status } of redirects.filter((rule) => rule.status !== "404")) {
      expect(status).toBe("301");
      expect(canonicalPaths.has(to), `${from} → ${to}`).toBe(true);
      expect(canonicalPath(from), from).toBe(to);
      expect(canonicalPaths.has(from) || canonicalPaths.has(from.replace(/\/$/, "")), from).toBe(false);
    }
  });

  it("answers an unknown address under /sw/, in each letter case of /sw, with the Kiswahili not-found page: last, after every redirect", () => {
    const notFound = redirects.filter((rule) => rule.status === "404");
    expect(notFound).toEqual(["/sw/*", "/SW/*", "/Sw/*"].map((from) => ({ from, to: "/sw/404.html", status: "404" })));
    expect(redirects.slice(-notFound.length)).toEqual(notFound);
    // The page it names is the one the Node server answers under /sw/ (the manifest's), and a file of the build.
    expect(notFoundFileOf("/sw/hakuna-ukurasa", site)).toBe("sw/404.html");
    expect(site.publicFiles).toContain("/sw/404.html");
    // No other rule has a splat: a page under /sw/ is a file, which Netlify serves before a 404 rule.
    expect(redirects.filter((rule) => rule.from.includes("*"))).toEqual(notFound);
  });

  it("redirects a Kiswahili page's letter-case spellings, the /sw kept as typed too (/sw/Fees), to its address", () => {
    for (const [from, to] of [["/sw/Fees", "/sw/fees"], ["/sw/FEES/", "/sw/fees"], ["/Sw/fees", "/sw/fees"], ["/SW/GRADE7FEE", "/sw/grade7fee"]]) expect(bySource.get(from!), from).toEqual({ from, to, status: "301" });
  });

  it("stays within Cloudflare Pages' limits", () => {
    expect(redirects.filter((rule) => !rule.from.includes("*")).length).toBeLessThanOrEqual(staticHostLimits.redirects);
  });
});

describe("_headers for Netlify and Cloudflare Pages", () => {
  const site = testSite();
  const text = headersFile(site);
  const rules = parseHeaders(text);

  it("sends the security headers, with the site's values, and a policy on every response", () => {
    const all = rules.get("/*");
    for (const [name, value] of Object.entries(expectedSecurityHeaders)) expect(all?.[name], name).toBe(value);
    expect(all?.["Content-Security-Policy"]).toBe(unionCsp(site));
  });

  it("gives every page its own Content-Security-Policy and revalidation", () => {
    for (const [path, file] of Object.entries(site.files)) {
      expect(rules.get(path)?.["Content-Security-Policy"], path).toBe(site.csp[file]);
      expect(rules.get(path)?.["Cache-Control"], path).toBe(cacheControl.page);
    }
  });

  it("lets the site-wide policy allow every page's scripts, so a page's own policy beside it decides", () => {
    const allowed = new Set(scriptSources(unionCsp(site)));
    for (const policyOfPage of Object.values(site.csp)) for (const source of scriptSources(policyOfPage)) expect(allowed.has(source), source).toBe(true);
    expect(unionCsp(site)).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(unionCsp(site).replace(/script-src [^;]*/, "")).toBe(site.defaultCsp.replace(/script-src [^;]*/, ""));
  });

  it("caches hashed assets for a year and the other files for an hour, with the types servers may not know", () => {
    expect(rules.get("/assets/*")).toEqual({ "Cache-Control": cacheControl.hashedAsset });
    expect(rules.get("/robots.txt")).toEqual({ "Cache-Control": cacheControl.other });
    expect(rules.get("/term-dates.ics")).toEqual({ "Cache-Control": cacheControl.other, "Content-Type": "text/calendar; charset=utf-8" });
    expect(rules.get("/notices.xml")).toEqual({ "Cache-Control": cacheControl.other, "Content-Type": "application/atom+xml; charset=utf-8" });
    expect(rules.get("/pagefind/*")).toEqual({ "Cache-Control": cacheControl.other });
    expect(rules.get("/notice-files/*")).toEqual({ "Cache-Control": cacheControl.other });
    // A folder of pages is no folder of files: a second rule would add its Cache-Control to each notice's.
    expect(rules.has("/notices/*")).toBe(false);
    expect(rules.get("/notices/fee-structure-2026")).toMatchObject({ "Cache-Control": cacheControl.page });
    expect(rules.has("/_headers")).toBe(false);
  });

  it("revalidates the files marked so (the fee calculator's figures) every time, as pages", () => {
    expect(rules.get("/fee-table.json")).toEqual({ "Cache-Control": cacheControl.page, "Content-Type": "application/json" });
  });

  it("stays within Cloudflare Pages' limits", () => {
    expect(rules.size).toBeLessThanOrEqual(staticHostLimits.headerRules);
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(staticHostLimits.lineLength);
  });
});

describe("the nginx server block", () => {
  const site = testSite();
  const block = nginxServerBlock(site);

  /** What the generated maps decide for a path, read as nginx reads them (case-insensitive regexes). */
  function nginxRedirect(uri: string): string | undefined {
    const entries = [...block.matchAll(/^ {4}"~\*(\^[^"]+\$)" (\S+);$/gm)].map(([, regex = "", target = ""]) => ({ regex: new RegExp(regex, "i"), target }));
    const canonical = entries.find((entry) => entry.regex.test(uri))?.target;
    return canonical !== undefined && canonical !== uri ? canonical : undefined;
  }

  it("redirects exactly the spellings the Node server redirects, to the same place", () => {
    for (const uri of [...spellingsToTry(), "/", "//", "/nope", "/fees/x", "/feesx", "/assets/app.js", "/robots.txt", "//fees"]) {
      const canonical = canonicalPath(uri);
      const nodeRedirect = canonical !== undefined && canonical !== uri ? canonical : undefined;
      expect(nginxRedirect(uri), uri).toBe(nodeRedirect);
    }
  });

  it("serves every page from its file with its own policy, and unknown addresses with the not-found page", () => {
    for (const [path, file] of Object.entries(site.files)) {
      expect(block, path).toContain(`location = ${path} { try_files /${file} =404; }`);
      expect(block, path).toContain(`    /${file} "${site.csp[file]}";`);
    }
    expect(block).toContain(`    /404.html "${site.csp["404.html"]}";`);
    expect(block).toContain(`    /sw/404.html "${site.csp["sw/404.html"]}";`);
    expect(block).toContain("error_page 404 $site_not_found;");
    for (const page of ["/404.html", "/sw/404.html"]) expect(block, page).toContain(`    location = ${page} {\n        internal;\n        etag off;\n    }`);
  });

  /** The not-found page nginx answers an unknown address with, read from its map as nginx reads it (first matching regex, else the default). */
  function nginxNotFound(uri: string): string | undefined {
    const map = /^map \$uri \$site_not_found \{\n([^}]*)\}/m.exec(block)?.[1] ?? "";
    const fallback = /^ {4}default (\S+);$/m.exec(map)?.[1];
    const entries = [...map.matchAll(/^ {4}"~\*([^"]+)" (\S+);$/gm)].map(([, regex = "", page = ""]) => ({ regex: new RegExp(regex, "i"), page }));
    return entries.find((entry) => entry.regex.test(uri))?.page ?? fallback;
  }

  it("answers an unknown address with the not-found page of its language, as the Node server does: the Kiswahili one under /sw/", () => {
    const addresses = ["/sw/hakuna-ukurasa", "/SW/Hakuna", "/Sw/fees/x", "/sw/404", "/sw//x", "/nope", "/swimmers/x", "/swx", "/sw", "/fees/sw/x", "/404"];
    for (const uri of addresses) expect(nginxNotFound(uri), uri).toBe(`/${notFoundFileOf(uri, site)}`);
    expect(addresses.map(nginxNotFound).filter((page) => page === "/sw/404.html")).toHaveLength(5);
  });

  it("names each file type as the Node server does, including those nginx's own list lacks", () => {
    expect(block).toMatch(/"text\/html; charset=utf-8" html;/);
    expect(block).toMatch(/"text\/calendar; charset=utf-8" ics;/);
    expect(block).toMatch(/"application\/manifest\+json" webmanifest;/);
    expect(block).toMatch(/"image\/avif" avif;/);
    expect(block).toMatch(/"text\/xml; charset=utf-8" xml;/);
  });

  it("sends a file whose extension does not tell its type with the type it is published with: the Atom feed", () => {
    expect(block).toContain('location = /notices.xml { types { } default_type "application/atom+xml; charset=utf-8"; try_files $uri =404; }');
    expect(block).not.toContain("location = /term-dates.ics");
  });

  it("sends the security headers, with the site's values, on every response and keeps the query string on redirects", () => {
    for (const [name, value] of Object.entries(expectedSecurityHeaders)) expect(block).toContain(`add_header ${name} "${value}" always;`);
    expect(block).toContain("return 301 $site_redirect$is_args$args;");
    expect(block).toContain(`root ${rootPlaceholder};`);
    expect(block).toMatch(/^\s+listen 80;$/m);
  });
});

describe("writing the deploy files", () => {
  it("puts the nginx block beside the manifest and the static hosts' files inside client/", () => {
    const buildDir = mkdtempSync(join(tmpdir(), "deploy-files-"));
    try {
      mkdirSync(join(buildDir, "client"));
      for (const file of ["robots.txt", "robots.txt.gz", "index.html", "_redirects"]) writeFileSync(join(buildDir, "client", file), "x");
      const site = testSite();
      expect(writeDeployFiles(join(buildDir, "client"), site)).toEqual(["deploy/nginx.conf", "client/_redirects", "client/_headers"]);
      expect(readFileSync(join(buildDir, "deploy", "nginx.conf"), "utf8")).toContain("server {");
      const headers = readFileSync(join(buildDir, "client", "_headers"), "utf8");
      expect(headers).toContain("\n/robots.txt\n");
      expect(headers).not.toContain("robots.txt.gz");
      expect(readFileSync(join(buildDir, "client", "_redirects"), "utf8")).toContain("/seaferers /seafarers 301");
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
  });

  it("gives the school events' calendar file (/events.ics) the type and cache rule of the term dates' file", () => {
    const buildDir = mkdtempSync(join(tmpdir(), "deploy-files-"));
    try {
      mkdirSync(join(buildDir, "client"));
      for (const file of ["term-dates.ics", "events.ics"]) writeFileSync(join(buildDir, "client", file), "x");
      writeDeployFiles(join(buildDir, "client"), testSite());
      const rules = parseHeaders(readFileSync(join(buildDir, "client", "_headers"), "utf8"));
      expect(rules.get("/events.ics")).toEqual({ "Cache-Control": cacheControl.other, "Content-Type": "text/calendar; charset=utf-8" });
      expect(rules.get("/events.ics")).toEqual(rules.get("/term-dates.ics"));
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
