/**
 * The tables of "What parents read" (what-parents-read-page.astro): the reports of the last 7 and
 * of the last 30 days side by side, one table per question the web admin asks. Which pages are
 * read, whether a notice reached the phones, what was searched for in vain, where readers come
 * from, and on what. Rows in the 30 days' order (most read first); the 7 days' figure beside each.
 */
import type { StatsReport } from "./school-figures";

export interface FigureTable {
  /** The section's heading. */
  heading: string;
  /** The table's caption: what each row and column is. */
  caption: string;
  /** The column headings, the rows' own first. */
  columns: readonly string[];
  rows: { name: string; href?: string; cells: number[] }[];
  /** What the section says when there is no row. */
  none: string;
}

const byName = <Row,>(rows: readonly Row[], name: (row: Row) => string) => new Map(rows.map((row) => [name(row), row]));

/** The five tables, from the reports of the last 7 (`week`) and 30 (`month`) days. */
export function figureTables(week: StatsReport, month: StatsReport): FigureTable[] {
  const weekPages = byName(week.pages, (page) => page.path);
  const weekSources = byName(week.sources, (source) => source.source);
  const weekSearches = byName(week.searches, (search) => search.query);
  const weekNotices = byName(week.notices, (notice) => notice.path);
  const periods = ["Last 7 days", "Last 30 days"];
  return [
    {
      heading: "Pages by reads",
      caption: "Reads of each page, the most read first",
      columns: ["Page", ...periods],
      rows: month.pages.map((page) => ({ name: page.path, href: page.path, cells: [weekPages.get(page.path)?.reads ?? 0, page.reads] })),
      none: "No page has been read in the last 30 days.",
    },
    {
      heading: "Notices sent to phones",
      caption: "Each notice: the phones it was sent to, how many the phones' push services accepted, how many were opened from the notification, and its page's reads",
      columns: ["Notice", "Sent to phones", "Accepted", "Opened", "Page reads, last 7 days", "Page reads, last 30 days"],
      rows: month.notices.map((notice) => ({
        name: notice.path,
        href: notice.path,
        cells: [notice.sent, notice.accepted, notice.opened, weekNotices.get(notice.path)?.reads ?? 0, notice.reads],
      })),
      none: "No notice has been sent or read in the last 30 days.",
    },
    {
      heading: "Searches that found nothing",
      caption: "Words searched for on the site that found no page, and on how many days; shown once searched on 3 different days",
      columns: ["Words", "Days, last 7 days", "Days, last 30 days"],
      rows: month.searches.map((search) => ({ name: search.query, cells: [weekSearches.get(search.query)?.days ?? 0, search.days] })),
      none: "No search found nothing on 3 different days in the last 30 days.",
    },
    {
      heading: "Where readers came from",
      caption: "Reads by where the reader came from",
      columns: ["Came from", ...periods],
      rows: month.sources.map((source) => ({ name: source.source, cells: [weekSources.get(source.source)?.reads ?? 0, source.reads] })),
      none: "No page has been read in the last 30 days.",
    },
    {
      heading: "Phone, tablet or computer",
      caption: "Reads by the kind of device they were read on",
      columns: ["Read on", ...periods],
      rows: (["phone", "tablet", "computer"] as const).map((device) => ({
        name: `${device[0]!.toUpperCase()}${device.slice(1)}`,
        cells: [week.devices[device], month.devices[device]],
      })),
      none: "",
    },
  ];
}
