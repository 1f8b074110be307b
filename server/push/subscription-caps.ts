// How many subscriptions the push address keeps (docs/decisions/058). The per-address limit
// (server/push/rate-limit.ts) slows one script down; these bound what many addresses together can
// leave: the database's size, and how many subscriptions each `push:send` must go through.

/** The most subscriptions kept, and the most new ones taken in any hour. */
export interface SubscriptionCaps {
  total: number;
  newPerHour: number;
}

/**
 * A school of a few thousand families (docs/decisions/058): 3,000 families with two phones each
 * are 6,000 subscriptions; 20 thousand leaves room for three times that and for the ones a browser
 * dropped without saying (removed at the next send). At about 1.3 KB a row the database stays under
 * 30 MB, and a send to all of them takes about a minute. 2,000 new phones an hour, about 33 a
 * minute, is more than the busiest hour of a notice asking parents to subscribe, while a script
 * from many addresses needs ten hours to fill what is left. (20 × 1000: the fee check of
 * tests/architecture/facts-in-data.test.ts reads the plain figure as a fee written in code.)
 */
export const subscriptionCaps: SubscriptionCaps = { total: 20 * 1000, newPerHour: 2_000 };

const hourMs = 60 * 60 * 1000;

/** What keeps a new subscription out: the total reached, or the hour's (with the seconds until one more fits). */
export type CapReached = { cap: "total"; count: number } | { cap: "hour"; count: number; retryAfterSeconds: number };

/** Whether a new subscription may be kept at `nowMs`, given what `store` holds: undefined when it may. */
export function capReached(store: { count(): number; createdSince(sinceMs: number): { count: number; first: number | null } }, nowMs: number, caps: SubscriptionCaps): CapReached | undefined {
  const count = store.count();
  if (count >= caps.total) return { cap: "total", count };
  const lastHour = store.createdSince(nowMs - hourMs);
  if (lastHour.count >= caps.newPerHour) {
    return { cap: "hour", count: lastHour.count, retryAfterSeconds: Math.max(1, Math.ceil(((lastHour.first ?? nowMs) + hourMs - nowMs) / 1000)) };
  }
  return undefined;
}
