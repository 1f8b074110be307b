// Counting for `npm start` (docs/decisions/060): on when STATS_DATABASE names a file, off (nothing
// counted, nothing written, the search and notice-opened addresses unknown) otherwise, or when the file cannot be
// opened. The site is served either way.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { site } from "../../src/config/site.ts";
import type { OwnedAddresses } from "../push/push-api.ts";
import type { BuiltManifest } from "../built-manifest.ts";
import { createNoticeOpenedApi } from "./notice-opened-api.ts";
import { createSearchMissApi } from "./search-miss-api.ts";
import { StatsRecorder, writeEveryMs } from "./stats-recorder.ts";
import { openStatsWriter } from "./stats-writer.ts";

/** What the site's handler needs of counting: the reads, the address of failed searches and that of notices opened from their notification. */
export interface SiteStats {
  recorder: StatsRecorder;
  searchMisses: OwnedAddresses;
  noticeOpens: OwnedAddresses;
}

/** The counting of a server: `now` for a test's own clock. */
export async function createSiteStats(buildDir: string, database: string, now?: () => number): Promise<SiteStats> {
  const writer = await openStatsWriter(database);
  const recorder = new StatsRecorder({ writer, ownHosts: [new URL(site.siteOrigin).hostname], ...(now ? { now } : {}) });
  // Its answers carry the site's security headers and the policy of what is not a page.
  const manifest = JSON.parse(readFileSync(join(buildDir, "site-manifest.json"), "utf8")) as BuiltManifest;
  const headers = { ...manifest.securityHeaders, "Content-Security-Policy": manifest.defaultCsp };
  return { recorder, searchMisses: createSearchMissApi(recorder, headers), noticeOpens: createNoticeOpenedApi(recorder, headers, manifest.paths) };
}

export async function startStats(buildDir: string, env: Readonly<Record<string, string | undefined>>): Promise<SiteStats | undefined> {
  const database = env.STATS_DATABASE?.trim();
  if (!database) return undefined;
  try {
    const stats = await createSiteStats(buildDir, database);
    console.log(`Counting page reads: on, kept in ${database}, written every ${writeEveryMs / 1000} s (npm run report shows them)`);
    return stats;
  } catch (error) {
    console.error(`Counting page reads is off: ${database} cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
