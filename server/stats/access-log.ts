// The same figures from nginx's access log, for a site served by nginx (`npm run report --
// --access-log FILE`; docs/decisions/060). No maintained parser of nginx's log is on npm (the one
// package, nginxparser, is a decade-old regular-expression builder), so this is one regular
// expression for nginx's `combined` format as nginx documents it:
//
//   '$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent"'
//
// and, optionally, six more quoted fields after it, the `school_reads` format of the README, which
// logs what `combined` leaves out and the rules need: Sec-Purpose, Purpose, Sec-Fetch-Mode,
// Sec-Fetch-Dest, DNT and Sec-GPC. With `combined` alone a prefetch, or a request that asked not to
// be tracked, cannot be told apart, and is counted as a read. Bots are left out by the user agent
// either way. The address in each line is never read.
import { site } from "../../src/config/site.ts";
import { nairobiDay } from "../../src/shared/nairobi-time.ts";
import { readOf, referrerKey, type RequestFacts } from "./read-rules.ts";
import { ReadTally, withNamedSources } from "./read-tally.ts";
import { noticesPrefix, reportOf, reportWindow, type StatsReport } from "./stats-report.ts";
import { StatsStore } from "./stats-store.ts";

/** nginx escapes '"', '\' and bytes outside printable ASCII as \xHH, so a quoted field holds no '"'. */
const quoted = '"([^"]*)"';
export const combinedLine = new RegExp(
  `^\\S+ - .*? \\[([^\\]]+)\\] ${quoted} (\\d{3}) (?:\\d+|-) ${quoted} ${quoted}(?: ${quoted} ${quoted} ${quoted} ${quoted} ${quoted} ${quoted})?\\s*$`,
);

/** A line of the log as the read rules see it, with the page asked for and the day. */
export interface LogEntry {
  day: string;
  target: string;
  facts: RequestFacts;
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `$time_local` (`29/Nov/2026:10:42:05 +0300`) as the Kenya day it fell on. */
function dayOf(timeLocal: string): string | undefined {
  const parts = /^(\d{2})\/(\w{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(timeLocal);
  const month = parts ? months.indexOf(parts[2]!) : -1;
  if (!parts || month === -1) return undefined;
  const [, day, , year, hour, minute, second, sign, offsetHours, offsetMinutes] = parts;
  const at = new Date(`${year}-${String(month + 1).padStart(2, "0")}-${day}T${hour}:${minute}:${second}${sign}${offsetHours}:${offsetMinutes}`);
  return Number.isNaN(at.getTime()) ? undefined : nairobiDay(at);
}

/** A field as the browser sent it: nginx's \xHH escapes undone; `-` (nothing sent) as undefined. */
function field(text: string | undefined): string | undefined {
  if (text === undefined || text === "-" || text === "") return undefined;
  if (!text.includes("\\x")) return text;
  const bytes = text.split(/(\\x[0-9A-Fa-f]{2})/).flatMap((part) => (/^\\x[0-9A-Fa-f]{2}$/.test(part) ? [Buffer.from([parseInt(part.slice(2), 16)])] : [Buffer.from(part)]));
  return Buffer.concat(bytes).toString("utf8");
}

/** One line of the log, or undefined when it is not in either format (or its request is not HTTP). */
export function parseLogLine(line: string): LogEntry | undefined {
  const match = combinedLine.exec(line);
  if (!match) return undefined;
  const [, timeLocal, request, status, referer, userAgent, secPurpose, purpose, fetchMode, fetchDest, doNotTrack, globalPrivacyControl] = match;
  const day = dayOf(timeLocal!);
  const [method, target] = request!.split(" ");
  if (!day || !method || !target?.startsWith("/")) return undefined;
  return {
    day,
    target,
    facts: {
      method,
      status: Number(status),
      userAgent: field(userAgent),
      referer: field(referer),
      purpose: field(secPurpose) ?? field(purpose),
      fetchMode: field(fetchMode),
      fetchDest: field(fetchDest),
      accept: undefined,
      doNotTrack: field(doNotTrack),
      globalPrivacyControl: field(globalPrivacyControl),
    },
  };
}

/**
 * The page a request asked for, or undefined when it asked for a file: nginx answers 200 or 304 only
 * to an address as the route table writes it (it redirects every other spelling), and a page's
 * address has no extension (`/fees`), a file's has (`/assets/app.1a2b.js`, `/robots.txt`).
 */
export function pageOf(target: string): string | undefined {
  const path = target.split("?")[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (/\.[^/]*$/.test(decoded) || /^\/(assets|pagefind|api|keystatic)(\/|$)/.test(decoded)) return undefined;
  return decoded;
}

/** What a log came to: its reads tallied, its last day, and how many lines were not understood. */
export interface LogTally {
  tally: ReadTally;
  lastDay: string | undefined;
  lines: number;
  unreadable: number;
}

/** The site's own host names: a log has no Host, so they are the site's address (src/data/site.json). */
const siteHosts = [new URL(site.siteOrigin).hostname];

export function tallyAccessLog(text: string, ownHosts: readonly string[] = siteHosts): LogTally {
  const tally = new ReadTally();
  let lastDay: string | undefined;
  let lines = 0;
  let unreadable = 0;
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    lines++;
    const entry = parseLogLine(line);
    if (!entry) {
      unreadable++;
      continue;
    }
    if (!lastDay || entry.day > lastDay) lastDay = entry.day;
    const page = pageOf(entry.target);
    const read = page === undefined ? undefined : readOf(entry.facts);
    if (page !== undefined && read) tally.addRead(entry.day, page, referrerKey(entry.facts.referer, ownHosts), read.device);
  }
  return { tally, lastDay, lines, unreadable };
}

/**
 * The report of a log's last `days` days (up to the day of its newest line), by the server's rules,
 * made in a database in memory with the server's own queries.
 */
export function accessLogReport(
  text: string,
  days: number,
  ownHosts: readonly string[] = siteHosts,
): { report: StatsReport; lastDay: string | undefined; lines: number; unreadable: number } {
  const { tally, lastDay, lines, unreadable } = tallyAccessLog(text, ownHosts);
  const store = new StatsStore(":memory:");
  try {
    const to = lastDay ?? nairobiDay(new Date());
    store.write(withNamedSources(tally.take(to)), to);
    const { from } = reportWindow(days, to);
    return { report: reportOf(store.figures(from, to, noticesPrefix), days), lastDay, lines, unreadable };
  } finally {
    store.close();
  }
}
