// `npm start`: build once if there is no build, then serve it at http://localhost:4173
// (PORT and HOST override; BUILD_DIR picks another build).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { createSiteHandler } from "./site-handler.mjs";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";

if (!existsSync(resolve(buildDir, "site-manifest.json"))) {
  console.log("No production build yet: building (about a minute)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const handle = createSiteHandler(buildDir);
const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Server error");
  }
});
server.on("clientError", (_error, socket) => {
  if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
});
server.listen(port, host, () => {
  console.log(`Serving ${buildDir} at http://${host}:${port}`);
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
