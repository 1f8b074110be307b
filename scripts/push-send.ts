#!/usr/bin/env node
// `npm run push:send`, run where the subscriptions' database is (the school's server, after each
// publish: README, Urgent notices on parents' phones): sends each notice and alert of the live
// build (BUILD_DIR, `build` by default) that has not gone out yet, and prints what it did.
// `--json` prints the summary as one line of JSON too, with the process's peak memory
// (`npm run bench:push` reads it). With push off it says so and sends nothing. With STATS_DATABASE
// set (counting on, as for the server) each notice's figures are added to the school's figures
// (docs/decisions/062), where the editor's "What parents read" and `npm run report` show them.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pushMessagesFileName, pushMessagesFileSchema } from "../src/features/push/push-messages.ts";
import { runPushSend } from "../server/push/push-run.ts";
import { readPushSettings } from "../server/push/push-settings.ts";
import { SubscriptionStore } from "../server/push/subscription-store.ts";
import { recordNoticeDeliveries } from "../server/stats/notice-deliveries.ts";

const settings = readPushSettings(process.env);
if (!settings.on) {
  if (settings.reason) {
    console.error(`Urgent notices on phones are off: ${settings.reason} (README, Urgent notices on parents' phones). Nothing sent.`);
    process.exit(1);
  }
  console.log("Urgent notices on phones are off (no PUSH_ setting is set): nothing to send.");
  process.exit(0);
}

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const file = join(buildDir, pushMessagesFileName);
if (!existsSync(file)) {
  console.error(`${file} does not exist: this build is older than push, or not built (npm run build). Nothing sent.`);
  process.exit(1);
}
const parsed = pushMessagesFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
if (!parsed.success) {
  console.error(`${file} is not what this version writes: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}. Nothing sent.`);
  process.exit(1);
}

const store = new SubscriptionStore(settings.settings.database);
const started = performance.now();
try {
  const nowMs = Date.now();
  const summary = await runPushSend({ store, vapid: settings.settings.vapid, file: parsed.data, nowMs });
  const figures = process.env.STATS_DATABASE?.trim();
  if (figures) {
    try {
      const notices = recordNoticeDeliveries(figures, summary, parsed.data, nowMs);
      if (notices > 0) console.log(`The figures of ${notices === 1 ? "1 notice" : `${notices} notices`} are kept in ${figures} (npm run report shows them).`);
    } catch (error) {
      // The notices went out: only their figures are lost, said in the run's log.
      console.error(`The notices' figures could not be kept in ${figures}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (process.argv.includes("--json")) {
    const seconds = (performance.now() - started) / 1000;
    // maxRSS is in kilobytes.
    console.log(JSON.stringify({ ...summary, seconds, peakMemoryMiB: process.resourceUsage().maxRSS / 1024 }));
  }
} finally {
  store.close();
}
