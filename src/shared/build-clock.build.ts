/**
 * The instant the site is built at: now, unless BUILD_TIME names another instant (ISO 8601 with
 * its offset: `2026-01-05T07:30:00+03:00`). Everything a build decides by the clock reads it here:
 * whether the alert shows, which notices have expired, which school events are over. The
 * publishing workflow rebuilds every hour with the real clock, so what has ended leaves the pages
 * with no one publishing; a test sets BUILD_TIME to build the same content before and after an
 * alert's end (docs/decisions/050-timed-rebuilds.md).
 */
export function buildTime(env: Readonly<Record<string, string | undefined>> = process.env): Date {
  const named = env.BUILD_TIME;
  if (named === undefined || named === "") return new Date();
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(named) ? new Date(named) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw new Error(`BUILD_TIME is '${named}': write the instant as ISO 8601 with its offset, 2026-01-05T07:30:00+03:00`);
  return at;
}
