/** The admissions countdown's arithmetic (docs/site.md, Admissions countdown), free of clocks so it can be tested. */

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time left until the deadline, or null once it has passed (the banner then disappears). */
export function timeLeft(nowMs: number, deadlineMs: number): CountdownParts | null {
  const left = deadlineMs - nowMs;
  if (left <= 0) return null;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/** The elapsed share of the admissions window, 0–100, clamped at both ends. */
export function progressPercent(nowMs: number, startMs: number, deadlineMs: number): number {
  if (deadlineMs <= startMs) return 100;
  const share = ((nowMs - startMs) / (deadlineMs - startMs)) * 100;
  return Math.min(100, Math.max(0, share));
}

/** The deadline as the viewer's own locale writes a date and time. */
export function formatDeadline(deadlineMs: number, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone }).format(deadlineMs);
}
