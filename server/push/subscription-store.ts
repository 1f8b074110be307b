// The subscriptions, in a SQLite file (node:sqlite, Node 24's own; docs/decisions/055): for each
// phone only its push service's address (the endpoint), the two keys its messages are encrypted
// with, the topics it asked for, the language of the page it subscribed from (its messages'
// language), and when it subscribed and last received a message. No name, no address, no cookie.
// Beside them, which messages have gone out: each is sent once, ever.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { timingSafeEqual } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { languages, type Language } from "../../src/config/languages.ts";
import type { PushTopic } from "../../src/features/push/push-topics.ts";

/** A subscription as the browser gives it (PushSubscription.toJSON()), checked. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A subscription as stored. */
export interface StoredSubscription extends BrowserSubscription {
  id: number;
  topics: PushTopic[];
  /** The language of the page it subscribed from: its messages go in it, where a message has it. */
  language: Language;
  createdAt: number;
  lastDeliveryAt: number | null;
}

/** How far a message has gone to one topic's subscribers. */
export interface SendRecord {
  messageId: string;
  topic: PushTopic;
  /** The newest subscription when it began: none made after it gets this message. */
  lastSubscription: number;
  /** Every subscription up to this one has had it (or failed): a run cut short goes on from here. */
  doneThrough: number;
  finished: boolean;
}

interface SubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  topics: string;
  language: string;
  created_at: number;
  last_delivery_at: number | null;
}

interface SendRow {
  message_id: string;
  topic: string;
  last_subscription: number;
  done_through: number;
  finished_at: number | null;
}

const schema = `
  CREATE TABLE IF NOT EXISTS subscriptions (
    id INTEGER PRIMARY KEY,
    endpoint TEXT NOT NULL UNIQUE,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    topics TEXT NOT NULL,
    language TEXT NOT NULL DEFAULT 'en',
    created_at INTEGER NOT NULL,
    last_delivery_at INTEGER
  ) STRICT;
  CREATE TABLE IF NOT EXISTS sent_messages (
    message_id TEXT NOT NULL,
    topic TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    last_subscription INTEGER NOT NULL,
    done_through INTEGER NOT NULL,
    finished_at INTEGER,
    PRIMARY KEY (message_id, topic)
  ) STRICT;
  CREATE TABLE IF NOT EXISTS store_facts (name TEXT PRIMARY KEY, value INTEGER NOT NULL) STRICT;
  CREATE INDEX IF NOT EXISTS subscriptions_by_creation ON subscriptions (created_at);
`;

/**
 * What a database made before a column was added lacks, added in place: every row kept, with the
 * column's default (a phone subscribed before languages were kept had an English page: "en").
 */
const addedColumns = [{ table: "subscriptions", column: "language", definition: "language TEXT NOT NULL DEFAULT 'en'" }] as const;

/** Topics as stored: space-separated, in the order of pushTopics. */
const topicsText = (topics: readonly PushTopic[]) => topics.join(" ");

function subscriptionOf(row: SubscriptionRow): StoredSubscription {
  return {
    id: row.id,
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
    topics: row.topics.split(" ") as PushTopic[],
    language: languages.find((language) => language === row.language) ?? "en",
    createdAt: row.created_at,
    lastDeliveryAt: row.last_delivery_at,
  };
}

export class SubscriptionStore {
  readonly #db: DatabaseSync;

  /** Opens (or makes) the database at `path`, and its folder. */
  constructor(path: string) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path);
    // The server and `npm run push:send` open it at once: a write waits for the other's, up to 5 s.
    this.#db.exec("PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
    this.#db.exec(schema);
    this.transaction(() => {
      for (const { table, column, definition } of addedColumns) {
        const columns = this.#db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[];
        if (!columns.some((existing) => existing.name === column)) this.#db.exec(`ALTER TABLE ${table} ADD COLUMN ${definition}`);
      }
    });
  }

  close(): void {
    this.#db.close();
  }

  /** Runs `work` in one transaction, which takes the write lock at once (or in the one under way). */
  transaction<T>(work: () => T): T {
    if (this.#db.isTransaction) return work();
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  /** Keeps a subscription: "created" for a new endpoint; "updated" (its keys, topics and language) for one already known. */
  save(subscription: BrowserSubscription, topics: readonly PushTopic[], nowMs: number, language: Language = "en"): "created" | "updated" {
    return this.transaction(() => {
      const known = this.#db.prepare("SELECT id FROM subscriptions WHERE endpoint = ?").get(subscription.endpoint);
      if (known) {
        this.#db
          .prepare("UPDATE subscriptions SET p256dh = ?, auth = ?, topics = ?, language = ? WHERE endpoint = ?")
          .run(subscription.keys.p256dh, subscription.keys.auth, topicsText(topics), language, subscription.endpoint);
        return "updated";
      }
      this.#db
        .prepare("INSERT INTO subscriptions (endpoint, p256dh, auth, topics, language, created_at) VALUES (?, ?, ?, ?, ?, ?)")
        .run(subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, topicsText(topics), language, nowMs);
      return "created";
    });
  }

  /**
   * A subscription the browser renewed by itself (`pushsubscriptionchange`, docs/decisions/062):
   * the phone kept at `old.endpoint` gets `renewed` in its place, with its topics, its language,
   * its place in the sending order and its last delivery, only if `old.auth` is the secret kept with it (the
   * browser's, never sent to anyone but the school's server): knowing an endpoint is not enough
   * to take someone's place. Undefined when no phone is kept there with that secret; else its
   * topics. If the renewed endpoint is kept already (the page subscribed it too), the old is removed.
   */
  swap(old: { endpoint: string; auth: string }, renewed: BrowserSubscription): PushTopic[] | undefined {
    return this.transaction(() => {
      const row = this.#db.prepare("SELECT * FROM subscriptions WHERE endpoint = ?").get(old.endpoint) as SubscriptionRow | undefined;
      const kept = row && Buffer.from(row.auth, "base64url");
      const given = Buffer.from(old.auth, "base64url");
      if (!row || !kept || kept.length !== given.length || !timingSafeEqual(kept, given)) return undefined;
      if (old.endpoint !== renewed.endpoint && this.has(renewed.endpoint)) {
        this.removeById(row.id);
        return subscriptionOf(this.#db.prepare("SELECT * FROM subscriptions WHERE endpoint = ?").get(renewed.endpoint) as unknown as SubscriptionRow).topics;
      }
      this.#db.prepare("UPDATE subscriptions SET endpoint = ?, p256dh = ?, auth = ? WHERE id = ?").run(renewed.endpoint, renewed.keys.p256dh, renewed.keys.auth, row.id);
      return subscriptionOf(row).topics;
    });
  }

  /** Whether a subscription with this endpoint is kept. */
  has(endpoint: string): boolean {
    return this.#db.prepare("SELECT 1 FROM subscriptions WHERE endpoint = ?").get(endpoint) !== undefined;
  }

  /** How many subscriptions were made after `sinceMs`, and when the first of them was (null when none was). */
  createdSince(sinceMs: number): { count: number; first: number | null } {
    const row = this.#db.prepare("SELECT count(*) AS n, min(created_at) AS first FROM subscriptions WHERE created_at > ?").get(sinceMs) as { n: number; first: number | null };
    return { count: Number(row.n), first: row.first === null ? null : Number(row.first) };
  }

  /** Forgets an endpoint; whether it was known. */
  remove(endpoint: string): boolean {
    return Number(this.#db.prepare("DELETE FROM subscriptions WHERE endpoint = ?").run(endpoint).changes) > 0;
  }

  removeById(id: number): void {
    this.#db.prepare("DELETE FROM subscriptions WHERE id = ?").run(id);
  }

  /** Every subscription, oldest first. */
  all(): StoredSubscription[] {
    return (this.#db.prepare("SELECT * FROM subscriptions ORDER BY id").all() as unknown as SubscriptionRow[]).map(subscriptionOf);
  }

  count(): number {
    return Number((this.#db.prepare("SELECT count(*) AS n FROM subscriptions").get() as { n: number }).n);
  }

  /** The newest subscription's number (0 when there is none). */
  newestId(): number {
    return Number((this.#db.prepare("SELECT coalesce(max(id), 0) AS id FROM subscriptions").get() as { id: number }).id);
  }

  /**
   * The subscriptions a message still goes to, in order, numbered after `after` and up to
   * `through`: those with `topic`, less any the message reached already when it went to another
   * topic (a notice sent to "notices", then ticked Urgent, goes on to the urgent-only phones).
   */
  recipients(topic: PushTopic, reached: readonly Pick<SendRecord, "topic" | "lastSubscription">[], after: number, through: number): StoredSubscription[] {
    const rows = this.#db.prepare("SELECT * FROM subscriptions WHERE id > ? AND id <= ? ORDER BY id").all(after, through) as unknown as SubscriptionRow[];
    return rows
      .map(subscriptionOf)
      .filter((row) => row.topics.includes(topic) && !reached.some((earlier) => row.topics.includes(earlier.topic) && row.id <= earlier.lastSubscription));
  }

  /** Notes that each subscription of `ids` received a message at `nowMs`. */
  delivered(ids: readonly number[], nowMs: number): void {
    if (ids.length === 0) return;
    const statement = this.#db.prepare("UPDATE subscriptions SET last_delivery_at = ? WHERE id = ?");
    this.transaction(() => {
      for (const id of ids) statement.run(nowMs, id);
    });
  }

  /** How far a message has gone, to each topic it has gone to. */
  sendRecords(messageId: string): SendRecord[] {
    const rows = this.#db.prepare("SELECT * FROM sent_messages WHERE message_id = ?").all(messageId) as unknown as SendRow[];
    return rows.map((row) => ({
      messageId: row.message_id,
      topic: row.topic as PushTopic,
      lastSubscription: row.last_subscription,
      doneThrough: row.done_through,
      finished: row.finished_at !== null,
    }));
  }

  /** Begins sending a message to a topic: up to the newest subscription of now. */
  beginSending(messageId: string, topic: PushTopic, nowMs: number): SendRecord {
    const lastSubscription = this.newestId();
    this.#db
      .prepare("INSERT INTO sent_messages (message_id, topic, started_at, last_subscription, done_through) VALUES (?, ?, ?, ?, 0)")
      .run(messageId, topic, nowMs, lastSubscription);
    return { messageId, topic, lastSubscription, doneThrough: 0, finished: false };
  }

  /** Every subscription up to `doneThrough` has had the message (or failed). */
  advance(messageId: string, topic: PushTopic, doneThrough: number): void {
    this.#db.prepare("UPDATE sent_messages SET done_through = max(done_through, ?) WHERE message_id = ? AND topic = ?").run(doneThrough, messageId, topic);
  }

  finish(messageId: string, topic: PushTopic, nowMs: number): void {
    this.#db.prepare("UPDATE sent_messages SET done_through = last_subscription, finished_at = ? WHERE message_id = ? AND topic = ?").run(nowMs, messageId, topic);
  }

  /** Records a message as sent to a topic without sending it (the first run: what the site already had). */
  recordAsSent(messageId: string, topic: PushTopic, nowMs: number): void {
    this.#db
      .prepare("INSERT OR IGNORE INTO sent_messages (message_id, topic, started_at, last_subscription, done_through, finished_at) VALUES (?, ?, ?, 0, 0, ?)")
      .run(messageId, topic, nowMs, nowMs);
  }

  /** When the first `push:send` ran on this database, or undefined before it has. */
  firstRunAt(): number | undefined {
    const row = this.#db.prepare("SELECT value FROM store_facts WHERE name = 'first run'").get() as { value: number } | undefined;
    return row?.value;
  }

  markFirstRun(nowMs: number): void {
    this.#db.prepare("INSERT OR IGNORE INTO store_facts (name, value) VALUES ('first run', ?)").run(nowMs);
  }
}
