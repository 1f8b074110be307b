// The report of the school's figures (docs/decisions/060), one shape for every reader: `npm run
// report -- --json` prints it as it is (tests and other tools read it, so it stays stable), the
// terminal tables and the editor's page show it. `statsReport({ days })` reads the server's
// database; the access log's reader (server/stats/access-log.ts) makes the same from a log.
import { existsSync } from "node:fs";
import type { StatsReport } from "../../src/admin/reads/school-figures.ts";
import { routeTable } from "../../src/config/route-table.ts";
import { dayText, nairobiDay } from "../../src/shared/nairobi-time.ts";
import { devices, type Device } from "./read-rules.ts";
import { daysBefore, searchShownAfterDays, StatsStore, type StoredFigures } from "./stats-store.ts";

export type { StatsReport };

/** A notice's page is under the notices' page: `/notices/fees-2027`. */
export const noticesPrefix = `${routeTable.notices.path}/`;

/** The first and last Kenya day of a report of `days` days ending on `lastDay`. */
export function reportWindow(days: number, lastDay: string): { from: string; to: string } {
  return { from: daysBefore(lastDay, days - 1), to: lastDay };
}

/** The report of `days` days from the store's rows. */
export function reportOf(figures: StoredFigures, days: number): StatsReport {
  const reads = new Map(figures.pages.map((page) => [page.path, page.reads]));
  const byDevice: Record<Device, number> = { phone: 0, tablet: 0, computer: 0 };
  for (const row of figures.devices) if ((devices as readonly string[]).includes(row.device)) byDevice[row.device as Device] = row.reads;
  return {
    days,
    pages: figures.pages,
    sources: figures.sources,
    devices: byDevice,
    searches: figures.searches,
    notices: figures.notices.map((notice) => ({ ...notice, reads: reads.get(notice.path) ?? 0 })),
  };
}

/** Why there is no report: counting is off, or the server has written nothing yet. */
export class NoFigures extends Error {}

/**
 * The figures of the last `days` days (today, in Kenya, and the days before it) from the server's
 * database: STATS_DATABASE unless `database` names another. What the editor's page will show.
 */
export function statsReport({ days, database = process.env.STATS_DATABASE, now = new Date() }: { days: number; database?: string | undefined; now?: Date }): StatsReport {
  if (!database) throw new NoFigures("Counting is off: STATS_DATABASE names no file (README, Counting page reads).");
  if (!existsSync(database)) throw new NoFigures(`${database} does not exist yet: the server writes it a minute after its first read, or when it stops.`);
  const store = new StatsStore(database, { readOnly: true });
  try {
    const { from, to } = reportWindow(days, nairobiDay(now));
    return reportOf(store.figures(from, to, noticesPrefix), days);
  } finally {
    store.close();
  }
}

/** Rows as a plain table: each column as wide as its widest cell, numbers to the right. */
function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  if (rows.length === 0) return "  (none)";
  const cells = [head, ...rows.map((row) => row.map(String))];
  const widths = head.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const numeric = head.map((_, column) => rows.every((row) => typeof row[column] === "number"));
  return cells.map((row) => `  ${row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join("  ").trimEnd()}`).join("\n");
}

/** The report as tables for a terminal, under a title naming its days (`lastDay` the last of them). */
export function reportText(report: StatsReport, lastDay: string): string {
  const { from, to } = reportWindow(report.days, lastDay);
  const total = report.pages.reduce((sum, page) => sum + page.reads, 0);
  return [
    `The last ${report.days} days: ${dayText(from)} to ${dayText(to)}, ${total} reads`,
    "",
    "Pages by reads",
    table(["reads", "page"], report.pages.map((page) => [page.reads, page.path])),
    "",
    "Where readers came from",
    table(["reads", "source"], report.sources.map((source) => [source.reads, source.source])),
    "",
    "Phone or computer",
    table(["reads", "device"], devices.map((device) => [report.devices[device], device])),
    "",
    `Searches that found nothing (shown once searched on ${searchShownAfterDays} different days)`,
    table(["days", "words"], report.searches.map((search) => [search.days, search.query])),
    "",
    "Notices",
    table(
      ["sent", "accepted", "removed", "failed", "opened", "reads", "page"],
      report.notices.map((notice) => [notice.sent, notice.accepted, notice.removed, notice.failed, notice.opened, notice.reads, notice.path]),
    ),
  ].join("\n");
}
