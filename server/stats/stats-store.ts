// The school's figures, in a SQLite file (node:sqlite, as the push store; docs/decisions/060): per
// day and page, the reads, the reads by named source and the reads by kind of device, each counted
// apart (never one crossed with another); the words of searches that found nothing, with the day;
// and per notice the push figures. No address, no user agent, no cookie, no identifier: there is
// no column for one. Figures older than 13 months are deleted at each write, and a search not
// shown within 90 days (not searched on 3 different days) too.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Device, Source } from "./read-rules.ts";

/** What one write adds, as counted in memory since the last (server/stats/stats-recorder.ts). */
export interface StatsBatch {
  reads: { day: string; path: string; reads: number }[];
  sources: { day: string; path: string; source: Source; reads: number }[];
  devices: { day: string; path: string; device: Device; reads: number }[];
  searchMisses: { day: string; query: string }[];
  /** Notices opened from their notification, by the notice's page. */
  noticeOpens: { path: string; opened: number }[];
}

/** How one push run went for one notice (the four figures `npm run push:send` counts). */
export interface NoticeDelivery {
  sent: number;
  accepted: number;
  removed: number;
  failed: number;
}

/** A search is shown once it has been searched on this many different days. */
export const searchShownAfterDays = 3;
/** A search not shown within this many days of its first is deleted. */
export const searchKeptDays = 90;
/** Every figure is deleted after this many months. */
export const keptMonths = 13;

const schema = `
  CREATE TABLE IF NOT EXISTS page_reads (
    day TEXT NOT NULL, path TEXT NOT NULL, reads INTEGER NOT NULL,
    PRIMARY KEY (day, path)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS page_sources (
    day TEXT NOT NULL, path TEXT NOT NULL, source TEXT NOT NULL, reads INTEGER NOT NULL,
    PRIMARY KEY (day, path, source)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS page_devices (
    day TEXT NOT NULL, path TEXT NOT NULL, device TEXT NOT NULL, reads INTEGER NOT NULL,
    PRIMARY KEY (day, path, device)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS search_misses (
    query TEXT NOT NULL, day TEXT NOT NULL,
    PRIMARY KEY (query, day)
  ) STRICT, WITHOUT ROWID;
  -- Per notice sent by push, added up over its runs: the phones it was sent to, how many push
  -- services accepted it, how many said the phone is gone (404/410, removed), how many failed, and
  -- how many opened it from the notification. 'day' is the Kenya day of its first run.
  CREATE TABLE IF NOT EXISTS notice_pushes (
    path TEXT PRIMARY KEY, day TEXT NOT NULL,
    sent INTEGER NOT NULL DEFAULT 0, accepted INTEGER NOT NULL DEFAULT 0, removed INTEGER NOT NULL DEFAULT 0,
    failed INTEGER NOT NULL DEFAULT 0, opened INTEGER NOT NULL DEFAULT 0
  ) STRICT;
`;

/** The Kenya day (YYYY-MM-DD) `days` days before `day`. */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The day `months` calendar months before `day` (31 March less one month is 3 March, as Date counts). */
export function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** The rows of the report over days `from` to `to` (server/stats/stats-report.ts shapes them). */
export interface StoredFigures {
  pages: { path: string; reads: number }[];
  sources: { source: string; reads: number }[];
  devices: { device: string; reads: number }[];
  searches: { query: string; days: number }[];
  notices: { path: string; sent: number; accepted: number; removed: number; failed: number; opened: number }[];
}

export class StatsStore {
  readonly #db: DatabaseSync;

  /**
   * Opens (or makes) the database at `path`, and its folder. `readOnly`: for the report, which
   * makes nothing and writes nothing (the file must exist).
   */
  constructor(path: string, { readOnly = false } = {}) {
    if (!readOnly && path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path, { readOnly });
    // The server's writer and the report (and push:send's figures) open it at once.
    this.#db.exec("PRAGMA busy_timeout = 5000;");
    if (!readOnly) {
      this.#db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
      this.#db.exec(schema);
    }
  }

  close(): void {
    this.#db.close();
  }

  #transaction(work: () => void): void {
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      work();
      this.#db.exec("COMMIT");
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  /** Adds a batch, and deletes what is past keeping as of `today` (a Kenya day), in one transaction. */
  write(batch: StatsBatch, today: string): void {
    const addRead = this.#db.prepare("INSERT INTO page_reads (day, path, reads) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET reads = reads + excluded.reads");
    const addSource = this.#db.prepare(
      "INSERT INTO page_sources (day, path, source, reads) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET reads = reads + excluded.reads",
    );
    const addDevice = this.#db.prepare(
      "INSERT INTO page_devices (day, path, device, reads) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET reads = reads + excluded.reads",
    );
    const addMiss = this.#db.prepare("INSERT OR IGNORE INTO search_misses (query, day) VALUES (?, ?)");
    const addOpened = this.#db.prepare(
      "INSERT INTO notice_pushes (path, day, opened) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET opened = opened + excluded.opened",
    );
    this.#transaction(() => {
      for (const row of batch.reads) addRead.run(row.day, row.path, row.reads);
      for (const row of batch.sources) addSource.run(row.day, row.path, row.source, row.reads);
      for (const row of batch.devices) addDevice.run(row.day, row.path, row.device, row.reads);
      for (const row of batch.searchMisses) addMiss.run(row.query, row.day);
      for (const row of batch.noticeOpens) addOpened.run(row.path, today, row.opened);
      this.#forgetOld(today);
    });
  }

  /** Deletes figures older than 13 months, and the searches not shown within 90 days. */
  #forgetOld(today: string): void {
    const oldest = monthsBefore(today, keptMonths);
    for (const table of ["page_reads", "page_sources", "page_devices", "search_misses", "notice_pushes"]) {
      this.#db.prepare(`DELETE FROM ${table} WHERE day < ?`).run(oldest);
    }
    // Shown within 90 days: searched on 3 different days in the 90 days from its first.
    this.#db
      .prepare(
        `DELETE FROM search_misses WHERE query IN (
           SELECT query FROM search_misses JOIN (SELECT query, min(day) AS first FROM search_misses GROUP BY query) USING (query)
           WHERE first < $oldest GROUP BY query HAVING sum(day < date(first, $span)) < $shown)`,
      )
      .run({ oldest: daysBefore(today, searchKeptDays), span: `+${searchKeptDays} days`, shown: searchShownAfterDays });
  }

  /**
   * Adds one push run's figures for a notice (its page's path), on `day` if it is the first. The
   * seam for `npm run push:send`: it opens this file (STATS_DATABASE) beside its own and calls this.
   */
  addNoticeDelivery(path: string, day: string, delivery: NoticeDelivery): void {
    this.#db
      .prepare(
        `INSERT INTO notice_pushes (path, day, sent, accepted, removed, failed) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT DO UPDATE SET sent = sent + excluded.sent, accepted = accepted + excluded.accepted,
           removed = removed + excluded.removed, failed = failed + excluded.failed`,
      )
      .run(path, day, delivery.sent, delivery.accepted, delivery.removed, delivery.failed);
  }

  /**
   * The figures of days `from` to `to` (Kenya days, both included). Searches: those searched on 3
   * different days or more (of all kept), listed when searched in these days, with how many of these
   * days. Notices: those first pushed in these days, and every notice page (under `noticesPrefix`)
   * read in them, with all their push figures.
   */
  figures(from: string, to: string, noticesPrefix: string): StoredFigures {
    const all = <Row>(sql: string, ...values: (string | number)[]) => this.#db.prepare(sql).all(...values) as unknown as Row[];
    const pages = all<{ path: string; reads: number }>(
      "SELECT path, sum(reads) AS reads FROM page_reads WHERE day BETWEEN ? AND ? GROUP BY path ORDER BY reads DESC, path",
      from,
      to,
    );
    const sources = all<{ source: string; reads: number }>(
      "SELECT source, sum(reads) AS reads FROM page_sources WHERE day BETWEEN ? AND ? GROUP BY source ORDER BY reads DESC, source",
      from,
      to,
    );
    const devices = all<{ device: string; reads: number }>("SELECT device, sum(reads) AS reads FROM page_devices WHERE day BETWEEN ? AND ? GROUP BY device", from, to);
    const searches = all<{ query: string; days: number }>(
      `SELECT query, count(*) AS days FROM search_misses
       WHERE day BETWEEN ? AND ? AND query IN (SELECT query FROM search_misses GROUP BY query HAVING count(*) >= ?)
       GROUP BY query ORDER BY days DESC, query`,
      from,
      to,
      searchShownAfterDays,
    );
    const notices = this.#db
      .prepare(
        `WITH shown (path) AS (
           SELECT path FROM notice_pushes WHERE day BETWEEN $from AND $to
           UNION SELECT path FROM page_reads WHERE day BETWEEN $from AND $to AND substr(path, 1, $length) = $prefix)
         SELECT shown.path, coalesce(sent, 0) AS sent, coalesce(accepted, 0) AS accepted, coalesce(removed, 0) AS removed,
           coalesce(failed, 0) AS failed, coalesce(opened, 0) AS opened
         FROM shown LEFT JOIN notice_pushes USING (path) ORDER BY shown.path`,
      )
      .all({ from, to, length: noticesPrefix.length, prefix: noticesPrefix }) as unknown as StoredFigures["notices"];
    return { pages, sources, devices, searches, notices };
  }
}
