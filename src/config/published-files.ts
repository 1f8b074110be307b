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
  /**
   * Asked of the server every time, as a page is (`Cache-Control: no-cache`, a 304 when unchanged),
   * rather than kept an hour: a file whose change must show at once.
   */
  readonly revalidate?: true;
}

export const publishedFiles = {
  /** The term dates as all-day events (docs/site.md, Term dates calendar). */
  termDatesCalendar: { path: "/term-dates.ics", contentType: "text/calendar; charset=utf-8" },
  /**
   * The figures the fee calculator works with (src/features/fees/calculator/family-fees.ts, CalculatorFees), read by
   * the island when it starts rather than written into each fee page: a changed fee then changes
   * this file and the pages that print that fee, not every page with a calculator
   * (docs/decisions/040-one-fee-deploy-costs-the-fee.md).
   */
  feeTable: { path: "/fee-table.json", contentType: "application/json", revalidate: true },
  /** The school's coming events, open days to national assessments (docs/decisions/041). */
  schoolEventsCalendar: { path: "/events.ics", contentType: "text/calendar; charset=utf-8" },
  /** The notices still shown, as an Atom feed (RFC 4287), announced in every page's head. */
  noticesFeed: { path: "/notices.xml", contentType: "application/atom+xml; charset=utf-8" },
} as const satisfies Record<string, PublishedFile>;

export const publishedFilePaths: readonly string[] = Object.values(publishedFiles).map((file) => file.path);

/** The published files revalidated every time, as pages are. */
export const revalidatedFilePaths: readonly string[] = Object.values(publishedFiles as Record<string, PublishedFile>)
  .filter((file) => file.revalidate)
  .map((file) => file.path);

/** Each published file's media type, by its path: what every server sends it as. */
export const publishedContentTypes: Readonly<Record<string, string>> = Object.fromEntries(Object.values(publishedFiles).map((file) => [file.path, file.contentType]));
