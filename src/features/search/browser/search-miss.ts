/**
 * Tells the school's server of a search that found nothing (docs/site.md, Search;
 * docs/decisions/060): one small POST, the words alone (searchMissWords), with no cookie, sent even
 * as the page closes (`keepalive`), and nothing awaited: where the address does not exist (nginx, a
 * static host) it fails and nothing comes of it. Nothing is sent with the data saver on, nor by a
 * browser that asks not to be tracked (Do Not Track, Global Privacy Control); the same words once a
 * page at most. The service worker leaves a POST alone, so it is never kept on the phone.
 */
import { connectionOf, savesData } from "~/shared/browser/connection";
import { searchMissPath, searchMissWords } from "~/features/search/search-miss";

const told = new Set<string>();

function asksNotToBeTracked(browser: Navigator): boolean {
  return browser.doNotTrack === "1" || (browser as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

export function tellSearchMiss(text: string): void {
  if (savesData(connectionOf(navigator)) || asksNotToBeTracked(navigator)) return;
  const words = searchMissWords(text);
  if (words === "" || told.has(words)) return;
  told.add(words);
  fetch(searchMissPath, { method: "POST", body: words, keepalive: true, credentials: "omit", cache: "no-store", priority: "low" }).catch(() => undefined);
}
