// The Node server's counting (docs/decisions/060): each read and failed search is added to a tally
// in memory, which is written every minute from a thread of its own (stats-writer.ts), so no
// request waits on the disk; a crash loses at most the last minute. On SIGTERM or SIGINT the
// server writes what it holds before it exits (server/start.ts). On only when STATS_DATABASE names
// a file; otherwise nothing is counted and nothing written.
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { nairobiDay, nairobiOffsetMs } from "../../src/shared/nairobi-time.ts";
import { readOf, referrerKey, type RequestFacts } from "./read-rules.ts";
import { ReadTally } from "./read-tally.ts";
import type { StatsWriter } from "./stats-writer.ts";

/** How often the tally is written: a crash (not a stop) loses at most this much. */
export const writeEveryMs = 60_000;

/** A request header as one value (Node joins repeated ones already; its type still allows a list). */
function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** What the read rules look at, from a request the server answered with `status`. */
export function factsOf(req: IncomingMessage, status: number): RequestFacts {
  const { headers } = req;
  return {
    method: req.method ?? "",
    status,
    userAgent: header(headers, "user-agent"),
    referer: header(headers, "referer"),
    purpose: header(headers, "sec-purpose") ?? header(headers, "purpose") ?? header(headers, "x-moz"),
    fetchMode: header(headers, "sec-fetch-mode"),
    fetchDest: header(headers, "sec-fetch-dest"),
    accept: header(headers, "accept"),
    doNotTrack: header(headers, "dnt"),
    globalPrivacyControl: header(headers, "sec-gpc"),
  };
}

export interface StatsRecorderOptions {
  writer: StatsWriter;
  /** The site's own host names: a read coming from one of its pages is "This site". */
  ownHosts: readonly string[];
  now?: () => number;
  everyMs?: number;
}

export class StatsRecorder {
  readonly #writer: StatsWriter;
  readonly #ownHosts: readonly string[];
  readonly #now: () => number;
  readonly #tally = new ReadTally();
  readonly #timer: ReturnType<typeof setInterval>;
  /** The write under way: the next waits for it, so batches reach the disk in order. */
  #writing: Promise<void> = Promise.resolve();
  #closed = false;

  constructor({ writer, ownHosts, now = Date.now, everyMs = writeEveryMs }: StatsRecorderOptions) {
    this.#writer = writer;
    this.#ownHosts = ownHosts.map((host) => host.toLowerCase());
    this.#now = now;
    this.#timer = setInterval(() => void this.write(), everyMs);
    this.#timer.unref();
  }

  /** Today in Kenya, and the instant the next day begins: the day is worked out once a day. */
  #day = { name: "", endsAt: Number.NEGATIVE_INFINITY, beganAt: Number.POSITIVE_INFINITY };

  #today(): string {
    const now = this.#now();
    if (now >= this.#day.endsAt || now < this.#day.beganAt) {
      const name = nairobiDay(new Date(now));
      const beganAt = Date.parse(`${name}T00:00:00Z`) - nairobiOffsetMs;
      this.#day = { name, beganAt, endsAt: beganAt + 24 * 60 * 60 * 1000 };
    }
    return this.#day.name;
  }

  /** Counts a page answered with `status` (`path`: its address as the route table writes it), if it is a read. */
  countRead(req: IncomingMessage, path: string, status: number): void {
    if (this.#closed) return;
    const read = readOf(factsOf(req, status));
    if (!read) return;
    // The request's own host counts as the site's too: the server may answer under another name.
    const host = (req.headers.host ?? "").replace(/:\d+$/, "").toLowerCase();
    this.#tally.addRead(this.#today(), path, referrerKey(header(req.headers, "referer"), this.#ownHosts, host), read.device);
  }

  /** Counts a failed search, its words already as kept (searchMissWords). */
  countSearchMiss(query: string): void {
    if (!this.#closed && query !== "") this.#tally.addSearchMiss(this.#today(), query);
  }

  /**
   * Counts a notice opened from its notification (`path`: the notice's page). The seam for the push
   * figures (docs/decisions/060): the address the service worker will tell of a tap calls it.
   */
  countNoticeOpened(path: string): void {
    if (!this.#closed) this.#tally.addNoticeOpened(path);
  }

  /** Writes what the tally holds; resolves once it is on disk (a failed write is said and dropped). */
  write(): Promise<void> {
    this.#writing = this.#writing.then(async () => {
      if (this.#tally.empty) return;
      try {
        await this.#writer.write(this.#tally.take(this.#today()));
      } catch (error) {
        console.error(`The site's figures could not be written: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    return this.#writing;
  }

  /** Writes what is held, then closes the database: on SIGTERM or SIGINT, before the server exits. */
  async close(): Promise<void> {
    if (this.#closed) return this.#writing;
    clearInterval(this.#timer);
    await this.write();
    this.#closed = true;
    await this.#writer.close();
  }
}
