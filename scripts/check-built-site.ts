#!/usr/bin/env node
/**
 * The check of the built site, the last step before a content change is published
 * (docs/decisions/049-content-path.md). It serves the build with the production server's own
 * handler (server/site-handler.ts), on loopback, and asks it for what a parent's phone would:
 * - every page answers 200 with one h1 and its title (the route table's, or a notice's own);
 * - an unknown address answers 404 with the not-found page, in Kiswahili under /sw/ (docs/decisions/068);
 * - every internal link, picture, stylesheet, script and island of every page, and every file a
 *   stylesheet names, answers (a redirect counts when it lands on something that answers);
 * - the feeds and calendars parse (feed-parser, ical.js), and the feed's links answer;
 * - every file the service worker keeps answers, with the revision the worker holds for it.
 *
 *   node scripts/check-built-site.ts [build directory]
 *
 * prints each problem on a line of its own, naming the page or file (`/laundry: link to /chaplancy
 * answers 404`), and exits 1 if there is any.
 */
import { parseFeed } from "@rowanmanning/feed-parser";
import ICAL from "ical.js";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { routeTable } from "../src/config/route-table.ts";
import { englishPathOf, htmlLang, isKiswahiliPath, languageOfPath } from "../src/config/languages.ts";
import { revisionOf } from "../src/features/offline/file-revision.build.ts";
import type { SiteManifest } from "../src/integrations/finish-build.ts";
import { attributeOf, elements, type HtmlElement } from "../src/integrations/html-elements.ts";
import { createSiteHandler } from "../server/site-handler.ts";

type ParentNode = DefaultTreeAdapterMap["parentNode"];

/** The school's details (the editor's School details and contacts): the site's own origin is there. */
const siteDetails = new URL("../src/data/site.json", import.meta.url);

/** Where on a page an address may be named, and by which attribute. */
const linkAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ["href"],
  link: ["href"],
  img: ["src", "srcset"],
  source: ["srcset"],
  script: ["src"],
  "astro-island": ["component-url", "renderer-url"],
  form: ["action"],
  iframe: ["src"],
};

/** `<meta property="og:image" content="…">` and the like: addresses a link preview fetches. */
const addressMeta = /^(og:image|og:url|twitter:image)$/;

function textOf(node: ParentNode): string {
  return node.childNodes.map((child) => ("value" in child ? child.value : "childNodes" in child ? textOf(child) : "")).join("");
}

/** Every address an element names: one per attribute, or each candidate of a srcset. */
function addressesOf(element: HtmlElement): string[] {
  const named = (linkAttributes[element.tagName] ?? []).flatMap((name) => {
    const value = attributeOf(element, name);
    if (value === undefined) return [];
    return name === "srcset" ? value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "") : [value];
  });
  if (element.tagName === "link" && /\b(preconnect|dns-prefetch)\b/.test(attributeOf(element, "rel") ?? "")) return [];
  if (element.tagName === "meta" && addressMeta.test(attributeOf(element, "property") ?? attributeOf(element, "name") ?? "")) named.push(attributeOf(element, "content") ?? "");
  return named.filter(Boolean);
}

/** The path and query of an address of the site, or undefined for another site's, a mail or phone link, or a fragment alone. */
export function ownAddress(address: string, base: URL): string | undefined {
  if (/^(mailto|tel|sms|javascript|data|blob|whatsapp):/i.test(address) || address.startsWith("#")) return undefined;
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return address;
  }
  return url.origin === base.origin ? url.pathname + url.search : undefined;
}

/** The service worker's lists as the build wrote them in: each file's address, and a page's revision. */
export function keptFiles(worker: string): { url: string; revision?: string }[] {
  const entry = /\burl:\s*(["'`])([^"'`]+)\1(?:\s*,\s*revision:\s*(["'`])([0-9a-f]+)\3)?/g;
  return [...worker.matchAll(entry)].map((match) => (match[4] ? { url: match[2]!, revision: match[4] } : { url: match[2]! }));
}

export interface BuiltSiteReport {
  problems: string[];
  /** What was checked, for the log: `65 pages, 742 addresses, …`. */
  summary: string;
}

/** Checks the build in `buildDir` as served by the production server; see the top of this file. */
export async function checkBuiltSite(buildDir: string): Promise<BuiltSiteReport> {
  const manifest = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8")) as SiteManifest;
  const handle = createSiteHandler(buildDir);
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The site's pages name its own origin in their canonical links and previews: read those as ours.
  const siteOrigin = new URL((JSON.parse(readFileSync(siteDetails, "utf8")) as { siteOrigin: string }).siteOrigin);
  const problems: string[] = [];
  const answers = new Map<string, Promise<string | undefined>>();

  /** What the server answers for `path`: undefined when it answers (after at most one redirect), else the problem. */
  const check = (path: string): Promise<string | undefined> => {
    let answer = answers.get(path);
    if (!answer) {
      answer = (async () => {
        const response = await fetch(base + path, { redirect: "manual" });
        await response.arrayBuffer();
        if (response.status === 200) return undefined;
        const location = response.headers.get("location");
        if (response.status >= 300 && response.status < 400 && location) {
          const landed = await fetch(new URL(location, base + path), { redirect: "manual" });
          await landed.arrayBuffer();
          return landed.status === 200 ? undefined : `answers ${response.status}, then ${landed.status} at ${location}`;
        }
        return `answers ${response.status}`;
      })();
      answers.set(path, answer);
    }
    return answer;
  };
  const checkAll = async (from: string, what: string, addresses: Iterable<string>) => {
    for (const address of new Set(addresses)) {
      const problem = await check(address);
      if (problem) problems.push(`${from}: ${what} ${address} ${problem}`);
    }
  };

  try {
    const titles = new Map<string, string>(Object.values(routeTable).map((entry) => [entry.path, entry.title]));
    // A Kiswahili page of the route table takes its title from its words file (docs/decisions/063):
    // /sw is 'Mwanzo | …' where / is 'Home | …', and its h1 may differ. Those words are read by Vite
    // alone (site-pages.build.ts), which this check, run by plain Node, cannot import: the browser
    // test of every route (tests/e2e/routes.spec.ts) holds each to its words' title, and here it
    // must have one. A Kiswahili notice's title is its h1, as an English notice's.
    const kiswahiliOfTable = (path: string) => isKiswahiliPath(path) && titles.has(englishPathOf(path));
    const stylesheets = new Set<string>();
    const pages = Object.keys(manifest.files);
    // An unknown address in each language: the site's not-found page, and the Kiswahili one under /sw/.
    const unknown = ["/no-page-has-this-address", "/sw/no-page-has-this-address"];
    for (const path of [...pages, ...unknown]) {
      const response = await fetch(base + path, { redirect: "manual" });
      const html = await response.text();
      const expectedStatus = unknown.includes(path) ? 404 : 200;
      if (response.status !== expectedStatus) {
        problems.push(`${path}: answers ${response.status}, not ${expectedStatus}`);
        continue;
      }
      const document = parse(html);
      const all = [...elements(document)];
      // The not-found page of the address's language (docs/decisions/068).
      const root = all.find((element) => element.tagName === "html");
      const lang = root && attributeOf(root, "lang");
      if (expectedStatus === 404 && lang !== htmlLang[languageOfPath(path)]) problems.push(`${path}: answers the not-found page in lang="${lang}", not "${htmlLang[languageOfPath(path)]}"`);
      const headings = all.filter((element) => element.tagName === "h1");
      if (headings.length !== 1) problems.push(`${path}: has ${headings.length} h1 headings, not one`);
      const title = textOf(all.find((element) => element.tagName === "title") ?? { nodeName: "#document-fragment", childNodes: [] }).trim();
      const expected = expectedStatus === 404 || kiswahiliOfTable(path) ? undefined : (titles.get(path) ?? (headings[0] ? textOf(headings[0]).trim() : undefined));
      if (!title) problems.push(`${path}: has no title`);
      else if (expected !== undefined && !title.startsWith(`${expected} | `)) problems.push(`${path}: its title is '${title}', not '${expected} | …'`);
      const pageUrl = new URL(path, siteOrigin);
      const named = all.flatMap(addressesOf).flatMap((address) => ownAddress(address, pageUrl) ?? []);
      for (const address of named) if (/\.css(\?|$)/.test(address)) stylesheets.add(address);
      await checkAll(path, "link to", named.map((address) => address.replace(/#.*$/, "")));
    }

    for (const stylesheet of stylesheets) {
      const css = await (await fetch(base + stylesheet)).text();
      const named = [...css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)].flatMap((match) => ownAddress(match[2]!, new URL(stylesheet, siteOrigin)) ?? []);
      await checkAll(stylesheet, "names", named);
    }

    let calendars = 0;
    let feedLinks = 0;
    for (const [path, type] of Object.entries(manifest.contentTypes ?? {})) {
      const body = await (await fetch(base + path)).text();
      try {
        if (type.startsWith("text/calendar")) {
          const calendar = new ICAL.Component(ICAL.parse(body));
          for (const event of calendar.getAllSubcomponents("vevent")) new ICAL.Event(event).startDate.toJSDate();
          calendars++;
        } else if (type.startsWith("application/atom+xml")) {
          const feed = parseFeed(body);
          const links = feed.items.flatMap((item) => (item.url ? (ownAddress(item.url, siteOrigin) ?? []) : []));
          feedLinks += links.length;
          await checkAll(path, "entry", links);
        }
      } catch (error) {
        problems.push(`${path}: does not parse: ${(error as Error).message}`);
      }
    }

    const worker = await fetch(`${base}/sw.js`);
    // The worker holds its lists once each, and a file may be on both: each is checked once.
    const kept = [...new Map((worker.status === 200 ? keptFiles(await worker.text()) : []).map((file) => [`${file.url} ${file.revision}`, file])).values()];
    if (kept.length === 0) problems.push(`/sw.js: ${worker.status === 200 ? "lists no file to keep that this check can read" : `answers ${worker.status}`}`);
    for (const { url, revision } of kept) {
      const response = await fetch(base + url);
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) problems.push(`/sw.js: keeps ${url}, which answers ${response.status}`);
      else if (revision && revisionOf(body) !== revision) problems.push(`/sw.js: keeps ${url} at revision ${revision}, but the file is ${revisionOf(body)}`);
    }

    return {
      problems,
      summary: `${pages.length} pages and the not-found pages, ${answers.size} addresses they name, ${stylesheets.size} stylesheets, ${calendars} calendars, the feed's ${feedLinks} links, ${kept.length} files the service worker keeps`,
    };
  } finally {
    server.close();
  }
}

if (import.meta.main) {
  const buildDir = resolve(process.argv[2] ?? process.env.BUILD_DIR ?? "build");
  const { problems, summary } = await checkBuiltSite(buildDir);
  for (const problem of problems) console.error(problem);
  console.log(problems.length === 0 ? `The built site answers: ${summary}.` : `${problems.length} problem${problems.length === 1 ? "" : "s"} in the built site (checked ${summary}).`);
  process.exit(problems.length === 0 ? 0 : 1);
}
