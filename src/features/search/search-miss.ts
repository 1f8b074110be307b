/**
 * A search that found nothing, as the search page tells the school's server (docs/site.md, Search;
 * docs/decisions/060): one small POST to this address, its body the words alone. The server keeps
 * them with the day (server/stats/search-miss-api.ts) and shows them only once they were searched on
 * three different days, so a child's name typed once is never shown. nginx and static hosts have no
 * such address: the request fails there, and nothing comes of it.
 */
export const searchMissPath = "/api/stats/search-miss";

/** The most characters of a search kept: enough for what a parent looks for, too few for a message. */
export const searchMissLength = 60;

/**
 * The words as kept: trimmed, spaces run together, lower-case, at most 60 characters (whole
 * characters, never half of one). The page and the server both write them this way.
 */
export function searchMissWords(text: string): string {
  const words = text.trim().replace(/\s+/g, " ").toLowerCase();
  return Array.from(words).slice(0, searchMissLength).join("").trim();
}
