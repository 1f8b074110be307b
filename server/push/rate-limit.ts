// How many requests one client may make of the push address: 30 a minute (docs/decisions/055),
// a client being an IPv4 address or an IPv6 /64 (058). A phone subscribes or stops once; a script
// trying endpoints or filling the database is held back.
import ipaddr from "ipaddr.js";

/**
 * Who a request comes from, for the limit: an IPv4 address itself (written as IPv6,
 * `::ffff:203.0.113.7`, the same); an IPv6 address by its /64, the block a home or a phone on a
 * mobile network is given whole (RFC 6177), so the 2^64 addresses of one do not each get their
 * own allowance. Anything else (not an address) as it is.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  return `${new ipaddr.IPv6([...parsed.toByteArray().slice(0, 8), 0, 0, 0, 0, 0, 0, 0, 0]).toString()}/64`;
}

export interface RateLimit {
  /** Counts a request from `address` at `nowMs`; the seconds to wait when it is one too many, else 0. */
  take(address: string, nowMs: number): number;
}

/**
 * A sliding window: the times of each address's last `limit` requests. An address is forgotten
 * once its window has passed, and the table never holds more than `addresses` of them (the oldest
 * go first), so a flood from many addresses cannot fill the server's memory.
 */
export function slidingWindow({ limit = 30, windowMs = 60_000, addresses = 10_000 } = {}): RateLimit {
  const seen = new Map<string, number[]>();
  return {
    take(address, nowMs) {
      const times = (seen.get(address) ?? []).filter((time) => time > nowMs - windowMs);
      // Refused requests count too: asking again and again does not make room.
      times.push(nowMs);
      if (times.length > limit) times.splice(0, times.length - limit - 1);
      seen.delete(address);
      seen.set(address, times);
      if (seen.size > addresses) seen.delete(seen.keys().next().value as string);
      // Refused: until enough of them have left the window for one more to be allowed.
      return times.length > limit ? Math.max(1, Math.ceil((times[times.length - limit]! + windowMs - nowMs) / 1000)) : 0;
    },
  };
}
