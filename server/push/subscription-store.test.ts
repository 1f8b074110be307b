// The subscriptions' database (server/push/subscription-store.ts): one made before a column was
// added opens with every phone kept, and the column's default.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { testPhone } from "../test-support/fake-push-service.ts";
import { SubscriptionStore } from "./subscription-store.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A database as the store made it before it kept a phone's language, with two phones and a message sent. */
function databaseOfBefore(): string {
  const folder = mkdtempSync(join(tmpdir(), "subscriptions-"));
  folders.push(folder);
  const path = join(folder, "push.sqlite");
  const db = new DatabaseSync(path);
  db.exec(`
    CREATE TABLE subscriptions (
      id INTEGER PRIMARY KEY, endpoint TEXT NOT NULL UNIQUE, p256dh TEXT NOT NULL, auth TEXT NOT NULL,
      topics TEXT NOT NULL, created_at INTEGER NOT NULL, last_delivery_at INTEGER
    ) STRICT;
    CREATE TABLE sent_messages (
      message_id TEXT NOT NULL, topic TEXT NOT NULL, started_at INTEGER NOT NULL, last_subscription INTEGER NOT NULL,
      done_through INTEGER NOT NULL, finished_at INTEGER, PRIMARY KEY (message_id, topic)
    ) STRICT;
    CREATE TABLE store_facts (name TEXT PRIMARY KEY, value INTEGER NOT NULL) STRICT;
  `);
  const insert = db.prepare("INSERT INTO subscriptions (endpoint, p256dh, auth, topics, created_at, last_delivery_at) VALUES (?, ?, ?, ?, ?, ?)");
  for (const [index, name] of ["a", "b"].entries()) {
    const { endpoint, keys } = testPhone(`https://fcm.googleapis.com/fcm/send/${name}`).subscription;
    insert.run(endpoint, keys.p256dh, keys.auth, index === 0 ? "urgent" : "urgent notices", 1000 + index, index === 0 ? 5000 : null);
  }
  db.exec("INSERT INTO sent_messages VALUES ('notice/x', 'urgent', 10, 2, 2, 20); INSERT INTO store_facts VALUES ('first run', 7);");
  db.close();
  return path;
}

describe("a database made before the store kept each phone's language", () => {
  it("opens with every phone, its topics, dates and sent messages kept, each phone in English; then takes Kiswahili ones", () => {
    const path = databaseOfBefore();
    const store = new SubscriptionStore(path);
    expect(store.all().map(({ id, endpoint, topics, language, createdAt, lastDeliveryAt }) => ({ id, endpoint, topics, language, createdAt, lastDeliveryAt }))).toEqual([
      { id: 1, endpoint: "https://fcm.googleapis.com/fcm/send/a", topics: ["urgent"], language: "en", createdAt: 1000, lastDeliveryAt: 5000 },
      { id: 2, endpoint: "https://fcm.googleapis.com/fcm/send/b", topics: ["urgent", "notices"], language: "en", createdAt: 1001, lastDeliveryAt: null },
    ]);
    expect(store.sendRecords("notice/x")).toEqual([{ messageId: "notice/x", topic: "urgent", lastSubscription: 2, doneThrough: 2, finished: true }]);
    expect(store.firstRunAt()).toBe(7);
    store.save(testPhone("https://fcm.googleapis.com/fcm/send/c").subscription, ["urgent"], 3000, "sw");
    store.close();

    // Opened again (the server and push:send each open it): nothing added twice, nothing lost.
    const again = new SubscriptionStore(path);
    expect(again.all().map(({ id, language }) => [id, language])).toEqual([
      [1, "en"],
      [2, "en"],
      [3, "sw"],
    ]);
    again.close();
  });
});
