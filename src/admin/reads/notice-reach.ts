/**
 * A pushed notice on the Publishing list (src/admin/publishing/github-mode/publishing-page.astro):
 * beside a save that changed a notice, how far it went, "Sent to 412 phones, opened on 231", from
 * the school's figures (docs/decisions/062).
 */
import { contentPlaceOf } from "~/config/content-places";
import { routeTable } from "~/config/route-table";
import type { StatsReport } from "./school-figures";

/** The page of the notice a changed file is (or a notice's PDF belongs to); undefined for any other file. */
export function noticePageOf(path: string): string | undefined {
  const place = contentPlaceOf(path);
  const name = place?.kind === "words" && place.collection === "notices" ? place.name : place?.kind === "notice-file" ? place.notice : undefined;
  return name === undefined ? undefined : `${routeTable.notices.path}/${name}`;
}

/** The notices that were sent to phones, by page: from a report long enough to hold every notice kept. */
export function pushedNotices(report: StatsReport | undefined): Map<string, { sent: number; opened: number }> {
  return new Map((report?.notices ?? []).filter((notice) => notice.sent > 0).map((notice) => [notice.path, { sent: notice.sent, opened: notice.opened }]));
}

/** "Sent to 412 phones, opened on 231". */
export function reachWords({ sent, opened }: { sent: number; opened: number }): string {
  return `Sent to ${sent} ${sent === 1 ? "phone" : "phones"}, opened on ${opened}`;
}
