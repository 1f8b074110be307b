/**
 * The build's finishing steps (docs/decisions/045-finishing-steps-in-order.md): what is done once
 * Astro has written every page, as one list that src/integrations/site-build.ts runs from first to
 * last in Astro's `astro:build:done` hook, logging each step's result and time.
 *
 * The order is part of the list. A step that reads what another one writes names it in `after`,
 * and a unit test (finishing-steps.test.ts) holds that it comes later in the list. Steps that name
 * nothing of each other keep the order the build had before the list, so the site it builds is the
 * same byte for byte; `after` holds the orders that matter by design.
 */
import { writeCompressedCopies } from "./compressed-copies";
import { writeDeployFiles } from "./deploy-files";
import { checkBuiltFiles, pagePolicies, writeSiteManifest, writeSitemapAndRobots, type SiteManifest } from "./finish-build";
import { filesUnder, rewritePages } from "./files-under";
import { writeDownloadSizes, writeServiceWorker, writeWebAppManifest } from "./offline-app";
import { writePushMessages } from "../features/push/push-messages.build";
import { withWholePagePaint } from "./paint-whole-page";
import { withPortableIslandIds } from "./portable-island-ids";
import { withScriptsAfterFirstPaint } from "./script-after-first-paint";
import { writeSearchIndex } from "./search-index";
import { writeShareImages } from "./share-images";

/** Something done in its place in a list: its name, why it is done (one line), what it must follow. */
export interface Ordered {
  readonly name: string;
  readonly why: string;
  /** The names of the steps whose output this one reads: each must come before it. */
  readonly after?: readonly string[];
}

/** What the steps hand on to one another. */
export interface FinishingState {
  /** The folder Astro wrote the site to (build/client). */
  readonly clientDir: string;
  /** Build-relative page file → its Content-Security-Policy, from "CSP hashes". */
  csp?: Record<string, string>;
  /** site-manifest.json as written by "site manifest". */
  manifest?: SiteManifest;
}

export interface FinishingStep extends Ordered {
  /** Does the step; returns a line for the build log. */
  run(state: FinishingState): string | Promise<string>;
}

export interface PageRewrite extends Ordered {
  rewrite(html: string): string;
}

/**
 * What is done to each page's HTML on its own, in order, in one read and one write of each page
 * ("page rewrites" below). The first two parse the page each: one parse for both saved at most
 * 0.3 s of the 16–28 s the finishing steps take, and needed one rewrite's offsets carried into the
 * other's, so each keeps its own (docs/decisions/045-finishing-steps-in-order.md).
 */
export const pageRewrites: readonly PageRewrite[] = [
  {
    name: "script after first paint",
    why: "a page's own script is added once the page has painted (docs/decisions/017-script-after-first-paint.md)",
    rewrite: withScriptsAfterFirstPaint,
  },
  {
    name: "whole-page paint",
    why: "a page that fits the first flight paints once, whole; it weighs the page with its script's loader in (019)",
    after: ["script after first paint"],
    rewrite: withWholePagePaint,
  },
  {
    name: "portable island ids",
    why: "islands are named the same in any folder, so a build elsewhere changes no page (031)",
    rewrite: withPortableIslandIds,
  },
];

/** A page's HTML with every rewrite of `pageRewrites` done on it, in their order. */
export function rewrittenPage(html: string): string {
  return pageRewrites.reduce((page, { rewrite }) => rewrite(page), html);
}

/** Every step that writes into the pages: what reads a page as it is published comes after each. */
const pageWriters = ["page rewrites", "offline download sizes"];

/** Every step that adds or changes a file of the site before its compressed copies are made. */
const fileWriters = [...pageWriters, "share images", "web app manifest", "service worker", "search index", "sitemap and robots"];

/** What an earlier step handed on; a step that runs before the one that makes it stops the build. */
function handedOn<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`a finishing step needs ${what} before it is made (src/integrations/finishing-steps.ts)`);
  return value;
}

export const finishingSteps: readonly FinishingStep[] = [
  {
    name: "page rewrites",
    why: "first, as later steps read the pages: each page's rewrites in one read and one write",
    run: ({ clientDir }) => `${rewritePages(clientDir, rewrittenPage)} pages rewritten (${pageRewrites.map((rewrite) => rewrite.name).join(", ")})`,
  },
  {
    name: "share images",
    why: "the link-preview pictures the pages name (docs/site.md, Link previews and structured data)",
    run: ({ clientDir }) => writeShareImages(clientDir),
  },
  {
    name: "web app manifest",
    why: "the manifest and icons with which a phone keeps the site as an app (docs/decisions/010-offline-caching.md)",
    run: ({ clientDir }) => writeWebAppManifest(clientDir),
  },
  {
    name: "offline download sizes",
    why: "the Keep button says what it downloads, measured from the kept pages as rewritten (031, 043)",
    after: ["page rewrites"],
    run: ({ clientDir }) => writeDownloadSizes(clientDir),
  },
  {
    name: "service worker",
    why: "its list carries each kept page's revision, the hash of the page's final bytes (031)",
    after: pageWriters,
    run: ({ clientDir }) => writeServiceWorker(clientDir),
  },
  {
    name: "search index",
    why: "Pagefind's index of the pages' words and its script, under /pagefind/ (docs/decisions/009-site-search.md)",
    run: ({ clientDir }) => writeSearchIndex(clientDir),
  },
  {
    name: "sitemap and robots",
    why: "sitemap.xml and robots.txt for search engines, from the route table",
    run: ({ clientDir }) => writeSitemapAndRobots(clientDir),
  },
  {
    name: "CSP hashes",
    why: "each page's policy allows exactly its inline scripts, so it hashes them in the page as published",
    after: pageWriters,
    run: (state) => {
      state.csp = pagePolicies(state.clientDir);
      return `${Object.keys(state.csp).length} pages hashed for their Content-Security-Policy`;
    },
  },
  {
    name: "compressed copies",
    why: "br and gz beside each text file, so no server compresses on the fly: made from the files as published",
    after: fileWriters,
    run: async ({ clientDir }) => `${await writeCompressedCopies(filesUnder(clientDir))} files precompressed (br, gz)`,
  },
  {
    name: "built files checked",
    why: "a page of the route table or a published file not built, or a page built but not listed, stops the build",
    run: ({ clientDir }) => checkBuiltFiles(clientDir),
  },
  {
    name: "site manifest",
    why: "site-manifest.json beside build/client: the paths, policies and headers the production server reads",
    after: ["CSP hashes"],
    run: (state) => {
      state.manifest = writeSiteManifest(state.clientDir, handedOn(state.csp, "the pages' policies"));
      return "site-manifest.json written";
    },
  },
  {
    name: "deploy files",
    why: "nginx.conf, _redirects and _headers, from the manifest and every file published (docs/decisions/011-deploy-files.md)",
    after: [...fileWriters, "site manifest"],
    run: ({ clientDir, manifest }) => `${writeDeployFiles(clientDir, handedOn(manifest, "the site manifest")).join(", ")} written`,
  },  {
    name: "push messages",
    why: "push-messages.json beside site-manifest.json: the notices and the alert npm run push:send may send (docs/decisions/055)",
    run: ({ clientDir }) => writePushMessages(clientDir),
  },
];

/**
 * What is wrong with the order of a list: a name given twice, or an `after` that names no step of
 * the list or one that comes later. Empty when every step follows what it reads.
 */
export function orderProblems(list: readonly Ordered[]): string[] {
  const problems: string[] = [];
  const places = new Map<string, number>();
  list.forEach((step, place) => {
    if (places.has(step.name)) problems.push(`"${step.name}" is in the list twice`);
    else places.set(step.name, place);
  });
  list.forEach((step, place) => {
    for (const needed of step.after ?? []) {
      const neededPlace = places.get(needed);
      if (neededPlace === undefined) problems.push(`"${step.name}" comes after "${needed}", which is not in the list`);
      else if (neededPlace >= place) problems.push(`"${step.name}" reads what "${needed}" writes, but comes before it`);
    }
  });
  return problems;
}
