// The address the service worker tells of a notice opened from its notification (docs/decisions/
// 062): POST /api/stats/notice-opened, the notice's page (`/notices/floods`) alone as text. Counted
// once per request as that notice's "opened", only for a notice page the live build has (anything
// else is dropped, so the table holds no other words), and by the same rules as a failed search
// (stats-post.ts). A notice's Kiswahili page (`/sw/notices/floods`, what a phone subscribed from a
// Kiswahili page opens) counts as the notice's: its figures are one per notice, in both languages. Always 204. Only with counting on (STATS_DATABASE); otherwise unknown, 404.
import { englishPathOf } from "../../src/config/languages.ts";
import { noticeOpenedPath } from "../../src/features/push/push-address.ts";
import type { OwnedAddresses } from "../push/push-api.ts";
import { countingPost } from "./stats-post.ts";
import type { StatsRecorder } from "./stats-recorder.ts";
import { noticesPrefix } from "./stats-report.ts";

/** The largest body read: a notice's address is far shorter. */
const largestBody = 512;

/** `pages`: the build's canonical page addresses (site-manifest.json's `paths`, lower-cased to canonical). */
export function createNoticeOpenedApi(recorder: StatsRecorder, headers: Readonly<Record<string, string>>, pages: Readonly<Record<string, string>>): OwnedAddresses {
  const built = new Set(Object.values(pages));
  const notices = new Set([...built].filter((path) => path.startsWith(noticesPrefix)));
  return countingPost(noticeOpenedPath, largestBody, headers, (text) => {
    const path = text.trim();
    const notice = englishPathOf(path);
    if (built.has(path) && notices.has(notice)) recorder.countNoticeOpened(notice);
  });
}
