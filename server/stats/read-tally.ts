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

function bump<Name>(counts: Map<Name, number>, name: Name, by = 1): void {
  counts.set(name, (counts.get(name) ?? 0) + by);
}

/** One page's reads on one day, by referrer and by device. */
interface PageTally {
  day: string;
  path: string;
  reads: number;
  referrers: Map<string, number>;
  devices: Map<Device, number>;
}

export class ReadTally {
  #pages = new Map<string, PageTally>();
  /** Referrers held apart since the last take, over all pages. */
  #referrerCount = 0;
  #misses = new Set<string>();
  #opens = new Map<string, number>();
  /** The failed searches of the day kept so far, across writes, for the daily limit. */
  #missDay = "";
  #missesToday = new Set<string>();

  /** Whether anything waits to be written. */
  get empty(): boolean {
    return this.#pages.size === 0 && this.#misses.size === 0 && this.#opens.size === 0;
  }

  addRead(day: string, path: string, referrer: string, device: Device | undefined): void {
    const name = key(day, path);
    let page = this.#pages.get(name);
    if (!page) {
      page = { day, path, reads: 0, referrers: new Map(), devices: new Map() };
      this.#pages.set(name, page);
    }
    page.reads++;
    let held = referrer;
    if (!page.referrers.has(held)) {
      if (this.#referrerCount >= referrersKept) held = "other";
      if (!page.referrers.has(held)) this.#referrerCount++;
    }
    bump(page.referrers, held);
    if (device) bump(page.devices, device);
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
    const pages = [...this.#pages.values()];
    const batch: TalliedBatch = {
      today,
      reads: pages.map(({ day, path, reads }) => ({ day, path, reads })),
      referrers: pages.flatMap(({ day, path, referrers }) => [...referrers].map(([referrer, reads]) => ({ day, path, referrer, reads }))),
      devices: pages.flatMap(({ day, path, devices }) => [...devices].map(([device, reads]) => ({ day, path, device, reads }))),
      searchMisses: [...this.#misses].map((name) => {
        const [day, query] = name.split("\n") as [string, string];
        return { day, query };
      }),
      noticeOpens: [...this.#opens].map(([path, opened]) => ({ path, opened })),
    };
    this.#pages = new Map();
    this.#referrerCount = 0;
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
