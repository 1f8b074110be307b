// One message to one phone: encrypted for its keys and signed with the school's VAPID key by
// web-push (RFC 8291, RFC 8292), then posted to its push service (RFC 8030). What the service
// answers decides what becomes of the subscription (docs/decisions/055).
import webpush from "web-push";
import type { PushSettings } from "./push-settings.ts";
import type { BrowserSubscription } from "./subscription-store.ts";

/** How a message is sent: its urgency and how long the push service keeps it for a phone that is off. */
export interface SendingRules {
  urgency: "high" | "normal";
  ttlSeconds: number;
}

/** Waits between tries of a message the push service could not take (429, 5xx, no answer). */
export interface RetryRules {
  /** One wait per retry: three waits, three retries, then it is counted as failed. */
  delaysMs: readonly number[];
  /** The longest a Retry-After from the service is followed. */
  longestWaitMs: number;
  /** How long one request may take. */
  timeoutMs: number;
}

const seconds = (count: number) => count * 1000;

export const defaultRetryRules: RetryRules = { delaysMs: [seconds(2), seconds(10), seconds(30)], longestWaitMs: seconds(60), timeoutMs: seconds(30) };

export type DeliveryOutcome =
  | { kind: "delivered" }
  /** 404 or 410: the phone has unsubscribed, or the subscription expired: it is removed. */
  | { kind: "gone"; status: number }
  | { kind: "failed"; reason: string };

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

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** A Retry-After in seconds or as a date, in milliseconds from now; undefined if there is none. */
function retryAfterMs(header: string | null, nowMs: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/** Sends `payload` to one subscription, retrying what may pass later; never throws. */
export async function deliver(
  subscription: BrowserSubscription,
  payload: string,
  rules: SendingRules,
  authorizationFor: (endpoint: string) => string,
  retry: RetryRules = defaultRetryRules,
): Promise<DeliveryOutcome> {
  for (let attempt = 0; ; attempt++) {
    let status: number | undefined;
    let waitMs: number | undefined;
    let reason: string;
    try {
      // A fresh encryption each try (a new key and salt), as RFC 8291 asks of every message.
      const options = {
        // No signing per message: the service's header is made once (vapidAuthorizations). web-push
        // reads null as "none" (its source says so); its types know only an object.
        vapidDetails: null as unknown as undefined,
        headers: { Authorization: authorizationFor(subscription.endpoint) },
        TTL: rules.ttlSeconds,
        urgency: rules.urgency,
        contentEncoding: "aes128gcm",
      } satisfies webpush.RequestOptions;
      const details = webpush.generateRequestDetails(subscription, payload, options);
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          // fetch sets the length from the body itself.
          .filter(([name]) => name.toLowerCase() !== "content-length")
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(details.endpoint, { method: "POST", headers, body: new Uint8Array(details.body), signal: AbortSignal.timeout(retry.timeoutMs) });
      status = response.status;
      const text = await response.text().catch(() => "");
      if (status >= 200 && status < 300) return { kind: "delivered" };
      if (status === 404 || status === 410) return { kind: "gone", status };
      reason = `${status}${text ? ` ${text.slice(0, 120).replace(/\s+/g, " ")}` : ""}`;
      waitMs = retryAfterMs(response.headers.get("retry-after"), Date.now());
      if (status !== 429 && status < 500) return { kind: "failed", reason };
    } catch (error) {
      reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    const delay = retry.delaysMs[attempt];
    if (delay === undefined) return { kind: "failed", reason };
    await sleep(Math.min(Math.max(delay, waitMs ?? 0), retry.longestWaitMs));
  }
}
