/**
 * When the school's alert shows (docs/decisions/038-alert-banner.md): between its start and its
 * end, both written as a date and time in Kenya (Africa/Nairobi: UTC+03:00 all year, no summer
 * time). Free of clocks, so the build, the page's script and the tests share it.
 */

import { nairobiOffsetMs as offsetMs } from "~/shared/nairobi-time";

/** `2026-11-25 07:30`, `2026-11-25T07:30`, with seconds or Kenya's offset (`+03:00`) or neither. */
const written = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(\+03:00)?$/;

/** The instant a date and time in Kenya names (milliseconds since 1970), or undefined if it names none. */
export function nairobiTime(text: string): number | undefined {
  const match = written.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second = 0] = match.slice(1, 7).map((part) => (part === undefined ? 0 : Number(part))) as number[];
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second);
  // Date.UTC rolls 31 April over to 1 May: a date that does not exist names no instant.
  const check = new Date(utc);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day || hour! > 23 || minute! > 59 || second > 59) return undefined;
  return utc - offsetMs;
}

/** An instant as Kenya writes it in the alert's file: `2026-11-25 07:30`. */
export function nairobiText(ms: number): string {
  return new Date(ms + offsetMs).toISOString().slice(0, 16).replace("T", " ");
}

export type AlertPhase = "before" | "showing" | "ended";

/** Where `now` falls: before the start, from the start up to the end (the end itself excluded), or after. */
export function alertPhase(nowMs: number, startMs: number, endMs: number): AlertPhase {
  if (nowMs < startMs) return "before";
  return nowMs < endMs ? "showing" : "ended";
}

/** Milliseconds until the alert next shows or goes, or undefined once it has ended. */
export function nextChangeIn(nowMs: number, startMs: number, endMs: number): number | undefined {
  const phase = alertPhase(nowMs, startMs, endMs);
  if (phase === "ended") return undefined;
  return (phase === "before" ? startMs : endMs) - nowMs;
}

/**
 * A short name for one alert's content (FNV-1a, 32 bits, in base 36): a phone remembers it once
 * the alert has been announced, and a changed alert gets a new name, so it is announced again.
 */
export function alertId(parts: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of parts.join("\u0000")) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
