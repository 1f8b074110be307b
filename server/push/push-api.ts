// The push address of the Node server (docs/decisions/055-web-push-from-the-school-server.md):
// POST /api/push/subscriptions keeps a phone's subscription, DELETE forgets it; a POST that names
// the subscription it `replaces` (with that one's secret) swaps a renewed one in for it, as the
// service worker sends on `pushsubscriptionchange` (docs/decisions/062). On only with the
// four settings (server/push/push-settings.ts); without them the address is unknown, 404.
// Plugged into the site's handler as the editor is: `owns(url)` and `handle(req, res, notFound)`.
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { languages, type Language } from "../../src/config/languages.ts";
import { site } from "../../src/config/site.ts";
import { subscriptionsPath } from "../../src/features/push/push-address.ts";
import { checkedTopics } from "../../src/features/push/push-topics.ts";
import type { BuiltManifest } from "../built-manifest.ts";
import { endpointProblem, normalEndpoint } from "./push-services.ts";
import { isLoopbackHost, readPushSettings, type Environment, type PushSettings } from "./push-settings.ts";
import { clientKey, slidingWindow, type RateLimit } from "./rate-limit.ts";
import { capReached, subscriptionCaps, type CapReached, type SubscriptionCaps } from "./subscription-caps.ts";
import { SubscriptionStore, type BrowserSubscription } from "./subscription-store.ts";

/** The largest body taken. */
export const largestBody = 4 * 1024;

/** A part of the site the server's handler hands the addresses it owns (server/site-handler.ts). */
export interface OwnedAddresses {
  owns(url: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse, notFound: () => void): void;
}

export interface PushApiOptions {
  settings: Pick<PushSettings, "extraServiceOrigin">;
  store: SubscriptionStore;
  /** The site's own origin (site.json): its pages may post here from another origin (a CDN), with CORS. */
  siteOrigin: string;
  /** What every answer carries: the site's security headers and its policy for what is not a page. */
  headers: Readonly<Record<string, string>>;
  rateLimit?: RateLimit;
  /** The most subscriptions kept, and new ones an hour (subscription-caps.ts). */
  caps?: SubscriptionCaps;
  now?: () => number;
  /** Where a refusal above the caps is said (console.warn by default), once a minute at most. */
  log?: (line: string) => void;
}

/** A status and what it says, as JSON. */
class Refusal {
  readonly status: number;
  readonly message: string;
  readonly headers: Readonly<Record<string, string>>;
  constructor(status: number, message: string, headers: Readonly<Record<string, string>> = {}) {
    this.status = status;
    this.message = message;
    this.headers = headers;
  }
}

/** Whether `text` is base64url (padded or not) of exactly `bytes` bytes, the first `first` if given. */
function isKey(text: unknown, bytes: number, first?: number): text is string {
  if (typeof text !== "string" || !/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return false;
  const decoded = Buffer.from(text, "base64url");
  return decoded.length === bytes && (first === undefined || decoded[0] === first) && decoded.toString("base64url") === text.replace(/=+$/, "");
}

/** The subscription of a POST's body, checked, or the refusal that says what is wrong. */
function subscriptionOf(body: Record<string, unknown>, extraOrigin: string | undefined): BrowserSubscription {
  const subscription = body.subscription as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } | null | undefined;
  if (typeof subscription !== "object" || subscription === null) throw new Refusal(400, "subscription must be the browser's PushSubscription, as JSON");
  const problem = endpointProblem(subscription.endpoint, extraOrigin);
  if (problem) throw new Refusal(400, problem);
  const keys = typeof subscription.keys === "object" && subscription.keys !== null ? subscription.keys : {};
  // A P-256 public key, uncompressed (65 bytes, 0x04 first), and a 16-byte secret (RFC 8291).
  if (!isKey(keys.p256dh, 65, 0x04)) throw new Refusal(400, "subscription.keys.p256dh must be the browser's public key (65 bytes, base64url)");
  if (!isKey(keys.auth, 16)) throw new Refusal(400, "subscription.keys.auth must be the browser's secret (16 bytes, base64url)");
  return { endpoint: subscription.endpoint as string, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** The language of the page a phone subscribed from (`lang`): one of the site's; English when not given (a page of before). */
function languageOf(lang: unknown): Language {
  if (lang === undefined) return "en";
  const known = languages.find((language) => language === lang);
  if (!known) throw new Refusal(400, `lang must be one of ${languages.map((language) => `"${language}"`).join(", ")}`);
  return known;
}

/** The subscription a renewed one replaces: its endpoint and its secret (keys.auth), as the browser gave them. */
function replacedOf(replaces: unknown): { endpoint: string; auth: string } {
  const old = replaces as { endpoint?: unknown; keys?: { auth?: unknown } } | null;
  if (typeof old !== "object" || old === null || typeof old.endpoint !== "string" || old.endpoint.length === 0 || old.endpoint.length > 2048) {
    throw new Refusal(400, "replaces must be the old PushSubscription, as JSON");
  }
  const auth = typeof old.keys === "object" && old.keys !== null ? old.keys.auth : undefined;
  if (!isKey(auth, 16)) throw new Refusal(400, "replaces.keys.auth must be the old subscription's secret (16 bytes, base64url)");
  return { endpoint: old.endpoint, auth };
}

/**
 * The address a request comes from. Behind the TLS proxy on the same machine (README) every
 * request comes from loopback: the address is then the last one the proxy added to
 * X-Forwarded-For, which a browser cannot choose.
 */
export function clientAddress(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? "";
  const forwarded = req.headers["x-forwarded-for"];
  if (typeof forwarded === "string" && isLoopbackHost(peer.replace(/^::ffff:/, ""))) {
    const last = forwarded.split(",").at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  return peer;
}

/** The body, or a refusal: over `largestBody` (413, read no further), or not JSON (415, 400). */
function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > largestBody) return Promise.reject(new Refusal(413, `the body must be at most ${largestBody} bytes`));
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") return Promise.reject(new Refusal(415, "send JSON, with Content-Type: application/json"));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > largestBody) {
        req.removeAllListeners("data");
        req.pause();
        reject(new Refusal(413, `the body must be at most ${largestBody} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on("error", reject);
    req.on("end", () => {
      if (size > largestBody) return;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        reject(new Refusal(400, "the body is not JSON"));
        return;
      }
      if (typeof body !== "object" || body === null || Array.isArray(body)) reject(new Refusal(400, "the body must be a JSON object"));
      else resolve(body as Record<string, unknown>);
    });
  });
}

/** The push address, with its store and settings. */
export function createPushApi({ settings, store, siteOrigin, headers, rateLimit = slidingWindow(), caps = subscriptionCaps, now = Date.now, log = console.warn }: PushApiOptions): OwnedAddresses {
  const common = Object.entries({ ...headers, "Cache-Control": "no-store" }).flat();
  const capLog = { lastAt: Number.NEGATIVE_INFINITY, refusedSince: 0 };

  /** Refuses a new subscription above the caps (503), saying so in the server's log once a minute at most. */
  function refuseAbove(reached: CapReached): never {
    capLog.refusedSince++;
    if (now() - capLog.lastAt >= 60_000) {
      const what = reached.cap === "total" ? `${reached.count} phones subscribed, the most kept` : `${reached.count} new phones in the last hour, the most taken`;
      log(`Urgent notices on phones: ${what} (docs/decisions/058): a new subscription was refused (503); ${capLog.refusedSince} refused since the last such line.`);
      capLog.lastAt = now();
      capLog.refusedSince = 0;
    }
    throw new Refusal(503, "the school's server takes no more phones just now: try again later", reached.cap === "hour" ? { "Retry-After": String(reached.retryAfterSeconds) } : {});
  }

  function send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, extra: Readonly<Record<string, string>> = {}) {
    const text = body === undefined ? "" : JSON.stringify(body);
    const list = [...common, ...Object.entries(extra).flat()];
    if (text !== "") list.push("Content-Type", "application/json; charset=utf-8");
    list.push("Content-Length", String(Buffer.byteLength(text)));
    res.writeHead(status, list);
    res.end(req.method === "HEAD" ? undefined : text);
  }

  /** CORS for the site's own pages on another origin (the site on a CDN, this server as the admin host); nothing for any other. */
  function corsOf(req: IncomingMessage): Record<string, string> | "refused" {
    const origin = req.headers.origin;
    // Browsers send Origin with every POST and DELETE, and a page of another site cannot hide it.
    if (typeof origin !== "string" || !URL.canParse(origin)) return "refused";
    if (new URL(origin).host === req.headers.host) return {};
    if (origin === siteOrigin) return { "Access-Control-Allow-Origin": origin, Vary: "Origin" };
    return "refused";
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const wait = rateLimit.take(clientKey(clientAddress(req)), now());
    if (wait > 0) throw new Refusal(429, "too many requests: wait a minute", { "Retry-After": String(wait), Connection: "close" });
    const method = req.method ?? "";
    if (method !== "POST" && method !== "DELETE" && method !== "OPTIONS") throw new Refusal(405, "POST to subscribe, DELETE to stop", { Allow: "POST, DELETE, OPTIONS" });
    const cors = corsOf(req);
    if (cors === "refused") throw new Refusal(403, "only the school's own pages may subscribe a phone", { Connection: "close" });
    if (method === "OPTIONS") {
      send(req, res, 204, undefined, {
        ...cors,
        "Access-Control-Allow-Methods": "POST, DELETE",
        "Access-Control-Allow-Headers": "Content-Type",
        "Access-Control-Max-Age": "86400",
      });
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = await readBody(req);
    } catch (refusal) {
      if (refusal instanceof Refusal) throw new Refusal(refusal.status, refusal.message, { ...cors, Connection: "close" });
      throw refusal;
    }
    try {
      if (method === "DELETE") {
        const endpoint = body.endpoint;
        if (typeof endpoint !== "string" || endpoint.length === 0 || endpoint.length > 2048) throw new Refusal(400, "endpoint must be the subscription's endpoint");
        // Kept as the browser writes it: any other spelling of it forgets the same phone.
        store.remove(normalEndpoint(endpoint) ?? endpoint);
        send(req, res, 204, undefined, cors);
        return;
      }
      const subscription = subscriptionOf(body, settings.extraServiceOrigin);
      if (body.replaces !== undefined) {
        const old = replacedOf(body.replaces);
        const topics = store.swap({ endpoint: normalEndpoint(old.endpoint) ?? old.endpoint, auth: old.auth }, subscription);
        if (!topics) throw new Refusal(403, "replaces must name a subscription kept here, with its keys.auth");
        send(req, res, 200, { topics }, cors);
        return;
      }
      const topics = checkedTopics(body.topics);
      if ("problem" in topics) throw new Refusal(400, topics.problem);
      const language = languageOf(body.lang);
      // A phone already kept may change its topics whatever the caps; a new one only below them.
      const reached = store.has(subscription.endpoint) ? undefined : capReached(store, now(), caps);
      if (reached) refuseAbove(reached);
      const saved = store.save(subscription, topics.topics, now(), language);
      send(req, res, saved === "created" ? 201 : 200, { topics: topics.topics }, cors);
    } catch (refusal) {
      if (refusal instanceof Refusal) throw new Refusal(refusal.status, refusal.message, { ...cors, ...refusal.headers });
      throw refusal;
    }
  }

  return {
    owns(url) {
      const queryStart = url.indexOf("?");
      return (queryStart === -1 ? url : url.slice(0, queryStart)) === subscriptionsPath;
    },
    handle(req, res) {
      answer(req, res).catch((error: unknown) => {
        // Gone before its body came (the phone's connection lost, or closed as too slow): nobody to answer.
        if (res.headersSent || (error instanceof Error && "code" in error && error.code === "ECONNRESET")) {
          res.destroy();
          return;
        }
        if (error instanceof Refusal) {
          send(req, res, error.status, { error: error.message }, error.headers);
          return;
        }
        console.error(error);
        send(req, res, 500, { error: "the server could not keep it: try again later" }, { Connection: "close" });
      });
    },
  };
}

/**
 * The push address for `npm start`, or undefined when push stays off: no setting set (the usual
 * site), some but not all (said, naming the missing ones), a setting refused, or a database that
 * cannot be opened. The site is served either way.
 */
export function startPush(buildDir: string, env: Environment): OwnedAddresses | undefined {
  const result = readPushSettings(env);
  if (!result.on) {
    if (result.reason) console.warn(`Urgent notices on phones are off: ${result.reason} (README, Urgent notices on parents' phones).`);
    return undefined;
  }
  let store: SubscriptionStore;
  try {
    store = new SubscriptionStore(result.settings.database);
  } catch (error) {
    console.error(`Urgent notices on phones are off: ${result.settings.database} cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  console.log(`Urgent notices on phones: on, at ${subscriptionsPath} (${store.count()} phones subscribed, kept in ${result.settings.database})`);
  // Its answers carry the site's security headers and the policy of what is not a page.
  const manifest = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8")) as BuiltManifest;
  const headers = { ...manifest.securityHeaders, "Content-Security-Policy": manifest.defaultCsp };
  return createPushApi({ settings: result.settings, store, siteOrigin: site.siteOrigin, headers });
}
