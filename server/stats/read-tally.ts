// Reads and failed searches added up in memory until they are written (docs/decisions/060): per day
// and page a count, a count per referrer and one per kind of device; per day the words of each
// failed search, once. The Node server keeps one between its writes (server/stats/stats-recorder.ts);
// the access log's reader fills one from the whole log (server/stats/access-log.ts).
import { sourceOf, type Device } from "./read-rules.ts";
import type { StatsBatch } from "./stats-store.ts";

/** A tally as handed to the writer: the referrers still as keys (read-rules.ts, referrerKey). */
export interface TalliedBatch {
  /** The Kenya day the tally was taken on: what is past keeping is counted from it. */
  today: string;
  reads: { day: string; path: string; reads: number }[];
  referrers: { day: string; path: string; referrer: string; reads: number }[];
  devices: { day: string; path: string; device: Device; reads: number }[];
  searchMisses: { day: string; query: string }[];
  noticeOpens: { path: string; opened: number }[];
}

/** The most referrers kept apart between two writes; past it, a new one counts as another site. */
const referrersKept = 5000;
/** The most different failed searches kept a day: a real day has a handful; a flood is dropped. */
export const searchMissesKeptPerDay = 500;

const key = (...parts: string[]) => parts.join("\n");
const split = (joined: string) => joined.split("\n");

function bump(counts: Map<string, number>, name: string, by = 1): void {
  counts.set(name, (counts.get(name) ?? 0) + by);
}

export class ReadTally {
  #reads = new Map<string, number>();
  #referrers = new Map<string, number>();
  #devices = new Map<string, number>();
  #misses = new Set<string>();
  #opens = new Map<string, number>();
  /** The failed searches of the day kept so far, across writes, for the daily limit. */
  #missDay = "";
  #missesToday = new Set<string>();

  /** Whether anything waits to be written. */
  get empty(): boolean {
    return this.#reads.size === 0 && this.#misses.size === 0 && this.#opens.size === 0;
  }

  addRead(day: string, path: string, referrer: string, device: Device | undefined): void {
    bump(this.#reads, key(day, path));
    const referrerName = key(day, path, referrer);
    bump(this.#referrers, this.#referrers.has(referrerName) || this.#referrers.size < referrersKept ? referrerName : key(day, path, "other"));
    if (device) bump(this.#devices, key(day, path, device));
  }

  /** A failed search, already in its kept form (searchMissWords): once a day, and at most 500 a day. */
  addSearchMiss(day: string, query: string): void {
    if (day !== this.#missDay) {
      this.#missDay = day;
      this.#missesToday.clear();
    }
    if (!this.#missesToday.has(query) && this.#missesToday.size >= searchMissesKeptPerDay) return;
    this.#missesToday.add(query);
    this.#misses.add(key(day, query));
  }

  /** A notice opened from its notification (the seam for the push figures: nothing calls it yet). */
  addNoticeOpened(path: string): void {
    bump(this.#opens, path);
  }

  /** Everything tallied since the last take, and a fresh start. */
  take(today: string): TalliedBatch {
    const batch: TalliedBatch = {
      today,
      reads: [...this.#reads].map(([name, reads]) => {
        const [day, path] = split(name) as [string, string];
        return { day, path, reads };
      }),
      referrers: [...this.#referrers].map(([name, reads]) => {
        const [day, path, referrer] = split(name) as [string, string, string];
        return { day, path, referrer, reads };
      }),
      devices: [...this.#devices].map(([name, reads]) => {
        const [day, path, device] = split(name) as [string, string, Device];
        return { day, path, device, reads };
      }),
      searchMisses: [...this.#misses].map((name) => {
        const [day, query] = split(name) as [string, string];
        return { day, query };
      }),
      noticeOpens: [...this.#opens].map(([path, opened]) => ({ path, opened })),
    };
    this.#reads = new Map();
    this.#referrers = new Map();
    this.#devices = new Map();
    this.#misses = new Set();
    this.#opens = new Map();
    return batch;
  }
}

/** A tally as written: each referrer reduced to its named source (the host is never written). */
export function withNamedSources(batch: TalliedBatch): StatsBatch {
  const sources = new Map<string, StatsBatch["sources"][number]>();
  for (const { day, path, referrer, reads } of batch.referrers) {
    const source = sourceOf(referrer);
    const name = key(day, path, source);
    const row = sources.get(name);
    if (row) row.reads += reads;
    else sources.set(name, { day, path, source, reads });
  }
  return { reads: batch.reads, sources: [...sources.values()], devices: batch.devices, searchMisses: batch.searchMisses, noticeOpens: batch.noticeOpens };
}
