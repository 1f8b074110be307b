// One message to one phone, one try: encrypted for its keys and signed with the school's VAPID key
// by web-push (RFC 8291, RFC 8292), then posted to its push service (RFC 8030). What the service
// answers, or why it could not be reached, decides what becomes of the subscription
// (docs/decisions/055, 058); when to try again is the run's (server/push/push-run.ts).
import webpush from "web-push";
import type { PushSettings } from "./push-settings.ts";
import type { BrowserSubscription } from "./subscription-store.ts";

/** How a message is sent: its urgency and how long the push service keeps it for a phone that is off. */
export interface SendingRules {
  urgency: "high" | "normal";
  ttlSeconds: number;
}

export type DeliveryOutcome =
  | { kind: "delivered" }
  /** 404 or 410: the phone has unsubscribed, or the subscription expired: it is removed. */
  | { kind: "gone"; status: number }
  /** Another 4xx, or a redirect (never followed): trying again will not change it. */
  | { kind: "refused"; reason: string }
  /** No such host, the connection refused, or TLS failed: the address itself is wrong (or its service is down). */
  | { kind: "unreachable"; reason: string }
  /** 429, 5xx, no answer in time, a connection lost: it may pass later (after `retryAfterMs`, if the service said). */
  | { kind: "busy"; reason: string; retryAfterMs?: number };

/**
 * The Authorization header of one push service: web-push signs a VAPID token for its origin, valid
 * for 12 hours, once per service and run rather than once per message.
 */
export function vapidAuthorizations(vapid: PushSettings["vapid"]): (endpoint: string) => string {
  const byAudience = new Map<string, string>();
  return (endpoint) => {
    const audience = new URL(endpoint).origin;
    let authorization = byAudience.get(audience);
    if (!authorization) {
      authorization = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, "aes128gcm").Authorization;
      byAudience.set(audience, authorization);
    }
    return authorization;
  };
}

/** A Retry-After in seconds or as a date, in milliseconds from now; undefined if there is none. */
function retryAfterMs(header: string | null, nowMs: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/**
 * The system's error codes that say an address cannot be reached at all: the name does not exist
 * (not EAI_AGAIN, a resolver that did not answer), nothing listens there, or its certificate is not
 * one for it. A timeout, a reset or an unreachable network may be this server's own trouble.
 */
const unreachableCodes = new Set([
  "ENOTFOUND",
  "ECONNREFUSED",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

/** Every error code in what fetch threw: its causes, and each error of an AggregateError (one per address tried). */
function errorCodes(error: unknown): string[] {
  if (typeof error !== "object" || error === null) return [];
  const own = "code" in error && typeof error.code === "string" ? [error.code] : [];
  const inner = error instanceof AggregateError ? error.errors.flatMap(errorCodes) : [];
  return [...own, ...inner, ...("cause" in error ? errorCodes(error.cause) : [])];
}

/** What a failed fetch comes to: unreachable when every code in it says the address cannot be reached. */
export function outcomeOfError(error: unknown): DeliveryOutcome {
  const codes = errorCodes(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  const reason = error instanceof Error ? `${error.name}: ${error.message}${cause}` : String(error);
  return codes.length > 0 && codes.every((code) => unreachableCodes.has(code)) ? { kind: "unreachable", reason } : { kind: "busy", reason };
}

/** Sends `payload` to one subscription, once, waiting at most `timeoutMs`; never throws. */
export async function sendOnce(
  subscription: BrowserSubscription,
  payload: string,
  rules: SendingRules,
  authorizationFor: (endpoint: string) => string,
  timeoutMs: number,
): Promise<DeliveryOutcome> {
  let request: { endpoint: string; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> };
  try {
    // A fresh encryption each try (a new key and salt), as RFC 8291 asks of every message.
    const details = webpush.generateRequestDetails(subscription, payload, {
      // No signing per message: the service's header is made once (vapidAuthorizations). web-push
      // reads null as "none" (its source says so); its types know only an object.
      vapidDetails: null as unknown as undefined,
      headers: { Authorization: authorizationFor(subscription.endpoint) },
      TTL: rules.ttlSeconds,
      urgency: rules.urgency,
      contentEncoding: "aes128gcm",
    });
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        // fetch sets the length from the body itself.
        .filter(([name]) => name.toLowerCase() !== "content-length")
        .map(([name, value]) => [name, String(value)]),
    );
    request = { endpoint: details.endpoint, headers, body: new Uint8Array(details.body) };
  } catch (error) {
    return { kind: "refused", reason: error instanceof Error ? error.message : String(error) };
  }
  try {
    // A redirect is never followed: the message would go, encrypted but whole, to an address no
    // check has seen, and the send would count as delivered.
    const response = await fetch(request.endpoint, { method: "POST", headers: request.headers, body: request.body, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    const status = response.status;
    const text = await response.text().catch(() => "");
    if (status >= 200 && status < 300) return { kind: "delivered" };
    if (status === 404 || status === 410) return { kind: "gone", status };
    const reason = `${status}${text ? ` ${text.slice(0, 120).replace(/\s+/g, " ")}` : ""}`;
    if (status >= 300 && status < 400) return { kind: "refused", reason: `${status} (a redirect, not followed)` };
    if (status === 429 || status >= 500) return { kind: "busy", reason, retryAfterMs: retryAfterMs(response.headers.get("retry-after"), Date.now()) };
    return { kind: "refused", reason };
  } catch (error) {
    return outcomeOfError(error);
  }
}
