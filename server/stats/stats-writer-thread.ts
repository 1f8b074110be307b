// The thread that writes the figures (server/stats/stats-writer.ts starts it): it holds the
// database, names each referrer's source (Ghost's list takes a while) and writes each batch in one
// transaction, so the server's own thread never waits on the disk.
import { parentPort, workerData } from "node:worker_threads";
import { withNamedSources } from "./read-tally.ts";
import type { WriterMessage, WriterReply } from "./stats-writer.ts";
import { StatsStore } from "./stats-store.ts";

const port = parentPort!;
let store: StatsStore;
try {
  store = new StatsStore((workerData as { database: string }).database);
  port.postMessage({ id: 0 } satisfies WriterReply);
} catch (error) {
  port.postMessage({ id: 0, error: error instanceof Error ? error.message : String(error) } satisfies WriterReply);
  process.exit(0);
}

port.on("message", (message: WriterMessage) => {
  try {
    // Without a batch: close the database (the server then ends this thread).
    if (message.batch) store.write(withNamedSources(message.batch), message.batch.today);
    else store.close();
    port.postMessage({ id: message.id } satisfies WriterReply);
  } catch (error) {
    port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) } satisfies WriterReply);
  }
});
