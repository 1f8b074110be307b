// How far each notice went, as `npm run push:send` learnt it (docs/decisions/062): per notice page,
// the phones it was sent to, how many push services accepted it, how many said the phone is gone
// (404 or 410: removed) and how many failed. Added to the school's figures (STATS_DATABASE) beside
// the notice's reads and how many opened it from the notification. The alert is not a notice: its
// sends are not kept.
import type { PushMessagesFile } from "../../src/features/push/push-messages.ts";
import { nairobiDay } from "../../src/shared/nairobi-time.ts";
import type { PushRunSummary } from "../push/push-run.ts";
import { StatsStore, type NoticeDelivery } from "./stats-store.ts";

/**
 * Each notice's figures of one run, by its page: a notice sent to two topics in one run (to
 * "notices", then ticked Urgent) is one notice. `sent` is every phone tried: accepted, removed or
 * failed. A phone a run could not reach before its deadline was not sent to (the next run does).
 */
export function noticeDeliveries(summary: Pick<PushRunSummary, "messages">, file: Pick<PushMessagesFile, "messages">): Map<string, NoticeDelivery> {
  const paths = new Map(file.messages.filter((message) => message.kind === "notice").map((message) => [message.id, message.path]));
  const byPath = new Map<string, NoticeDelivery>();
  for (const result of summary.messages) {
    const path = paths.get(result.id);
    if (path === undefined) continue;
    const figures = byPath.get(path) ?? { sent: 0, accepted: 0, removed: 0, failed: 0 };
    // The run counts a phone whose push service took the message as "sent": here that is "accepted".
    figures.accepted += result.sent;
    figures.removed += result.removed;
    figures.failed += result.failed;
    figures.sent += result.sent + result.removed + result.failed;
    byPath.set(path, figures);
  }
  return byPath;
}

/** Adds one run's figures to the database at `database`, on the Kenya day of `nowMs`; how many notices it added to. */
export function recordNoticeDeliveries(database: string, summary: Pick<PushRunSummary, "messages">, file: Pick<PushMessagesFile, "messages">, nowMs: number): number {
  const deliveries = noticeDeliveries(summary, file);
  if (deliveries.size === 0) return 0;
  const store = new StatsStore(database);
  try {
    const day = nairobiDay(new Date(nowMs));
    for (const [path, delivery] of deliveries) store.addNoticeDelivery(path, day, delivery);
  } finally {
    store.close();
  }
  return deliveries.size;
}
