// One run's sending (server/push/push-run.ts; docs/decisions/058): each message's first pass over
// the phones it has not reached, in subscription order, `concurrency` at a time, one try each; then
// the tries that may pass later, all messages' together, again after each of the retry waits. A
// failing address never holds a phone behind it for longer than one try, and no send starts past
// the run's deadline: a first pass cut short goes on at the next run from where it stopped.
import type { PushTopic } from "../../src/features/push/push-topics.ts";
import { sendOnce, type DeliveryOutcome, type SendingRules } from "./push-delivery.ts";
import type { StoredSubscription, SubscriptionStore } from "./subscription-store.ts";

/** When the tries that may pass later (429, 5xx, no answer) are made again, and how long one try waits. */
export interface RetryRules {
  /** One wait per round of tries again: three waits, three more tries, then it is counted as failed. */
  delaysMs: readonly number[];
  /** The longest a Retry-After from a service is followed. */
  longestWaitMs: number;
  /** How long one try may wait for its answer. */
  timeoutMs: number;
}

/** What became of one message to one topic. */
export interface MessageResult {
  id: string;
  topic: PushTopic;
  sent: number;
  removed: number;
  failed: number;
}

export interface SendingRoundOptions {
  store: SubscriptionStore;
  nowMs: number;
  concurrency: number;
  retry: RetryRules;
  clock: () => number;
  deadlineMs: number;
  /** A subscription failing after this long with no message received is removed. */
  silentLimitMs: number;
  authorizationFor: (endpoint: string) => string;
  log: (line: string) => void;
}

/** A message on its way to one phone. */
interface Send {
  subscription: StoredSubscription;
  payload: string;
  rules: SendingRules;
  result: MessageResult;
  /** Why the last try failed, and how long its service asked to wait (to be tried again). */
  lastFailure?: { reason: string; retryAfterMs: number | undefined };
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export class SendingRound {
  /** A first pass was cut short, or not begun, at the deadline: the next run goes on with it. */
  stopped = false;
  readonly #options: SendingRoundOptions;
  /** Sends to make again, in the order they were first made (urgent messages first). */
  #retries: Send[] = [];
  /** Subscriptions that received a message, not yet written down. */
  #delivered: number[] = [];

  constructor(options: SendingRoundOptions) {
    this.#options = options;
  }

  #pastDeadline(): boolean {
    return this.#options.clock() >= this.#options.deadlineMs;
  }

  /** One try: at most the retry rules' wait, and never much past the deadline. */
  #try(send: Send): Promise<DeliveryOutcome> {
    const { retry, clock, deadlineMs, authorizationFor } = this.#options;
    return sendOnce(send.subscription, send.payload, send.rules, authorizationFor, Math.max(1_000, Math.min(retry.timeoutMs, deadlineMs - clock())));
  }

  /** Runs `work` on each item in order, `concurrency` at once, none begun past the deadline; the items not begun. */
  async #inTurn<T>(items: readonly T[], work: (item: T, index: number) => Promise<void>): Promise<T[]> {
    let next = 0;
    const worker = async () => {
      while (next < items.length && !this.#pastDeadline()) {
        const index = next++;
        await work(items[index]!, index);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.#options.concurrency, items.length) }, worker));
    return items.slice(next);
  }

  #remove(send: Send): void {
    this.#options.store.removeById(send.subscription.id);
    send.result.removed++;
  }

  /** What becomes of a subscription after a try; `last`: no try follows. */
  #settle(send: Send, outcome: DeliveryOutcome, last: boolean): void {
    const { subscription } = send;
    if (outcome.kind === "delivered") {
      send.result.sent++;
      this.#delivered.push(subscription.id);
      return;
    }
    // Unsubscribed or expired; or an address that cannot be reached and has never received a
    // message: a phone's subscription was reached once, a junk one never is.
    if (outcome.kind === "gone" || (outcome.kind === "unreachable" && subscription.lastDeliveryAt === null)) {
      this.#remove(send);
      return;
    }
    if (!last && outcome.kind !== "refused") {
      this.#retries.push({ ...send, lastFailure: { reason: outcome.reason, retryAfterMs: outcome.kind === "busy" ? outcome.retryAfterMs : undefined } });
      return;
    }
    // Failing after 60 days with no message received: removed. A quiet holiday is not a failure.
    if (this.#options.nowMs - (subscription.lastDeliveryAt ?? subscription.createdAt) > this.#options.silentLimitMs) {
      this.#remove(send);
      return;
    }
    send.result.failed++;
    this.#options.log(`  failed: ${new URL(subscription.endpoint).host}: ${outcome.reason}`);
  }

  #writeDelivered(): void {
    this.#options.store.delivered(this.#delivered.splice(0), this.#options.nowMs);
  }

  /**
   * One try to each phone of `topic` a message has not reached yet, with its payload for that
   * phone (its language's, push-run.ts); undefined when it went to all
   * of them before, or the deadline came before it began. Progress is written in batches, so a run
   * cut short goes on, at the next run, after the last phone done in order.
   */
  async firstPass(messageId: string, topic: PushTopic, payloadFor: (subscription: StoredSubscription) => string, rules: SendingRules): Promise<MessageResult | undefined> {
    const { store, nowMs, retry } = this.#options;
    const records = store.sendRecords(messageId);
    const earlier = records.find((record) => record.topic === topic);
    if (earlier?.finished) return undefined;
    if (this.#pastDeadline()) {
      this.stopped = true;
      return undefined;
    }
    const record = earlier ?? store.beginSending(messageId, topic, nowMs);
    const recipients = store.recipients(
      topic,
      records.filter((other) => other.topic !== topic),
      record.doneThrough,
      record.lastSubscription,
    );
    const result: MessageResult = { id: messageId, topic, sent: 0, removed: 0, failed: 0 };
    const done = new Array<boolean>(recipients.length).fill(false);
    let doneInOrder = 0;
    const writeProgress = () => {
      this.#writeDelivered();
      while (doneInOrder < recipients.length && done[doneInOrder]) doneInOrder++;
      if (doneInOrder > 0) store.advance(messageId, topic, recipients[doneInOrder - 1]!.id);
    };
    const notBegun = await this.#inTurn(recipients, async (subscription, index) => {
      const send: Send = { subscription, payload: payloadFor(subscription), rules, result };
      this.#settle(send, await this.#try(send), retry.delaysMs.length === 0);
      done[index] = true;
      if (this.#delivered.length >= 500) writeProgress();
    });
    writeProgress();
    if (notBegun.length > 0) this.stopped = true;
    else store.finish(messageId, topic, nowMs);
    return result;
  }

  /** The tries that may pass later, made again after each wait of the retry rules while the deadline allows; then what still fails is failed. */
  async tryAgain(): Promise<void> {
    const { retry, clock, deadlineMs } = this.#options;
    for (const [round, delayMs] of retry.delaysMs.entries()) {
      if (this.#retries.length === 0) break;
      const waitMs = Math.min(Math.max(delayMs, ...this.#retries.map((send) => send.lastFailure?.retryAfterMs ?? 0)), retry.longestWaitMs);
      if (clock() + waitMs >= deadlineMs) break;
      await sleep(waitMs);
      const sends = this.#retries.splice(0);
      const last = round === retry.delaysMs.length - 1;
      this.#retries.push(...(await this.#inTurn(sends, async (send) => this.#settle(send, await this.#try(send), last))));
    }
    // Tries left, but no time: counted as failed (or removed, after 60 silent days).
    for (const send of this.#retries.splice(0)) this.#settle(send, { kind: "busy", reason: `${send.lastFailure?.reason} (not tried again: the run's deadline came first)` }, true);
    this.#writeDelivered();
  }
}
