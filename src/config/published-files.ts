/**
 * Files the build publishes beside the pages, each at its own address: not pages, so not in the
 * route table, the menus or the sitemaps. Each is made by an endpoint in src/pages/ named as its
 * address (`term-dates.ics.ts` → `/term-dates.ics`). Content files may link them (the content
 * check knows these addresses), and the build stops if one listed here is not published
 * (src/integrations/published-files.ts).
 */

export interface PublishedFile {
  /** The address, with its extension: the file's name in the build. */
  readonly path: `/${string}.${string}`;
  /** What a server must send as its Content-Type. */
  readonly contentType: string;
}

export const publishedFiles = {
  /** The term dates as all-day events (docs/site.md, Term dates calendar). */
  termDatesCalendar: { path: "/term-dates.ics", contentType: "text/calendar; charset=utf-8" },
} as const satisfies Record<string, PublishedFile>;

export const publishedFilePaths: readonly string[] = Object.values(publishedFiles).map((file) => file.path);
