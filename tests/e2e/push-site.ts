#!/usr/bin/env node
// The Node server with push on, serving the push build (scripts/build-push-test.ts): the server the
// browser tests of the button for urgent notices run against (playwright.config.ts, project
// "push"). Its subscriptions' database is new at each start, where the tests read it
// (pushSiteDatabase), and is removed when the server stops; counting is on too (STATS_DATABASE,
// beside it), so the worker's "notice opened" is answered as on the school's server. PORT, HOST and BUILD_DIR as for
// server/start.ts (which, should the push build be missing, makes it with the public key below).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pushTestEnvironment, pushTestKeys } from "../fixtures/push-test-keys.ts";
import { pushSiteDatabase } from "./push-site-database.ts";

const port = Number(process.env.PORT);
const database = pushSiteDatabase(port);
rmSync(database.folder, { recursive: true, force: true });

const child = spawn(process.execPath, [fileURLToPath(new URL("../../server/start.ts", import.meta.url))], {
  // The public key too: if start.ts must build, it builds the push build.
  env: { ...process.env, ...pushTestEnvironment(database.file), STATS_DATABASE: join(database.folder, "stats.db"), PUBLIC_PUSH_VAPID_PUBLIC_KEY: pushTestKeys.publicKey },
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  rmSync(database.folder, { recursive: true, force: true });
  process.exit(code ?? 0);
});
