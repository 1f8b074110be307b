// Writes the tallied figures to the database from a thread of its own (stats-writer-thread.ts):
// node:sqlite is synchronous, and a write on the server's thread would hold up every request while
// it lasts. Each write answers once the thread has committed it.
import { Worker } from "node:worker_threads";
import type { TalliedBatch } from "./read-tally.ts";

/** A message to the thread: a batch to write, or (without one) close the database. */
export interface WriterMessage {
  id: number;
  batch?: TalliedBatch;
}

/** The thread's answer: done, or why not. Id 0 is its first word: the database is open (or not). */
export interface WriterReply {
  id: number;
  error?: string;
}

export interface StatsWriter {
  write(batch: TalliedBatch): Promise<void>;
  /** Closes the database and ends the thread, after the writes already asked for. */
  close(): Promise<void>;
}

/** Starts the thread on `database`; rejects when the file cannot be opened or made. */
export function openStatsWriter(database: string): Promise<StatsWriter> {
  const worker = new Worker(new URL("./stats-writer-thread.ts", import.meta.url), { workerData: { database } });
  const waiting = new Map<number, { done: () => void; fail: (error: Error) => void }>();
  let lastId = 0;
  // The thread keeps the process running only while a write is under way: a server that stops
  // waits for it, and an idle thread never holds the process up.
  const ask = (message: Omit<WriterMessage, "id">) =>
    new Promise<void>((done, fail) => {
      const id = ++lastId;
      waiting.set(id, { done, fail });
      worker.ref();
      worker.postMessage({ ...message, id } satisfies WriterMessage);
    });
  worker.on("message", (reply: WriterReply) => {
    const entry = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if (reply.error) entry?.fail(new Error(reply.error));
    else entry?.done();
  });
  worker.on("error", (error) => {
    for (const entry of waiting.values()) entry.fail(error);
    waiting.clear();
  });
  worker.on("exit", () => {
    for (const entry of waiting.values()) entry.fail(new Error("the figures' writer stopped"));
    waiting.clear();
  });
  return new Promise((opened, refused) => {
    waiting.set(0, {
      done: () => {
        opened({
          write: (batch) => ask({ batch }),
          close: async () => {
            await ask({});
            await worker.terminate();
          },
        });
      },
      fail: refused,
    });
  });
}
