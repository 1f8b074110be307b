import { searchBundlePath } from "~/features/search/searchable-pages";

/** What the search shows of one page Pagefind found. */
export interface FoundPage {
  url: string;
  title: string;
  excerpt: string;
}

/** The parts of Pagefind's browser script (written at build to /pagefind/pagefind.js) the search uses. */
interface PagefindScript {
  options(options: { excerptLength?: number; noWorker?: boolean }): Promise<void>;
  search(query: string, options?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] }>;
}

interface PagefindResult {
  id: string;
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}

let script: Promise<PagefindScript> | undefined;

/**
 * Pagefind's script, fetched the first time there is something to search for and kept after:
 * no page downloads any of the search before a parent uses it (docs/site.md, Search). It is
 * written by the build, not bundled, so it is imported from its address.
 */
function pagefindScript(): Promise<PagefindScript> {
  script ??= import(/* @vite-ignore */ `${searchBundlePath}pagefind.js`).then(async (loaded: PagefindScript) => {
    // On this page's own thread: the index of a few dozen pages is searched in a moment, and a
    // worker would be one more download (src/integrations/search-index.ts leaves it out).
    await loaded.options({ excerptLength: 24, noWorker: true });
    return loaded;
  });
  // A failed fetch (a dropped connection) is tried again at the next search.
  script.catch(() => {
    script = undefined;
  });
  return script;
}

export interface SearchAnswer {
  /** How many pages match. */
  count: number;
  /** Fetches the title, excerpt and address of the matches from `from`, `howMany` of them. */
  pages(from: number, howMany: number): Promise<FoundPage[]>;
}

/** Searches every page of the site. */
/**
 * `first`: a language whose pages come first (a search sent from a Kiswahili page, `?lang=sw`):
 * the pages the index marks with it (`data-pagefind-filter="lang:sw"`, src/layouts/base-layout.astro),
 * then every other page that matches (docs/decisions/063).
 */
export async function searchSite(query: string, { first }: { first?: string } = {}): Promise<SearchAnswer> {
  const pagefind = await pagefindScript();
  const answer = await pagefind.search(query);
  const preferred = first ? (await pagefind.search(query, { filters: { lang: first } })).results : [];
  const preferredIds = new Set(preferred.map((result) => result.id));
  const results = [...preferred, ...answer.results.filter((result) => !preferredIds.has(result.id))];
  return {
    count: results.length,
    pages: (from, howMany) =>
      Promise.all(
        results.slice(from, from + howMany).map(async (result) => {
          const data = await result.data();
          return { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt };
        }),
      ),
  };
}
