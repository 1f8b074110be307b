// `npm run push:send`: what the live build may send (build/push-messages.json, written by the
// build) and has not yet sent goes to the phones that asked for it, once, ever
// (docs/decisions/055-web-push-from-the-school-server.md; README, Urgent notices on parents' phones).
import { declarativePush, maxPayloadBytes } from "../../src/features/push/push-payload.ts";
import { isDue, type PushMessage, type PushMessagesFile } from "../../src/features/push/push-messages.ts";
import { topicOf, type PushTopic } from "../../src/features/push/push-topics.ts";
import { nairobiDay } from "../../src/shared/nairobi-time.ts";
import { defaultRetryRules, deliver, vapidAuthorizations, type RetryRules, type SendingRules } from "./push-delivery.ts";
import type { PushSettings } from "./push-settings.ts";
import type { StoredSubscription, SubscriptionStore } from "./subscription-store.ts";

const day = 24 * 60 * 60 * 1000;

/** "1 phone", "2 phones". */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
/** A subscription that has had no message for this long, and then fails one, is removed. */
export const silentLimitMs = 60 * day;
/** How many messages are on their way at once. */
export const defaultConcurrency = 64;

export interface PushRunOptions {
  store: SubscriptionStore;
  vapid: PushSettings["vapid"];
  file: PushMessagesFile;
  nowMs: number;
  concurrency?: number;
  retry?: RetryRules;
  /** Where the run says what it does, a line at a time (the console by default). */
  log?: (line: string) => void;
}

/** What became of one message to one topic. */
export interface MessageResult {
  id: string;
  topic: PushTopic;
  sent: number;
  removed: number;
  failed: number;
}

export interface PushRunSummary {
  /** The first run on this database: what the site had was recorded as sent, and nothing was sent. */
  firstRun: boolean;
  /** Messages recorded without being sent (the first run). */
  recorded: number;
  messages: MessageResult[];
  sent: number;
  removed: number;
  failed: number;
}

/** Urgent: high urgency, kept a day for a phone that is off; other notices: normal, a week. The alert not past its end. */
export function sendingRules(message: PushMessage, nowMs: number): SendingRules {
  const ttlSeconds = message.urgent ? day / 1000 : (7 * day) / 1000;
  const untilEnd = message.window ? Math.max(60, Math.floor((message.window.endMs - nowMs) / 1000)) : ttlSeconds;
  return { urgency: message.urgent ? "high" : "normal", ttlSeconds: Math.min(ttlSeconds, untilEnd) };
}

/** The payload of a message, as sent: JSON in UTF-8, never over maxPayloadBytes. */
export function payloadOf(message: PushMessage, siteOrigin: string): string {
  const payload = JSON.stringify(declarativePush(message, siteOrigin));
  if (Buffer.byteLength(payload) > maxPayloadBytes) throw new Error(`${message.id}: its payload is ${Buffer.byteLength(payload)} bytes, over ${maxPayloadBytes}`);
  return payload;
}

/** Sends one message to its topic's subscribers it has not reached yet, `concurrency` at a time. */
async function sendMessage(options: PushRunOptions, message: PushMessage, authorizationFor: (endpoint: string) => string): Promise<MessageResult | undefined> {
  const { store, nowMs, concurrency = defaultConcurrency, retry = defaultRetryRules } = options;
  const topic = topicOf(message);
  const records = store.sendRecords(message.id);
  const earlier = records.find((record) => record.topic === topic);
  if (earlier?.finished) return undefined;
  const record = earlier ?? store.beginSending(message.id, topic, nowMs);
  const recipients = store.recipients(
    topic,
    records.filter((other) => other.topic !== topic),
    record.doneThrough,
    record.lastSubscription,
  );
  const payload = payloadOf(message, options.file.siteOrigin);
  const rules = sendingRules(message, nowMs);
  const result: MessageResult = { id: message.id, topic, sent: 0, removed: 0, failed: 0 };

  // Written in batches: a run cut short goes on, at the next run, after the last one done in order.
  const done = new Array<boolean>(recipients.length).fill(false);
  let doneInOrder = 0;
  let delivered: number[] = [];
  const flush = () => {
    store.delivered(delivered, nowMs);
    delivered = [];
    while (doneInOrder < recipients.length && done[doneInOrder]) doneInOrder++;
    if (doneInOrder > 0) store.advance(message.id, topic, recipients[doneInOrder - 1]!.id);
  };

  const handle = async (subscription: StoredSubscription, index: number) => {
    const outcome = await deliver(subscription, payload, rules, authorizationFor, retry);
    if (outcome.kind === "delivered") {
      result.sent++;
      delivered.push(subscription.id);
    } else if (outcome.kind === "gone" || nowMs - (subscription.lastDeliveryAt ?? subscription.createdAt) > silentLimitMs) {
      // Unsubscribed, expired, or failing after 60 days with no message received.
      store.removeById(subscription.id);
      result.removed++;
    } else {
      result.failed++;
      options.log?.(`  failed: ${new URL(subscription.endpoint).host}: ${outcome.reason}`);
    }
    done[index] = true;
    if (delivered.length >= 500) flush();
  };

  let next = 0;
  const worker = async () => {
    while (next < recipients.length) {
      const index = next++;
      await handle(recipients[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, recipients.length) }, worker));
  flush();
  store.finish(message.id, topic, nowMs);
  return result;
}

/**
 * One run: the first on a database records what the build has as sent and sends nothing (turning
 * push on does not send old notices); every later one sends each due message not yet sent.
 */
export async function runPushSend(options: PushRunOptions): Promise<PushRunSummary> {
  const { store, file, nowMs, log = console.log } = options;
  const today = nairobiDay(new Date(nowMs));
  const due = file.messages.filter((message) => isDue(message, nowMs, today));
  const summary: PushRunSummary = { firstRun: false, recorded: 0, messages: [], sent: 0, removed: 0, failed: 0 };

  if (store.firstRunAt() === undefined) {
    store.transaction(() => {
      for (const message of due) store.recordAsSent(message.id, topicOf(message), nowMs);
      store.markFirstRun(nowMs);
    });
    log(`First run on this database: nothing is sent; what the site has now (${counted(due.length, "message")}) is recorded as sent.`);
    return { ...summary, firstRun: true, recorded: due.length };
  }

  const authorizationFor = vapidAuthorizations(options.vapid);
  for (const message of due) {
    const result = await sendMessage({ ...options, log }, message, authorizationFor);
    if (!result) continue;
    summary.messages.push(result);
    summary.sent += result.sent;
    summary.removed += result.removed;
    summary.failed += result.failed;
    log(`${message.id} to "${result.topic}": sent ${result.sent}, removed ${result.removed}, failed ${result.failed}`);
  }
  log(`Sent ${summary.sent}, removed ${summary.removed}, failed ${summary.failed} (${counted(summary.messages.length, "new message")}; ${counted(store.count(), "phone")} subscribed).`);
  return summary;
}
