// The address the search page tells of a search that found nothing (docs/decisions/060):
// POST /api/stats/search-miss, the words alone as text. Always 204 and nothing more, whether the
// words were kept or not, so the page has nothing to wait for. Kept: the words as the page writes
// them (searchMissWords), with the day; not kept from another site's page, a bot, or a browser that
// says "do not track" or Global Privacy Control (stats-post.ts). Only with counting on
// (STATS_DATABASE); without it the address is unknown, 404, as on nginx and static hosts.
import { searchMissPath, searchMissWords } from "../../src/features/search/search-miss.ts";
import type { OwnedAddresses } from "../push/push-api.ts";
import { countingPost } from "./stats-post.ts";
import type { StatsRecorder } from "./stats-recorder.ts";

/** The largest body read: 60 characters of any script fit, with room. */
const largestBody = 512;

export function createSearchMissApi(recorder: StatsRecorder, headers: Readonly<Record<string, string>>): OwnedAddresses {
  return countingPost(searchMissPath, largestBody, headers, (text) => recorder.countSearchMiss(searchMissWords(text)));
}
