/**
 * The site search's index (docs/site.md, Search; docs/decisions/009-site-search.md): Pagefind,
 * a kept library, reads each searchable page as built and writes its index and its browser
 * script to /pagefind/ beside the pages. One of the build's finishing steps, before the compressed
 * copies (src/integrations/finishing-steps.ts), so the script and the index's entry file are
 * precompressed (br, gz) with the rest of the output.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import * as pagefind from "pagefind";
import { pageFileOf } from "../features/page-content/page-file";
import { sitePages } from "../features/page-content/site-pages.build";
import { isSearchablePage, searchBundlePath } from "../features/search/searchable-pages";

/**
 * Inside a page's main content, what is not its words: links between pages (the fee pills), links
 * drawn as buttons ('Apply online', 'Next club'), the cards' decorative emoji, the pop-up, search
 * boxes, status messages ('Loading dashboard...'). A part of a page may opt out itself with
 * `data-pagefind-ignore` (the home page's good-luck banner).
 */
const notContent = ["nav", ".btn-primary", ".btn-secondary", ".btn-gold", ".card-emoji", "dialog", "[role=search]", "[role=status]"];

const unusedBundleFiles = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-highlight.js",
  "pagefind-worker.js",
];

/**
 * Indexes every searchable page (src/features/search/searchable-pages.ts), notices included (src/features/page-content/site-pages.build.ts), under its canonical address, so a
 * result links `/fees`, never `/fees.html`. Only the part of a page marked `data-pagefind-body`
 * (its <main>, src/layouts/base-layout.astro) is read: a page with no words there stops the build,
 * as it would be missing from every search. Returns a line for the build log.
 */
export async function writeSearchIndex(clientDir: string): Promise<string> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en", excludeSelectors: notContent });
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
    const problems: string[] = [];
    const searchable = sitePages().filter(isSearchablePage);
    for (const { path: url } of searchable) {
      const content = readFileSync(join(clientDir, pageFileOf(url)), "utf8");
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length > 0) problems.push(`${url}: ${added.errors.join("; ")}`);
      else if (added.file.uniqueWords === 0) problems.push(`${url}: no words inside data-pagefind-body`);
    }
    if (problems.length > 0) throw new Error(`The search index could not read every page:\n${problems.join("\n")}`);
    const bundle = join(clientDir, searchBundlePath);
    const written = await index.writeFiles({ outputPath: bundle });
    if (written.errors.length > 0) throw new Error(`The search index was not written: ${written.errors.join("; ")}`);
    // Pagefind also writes ready-made search interfaces and a web worker; /search draws its own
    // results and searches on the page's thread (src/features/search/pagefind-client.ts), so
    // they would only be published unused.
    for (const unused of unusedBundleFiles) rmSync(join(bundle, unused), { force: true });
    return `${searchable.length} pages in ${searchBundlePath}`;
  } finally {
    await pagefind.close();
  }
}
