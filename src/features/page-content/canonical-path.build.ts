import { sitePages } from "./site-pages.build";

/**
 * Lower-cased spelling → canonical path, for every route and every alias of docs/site.md,
 * Routes and redirects. The production server reads the same table from build/site-manifest.json.
 */
export function pathIndex(): Record<string, string> {
  const index: Record<string, string> = {};
  for (const entry of sitePages()) {
    for (const spelling of [entry.path, ...(entry.aliases ?? [])]) {
      const key = spelling.toLowerCase();
      if (index[key] && index[key] !== entry.path) {
        throw new Error(`${spelling} would lead to both ${index[key]} and ${entry.path}`);
      }
      index[key] = entry.path;
    }
  }
  return index;
}

let cached: Record<string, string> | undefined;

/** The canonical path for any spelling of a known page (case, alias, trailing slash), else undefined. */
export function canonicalPath(pathname: string): string | undefined {
  cached ??= pathIndex();
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  return cached[bare.toLowerCase()];
}
