// `npm start`: build once if there is no build, then serve it at http://localhost:4173
// (PORT and HOST override; BUILD_DIR picks another build). With the four variables of the school's
// GitHub App set, the web admin's editor too, at /keystatic (server/editor.ts); with the four push
// settings, the address that keeps parents' push subscriptions (server/push/push-api.ts); with
// STATS_DATABASE, the counting of page reads and failed searches (server/stats/start-stats.ts).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { Server as NetServer, type Socket } from "node:net";
import { resolve } from "node:path";
import { defaultHost, defaultPort } from "./address.ts";
import { startEditor } from "./editor.ts";
import { startPush } from "./push/push-api.ts";
import { createSiteHandler } from "./site-handler.ts";
import { createSiteServer } from "./site-server.ts";
import { startStats } from "./stats/start-stats.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.PORT ?? defaultPort);
const host = process.env.HOST ?? defaultHost;

if (!existsSync(resolve(buildDir, "site-manifest.json"))) {
  console.log("No production build yet: building (about a minute)…");
  // SITE_EDITOR is `npm run admin`'s alone: the public build never carries the editor.
  const env = { ...process.env };
  delete env.SITE_EDITOR;
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const stats = await startStats(buildDir, process.env);
const server = createSiteServer(createSiteHandler(buildDir, { editor: await startEditor(buildDir, process.env), push: startPush(buildDir, process.env), stats }));
server.listen(port, host, () => {
  console.log(`Serving ${buildDir} at http://${host}:${port}`);
});

/** How long answers already under way may take to finish after SIGTERM before they are cut. */
const shutdownGraceMs = 10_000;

const connections = new Set<Socket>();
server.on("connection", (socket) => {
  connections.add(socket);
  socket.once("close", () => connections.delete(socket));
});

/** Ends a connection once everything written to it has been handed to the system. */
function endWhenSent(socket: Socket): void {
  if (socket.writableLength === 0) socket.end();
  else setTimeout(() => endWhenSent(socket), 50);
}

// SIGTERM (a deploy, a restart): take no new connection, let every answer already under way
// finish sending, close each connection once it has, then exit 0. `http.Server#close` is not
// used: it destroys every connection whose answer has been handed over (`res.end`) even while
// the bytes are still queued for a slow phone, cutting the download off.
let shuttingDown = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    // The figures held in memory are written first (a moment), then the server closes; a write
    // that hangs is given up after the grace period rather than keeping the server up.
    const written = stats ? Promise.race([stats.recorder.close(), new Promise((done) => setTimeout(done, shutdownGraceMs).unref())]) : Promise.resolve();
    NetServer.prototype.close.call(server, () => void written.then(() => process.exit(0)));
    for (const socket of connections) endWhenSent(socket);
    setTimeout(() => {
      for (const socket of connections) socket.destroy();
    }, shutdownGraceMs).unref();
  });
}
