// `npm run push:send`: what the live build may send (build/push-messages.json, written by the
// build) and has not yet sent goes to the phones that asked for it, once, ever
// (docs/decisions/055-web-push-from-the-school-server.md and 058; README, Urgent notices on
// parents' phones). Urgent messages go first; each message goes once to every phone before any
// failed try is made again (server/push/sending-round.ts); the run stops starting sends at its
// deadline, and the next run goes on from there.
import { languages, type Language } from "../../src/config/languages.ts";
import { declarativePush, maxPayloadBytes } from "../../src/features/push/push-payload.ts";
import { isDue, type PushMessage, type PushMessagesFile } from "../../src/features/push/push-messages.ts";
import { topicOf, type PushTopic } from "../../src/features/push/push-topics.ts";
import { nairobiDay } from "../../src/shared/nairobi-time.ts";
import { vapidAuthorizations, type SendingRules } from "./push-delivery.ts";
import type { PushSettings } from "./push-settings.ts";
import { SendingRound, type MessageResult, type RetryRules } from "./sending-round.ts";
import type { SubscriptionStore } from "./subscription-store.ts";

export type { MessageResult, RetryRules } from "./sending-round.ts";

const day = 24 * 60 * 60 * 1000;
const seconds = (count: number) => count * 1000;

/** "1 phone", "2 phones". */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
/** A subscription that has had no message for this long, and then fails one, is removed. */
export const silentLimitMs = 60 * day;
/** How many messages are on their way at once. */
export const defaultConcurrency = 64;
/**
 * How long one run may go on starting sends: the publishing job waits for it (the unit is a
 * oneshot), and the most phones kept (subscription-caps.ts) take about a minute. What is left
 * goes at the next run.
 */
export const runLimitMs = 5 * 60 * 1000;
/** Three more tries of what may pass later, after 2, 10 and 30 s; one try waits at most 10 s for its answer. */
export const defaultRetryRules: RetryRules = { delaysMs: [seconds(2), seconds(10), seconds(30)], longestWaitMs: seconds(60), timeoutMs: seconds(10) };

export interface PushRunOptions {
  store: SubscriptionStore;
  vapid: PushSettings["vapid"];
  file: PushMessagesFile;
  /** The run's time: which messages are due, and when a phone last had one. */
  nowMs: number;
  concurrency?: number;
  retry?: RetryRules;
  /** The clock the deadline is read on (the system's by default; a test's own). */
  clock?: () => number;
  /** When the run stops starting sends: `runLimitMs` after it began by default. */
  deadlineMs?: number;
  /** Where the run says what it does, a line at a time (the console by default). */
  log?: (line: string) => void;
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
  /** The deadline came before every message had gone to every phone: the next run goes on. */
  stoppedAtDeadline: boolean;
}

/** Urgent: high urgency, kept a day for a phone that is off; other notices: normal, a week. The alert not past its end. */
export function sendingRules(message: PushMessage, nowMs: number): SendingRules {
  const ttlSeconds = message.urgent ? day / 1000 : (7 * day) / 1000;
  const untilEnd = message.window ? Math.max(60, Math.floor((message.window.endMs - nowMs) / 1000)) : ttlSeconds;
  return { urgency: message.urgent ? "high" : "normal", ttlSeconds: Math.min(ttlSeconds, untilEnd) };
}

/** The payload of a message, as sent in `language` (English where the message has none): JSON in UTF-8, never over maxPayloadBytes. */
export function payloadOf(message: PushMessage, siteOrigin: string, language: Language = "en"): string {
  const payload = JSON.stringify(declarativePush(message, siteOrigin, language));
  if (Buffer.byteLength(payload) > maxPayloadBytes) throw new Error(`${message.id}: its payload is ${Buffer.byteLength(payload)} bytes, over ${maxPayloadBytes}`);
  return payload;
}

/** The messages in the order they go: urgent ones first, each group in the build's order. */
export function inSendingOrder(messages: readonly PushMessage[]): PushMessage[] {
  return messages.toSorted((a, b) => Number(b.urgent) - Number(a.urgent));
}

/**
 * One run: the first on a database records what the build has as sent and sends nothing (turning
 * push on does not send old notices); every later one sends each due message not yet sent.
 */
export async function runPushSend(options: PushRunOptions): Promise<PushRunSummary> {
  const { store, file, nowMs, log = console.log, clock = Date.now } = options;
  const today = nairobiDay(new Date(nowMs));
  const due = inSendingOrder(file.messages.filter((message) => isDue(message, nowMs, today)));
  const summary: PushRunSummary = { firstRun: false, recorded: 0, messages: [], sent: 0, removed: 0, failed: 0, stoppedAtDeadline: false };

  if (store.firstRunAt() === undefined) {
    store.transaction(() => {
      for (const message of due) store.recordAsSent(message.id, topicOf(message), nowMs);
      store.markFirstRun(nowMs);
    });
    log(`First run on this database: nothing is sent; what the site has now (${counted(due.length, "message")}) is recorded as sent.`);
    return { ...summary, firstRun: true, recorded: due.length };
  }

  const round = new SendingRound({
    store,
    nowMs,
    concurrency: options.concurrency ?? defaultConcurrency,
    retry: options.retry ?? defaultRetryRules,
    clock,
    deadlineMs: options.deadlineMs ?? clock() + runLimitMs,
    silentLimitMs,
    authorizationFor: vapidAuthorizations(options.vapid),
    log,
  });
  for (const message of due) {
    const topic: PushTopic = topicOf(message);
    // Each phone is sent the language of the page it subscribed from, where the message has it.
    const payloads = Object.fromEntries(languages.map((language) => [language, payloadOf(message, file.siteOrigin, language)])) as Record<Language, string>;
    const result = await round.firstPass(message.id, topic, (subscription) => payloads[subscription.language], sendingRules(message, nowMs));
    if (result) summary.messages.push(result);
    if (round.stopped) break;
  }
  await round.tryAgain();

  for (const result of summary.messages) {
    summary.sent += result.sent;
    summary.removed += result.removed;
    summary.failed += result.failed;
    log(`${result.id} to "${result.topic}": sent ${result.sent}, removed ${result.removed}, failed ${result.failed}`);
  }
  summary.stoppedAtDeadline = round.stopped;
  if (round.stopped) log(`Stopped at the run's deadline: what is left goes out at the next run (npm run push:send), from where this one stopped.`);
  log(`Sent ${summary.sent}, removed ${summary.removed}, failed ${summary.failed} (${counted(summary.messages.length, "new message")}; ${counted(store.count(), "phone")} subscribed).`);
  return summary;
}
