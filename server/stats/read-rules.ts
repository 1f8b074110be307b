// Which requests count as a read of a page, and what is kept of one: the page, the day, where the
// reader came from reduced to a named source, and phone, tablet or computer (docs/decisions/060).
// Written once, for the Node server (server/stats/stats-recorder.ts) and for nginx's access log
// (server/stats/access-log.ts), so both count by the same rules.
import { ReferrerParser } from "@tryghost/referrer-parser";
import Bowser from "bowser";
import { isbot } from "isbot";

/** What a request says of itself, as the Node server sees it or an access log line records it. */
export interface RequestFacts {
  method: string;
  status: number;
  userAgent: string | undefined;
  referer: string | undefined;
  /** `Sec-Purpose`, `Purpose` or `X-Moz`: a prefetch or prerender says so there. */
  purpose: string | undefined;
  /** `Sec-Fetch-Mode` and `Sec-Fetch-Dest`: a browser's own word that this is a page being opened. */
  fetchMode: string | undefined;
  fetchDest: string | undefined;
  /** `Accept`: what a browser without Sec-Fetch headers (before 2023) asks for. */
  accept: string | undefined;
  /** `DNT` and `Sec-GPC`: the reader asked not to be tracked. */
  doNotTrack: string | undefined;
  globalPrivacyControl: string | undefined;
}

export const devices = ["phone", "tablet", "computer"] as const;
export type Device = (typeof devices)[number];

/** The sources a read is counted under: nothing finer (no site's name) is kept. */
export const sources = {
  whatsapp: "WhatsApp",
  facebook: "Facebook",
  search: "Search engine",
  other: "Other site",
  site: "This site",
  none: "None",
} as const;
export type Source = (typeof sources)[keyof typeof sources];

/** A read of a page: the user agent's kind (the user agent itself is never kept). */
export interface Read {
  device: Device | undefined;
}

/** A user agent as counted: a bot, or a reader on a phone, tablet or computer (or one bowser cannot place). */
type Agent = "bot" | Device | undefined;

/**
 * The user agents seen lately and what they are, so each is parsed once (bowser takes about 20 µs).
 * In memory only; emptied when full, so a flood of made-up agents cannot fill the memory.
 */
const agents = new Map<string, Agent>();
const agentsKept = 1000;

function agentOf(userAgent: string): Agent {
  if (agents.has(userAgent)) return agents.get(userAgent);
  let agent: Agent;
  if (isbot(userAgent)) agent = "bot";
  else {
    const type = Bowser.getParser(userAgent).getPlatformType(true);
    agent = type === "mobile" ? "phone" : type === "tablet" ? "tablet" : type === "desktop" ? "computer" : type === "bot" ? "bot" : undefined;
  }
  if (agents.size >= agentsKept) agents.clear();
  agents.set(userAgent, agent);
  return agent;
}

const present = (value: string | undefined): value is string => value !== undefined && value !== "" && value !== "-";

/**
 * A page opened by a person: the browser says it is navigating (Sec-Fetch-Mode, sent by every browser
 * since 2023) to a document, or, passed on by the site's service worker, to "empty" (Chromium's
 * Sec-Fetch-Dest for a navigation the worker fetches: every page after the first, once the worker
 * is in control; measured in docs/decisions/061), never to a frame; an older browser asks for HTML.
 * A line of a log that records neither is taken as one.
 */
function isNavigation(facts: RequestFacts): boolean {
  if (present(facts.fetchMode)) return facts.fetchMode === "navigate" && (!present(facts.fetchDest) || facts.fetchDest === "document" || facts.fetchDest === "empty");
  if (present(facts.accept)) return facts.accept.includes("text/html");
  return true;
}

/**
 * The read a request counts as, or undefined when it is none: only a GET of a page answered 200 or
 * 304 (the caller checks it is a page) to a navigation; never a prefetch or prerender, a bot (isbot's
 * list), a request without a user agent, or one that says "do not track" or Global Privacy Control.
 */
export function readOf(facts: RequestFacts): Read | undefined {
  if (facts.method !== "GET" || (facts.status !== 200 && facts.status !== 304)) return undefined;
  if (present(facts.purpose) && /prefetch|prerender/i.test(facts.purpose)) return undefined;
  if (facts.doNotTrack?.trim() === "1" || facts.globalPrivacyControl?.trim() === "1") return undefined;
  if (!present(facts.userAgent) || !isNavigation(facts)) return undefined;
  const agent = agentOf(facts.userAgent);
  if (agent === "bot") return undefined;
  return { device: agent };
}

/** Referrers seen lately and what they reduce to (a URL is parsed once); in memory only, emptied when full. */
const referrers = new Map<string, string>();
const referrersKept = 2000;

/** A referrer reduced, before the site's own hosts are told apart (referrerKey). */
function referrerOrigin(referer: string): string {
  const known = referrers.get(referer);
  if (known !== undefined) return known;
  let origin = "other";
  const app = /^android-app:\/\/([\w.]+)/i.exec(referer);
  if (app) origin = `app:${app[1]!.toLowerCase().slice(0, 100)}`;
  else if (URL.canParse(referer)) {
    const { protocol, hostname } = new URL(referer);
    if (protocol === "http:" || protocol === "https:") origin = `host:${hostname.toLowerCase().slice(0, 253)}`;
  }
  if (referrers.size >= referrersKept) referrers.clear();
  referrers.set(referer, origin);
  return origin;
}

/**
 * Where a read came from, as the server holds it until the next write: "none", "site" (another page
 * of this site: `ownHosts`, lower-case), "other" (a referrer that is no web address), or the
 * referring host (`host:www.google.com`) or Android app (`app:com.whatsapp`, which Chrome on Android
 * sends for a link opened from an app). Only the named source is ever written (sourceOf); the host
 * stays in memory until then.
 */
export function referrerKey(referer: string | undefined, ownHosts: readonly string[], requestHost = ""): string {
  if (!present(referer)) return "none";
  const origin = referrerOrigin(referer);
  if (!origin.startsWith("host:")) return origin;
  const host = origin.slice(5);
  return host === requestHost || ownHosts.includes(host) ? "site" : origin;
}

/** WhatsApp's and Facebook's own hosts and Android apps, which the referrer list names only in part. */
const ownNames: readonly { source: Source; hosts: RegExp; apps: RegExp }[] = [
  { source: sources.whatsapp, hosts: /(^|\.)(whatsapp\.com|whatsapp\.net|wa\.me)$/, apps: /^com\.whatsapp(\.w4b)?$/ },
  { source: sources.facebook, hosts: /(^|\.)(facebook\.com|fb\.me|fb\.com)$/, apps: /^com\.facebook\./ },
];

/** Ghost's list of referrers (MIT): some 2,000 search engines, and the social sites by name. */
const referrerList = new ReferrerParser({});

/** Sources already found for a referrer key: Ghost's parser takes about 0.4 ms a look-up. */
const found = new Map<string, Source>();
const foundKept = 2000;

/** The named source of a referrer key (referrerKey). */
export function sourceOf(key: string): Source {
  if (key === "none") return sources.none;
  if (key === "site") return sources.site;
  const [kind, name] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  if ((kind !== "host" && kind !== "app") || name === "") return sources.other;
  const known = found.get(key);
  if (known) return known;
  let source: Source = sources.other;
  const own = ownNames.find((entry) => (kind === "host" ? entry.hosts : entry.apps).test(name));
  if (own) source = own.source;
  else {
    // Ghost's list names an app by its package as it names a site by its host.
    const { referrerSource, referrerMedium } = referrerList.parse(kind === "host" ? `https://${name}/` : `android-app://${name}/`);
    if (referrerMedium === "search") source = sources.search;
    else if (referrerSource === "WhatsApp") source = sources.whatsapp;
    else if (referrerSource === "Facebook") source = sources.facebook;
  }
  if (found.size >= foundKept) found.clear();
  found.set(key, source);
  return source;
}
