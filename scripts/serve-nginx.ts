// Serves a production build with nginx and the server block the build generated
// (build/deploy/nginx.conf, src/integrations/deploy-files.ts): the browser tests run the same
// server-behaviour tests against it as against the Node server (docs/decisions/011-deploy-files.md).
//
//   import { startNginx } from "./scripts/serve-nginx.ts";
//   const nginx = await startNginx({ buildDir: "build", port: 8080 }); … await nginx.stop();
//
// or in the foreground until SIGTERM/SIGINT: `BUILD_DIR=build PORT=8080 node scripts/serve-nginx.ts`.
// nginx runs from a temporary directory (its configuration, pid, logs and temporary files), on
// 127.0.0.1 only; nothing under /etc/nginx is read but mime.types and the modules.
import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

function nginxBinary() {
  for (const dir of [...(process.env.PATH ?? "").split(delimiter), "/usr/sbin", "/usr/local/sbin"]) {
    const candidate = join(dir, "nginx");
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  throw new Error("nginx is not installed: `apt-get install nginx-light libnginx-mod-http-brotli-static` (.ci/run does it)");
}

/** The name of a user or group id, from /etc/passwd or /etc/group. */
function nameOf(file: string, id: number): string | undefined {
  const line = readFileSync(file, "utf8")
    .split("\n")
    .find((entry) => entry.split(":")[2] === String(id));
  return line?.split(":")[0];
}

/**
 * The generated block with this machine's address and files: every `listen` becomes
 * 127.0.0.1:<port> and `root` the build's client/ directory.
 */
export function localServerBlock(serverBlock: string, { clientDir, port }: { clientDir: string; port: number }): string {
  let listened = false;
  const adapted = serverBlock
    .replace(/^(\s*)listen\s[^;]*;[^\n]*$/gm, (_line, indent: string) => {
      if (listened) return `${indent}# (listen: see above)`;
      listened = true;
      return `${indent}listen 127.0.0.1:${port};`;
    })
    .replace(/^(\s*)root\s[^;]*;/m, (_line, indent: string) => `${indent}root "${clientDir}";`);
  if (!listened || !adapted.includes(`root "${clientDir}";`)) throw new Error("the generated nginx block has no listen or root line to set");
  return adapted;
}

function mainConfig(prefix: string, siteFile: string, clientDir: string): string {
  const lines = [];
  if (existsSync(brotliModule)) lines.push(`load_module ${brotliModule};`);
  if (process.getuid?.() === 0) {
    // Workers read the build as the user that owns it.
    const { uid, gid } = statSync(clientDir);
    lines.push(`user ${nameOf("/etc/passwd", uid) ?? "nobody"} ${nameOf("/etc/group", gid) ?? "nogroup"};`);
  }
  lines.push(
    "worker_processes auto;",
    `pid ${join(prefix, "nginx.pid")};`,
    `error_log ${join(prefix, "error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  default_type application/octet-stream;",
    "  sendfile on;",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${join(prefix, kind)};`),
    `  include ${siteFile};`,
    "}",
    "",
  );
  return lines.join("\n");
}

/** Fails at once when something else listens there: it would answer in nginx's place. */
function checkPortFree(port: number): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => reject(new Error(`127.0.0.1:${port} is not free for nginx (${error.code})`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolvePromise()));
  });
}

function waitForPort(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const deadline = Date.now() + 15_000;
    const onExit = (code: number | null) => reject(new Error(`nginx stopped at start (exit ${code}):\n${stderr()}`));
    child.once("exit", onExit);
    const attempt = () => {
      const socket = connect({ host: "127.0.0.1", port });
      socket.once("connect", () => {
        socket.destroy();
        child.off("exit", onExit);
        resolvePromise();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) {
          child.off("exit", onExit);
          child.kill("SIGTERM");
          reject(new Error(`nginx did not listen on 127.0.0.1:${port}:\n${stderr()}`));
        } else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Starts nginx on 127.0.0.1:<port> serving `<buildDir>/client` with `<buildDir>/deploy/nginx.conf`.
 * Resolves once it accepts connections; `stop()` ends it and removes its temporary directory.
 */
export async function startNginx({ buildDir, port }: { buildDir: string; port: number }): Promise<{ url: string; stop(): Promise<void> }> {
  const clientDir = resolve(buildDir, "client");
  const serverBlock = readFileSync(resolve(buildDir, "deploy", "nginx.conf"), "utf8");
  await checkPortFree(port);
  const prefix = mkdtempSync(join(tmpdir(), "site-nginx-"));
  const siteFile = join(prefix, "site.conf");
  writeFileSync(siteFile, localServerBlock(serverBlock, { clientDir, port }));
  writeFileSync(join(prefix, "nginx.conf"), mainConfig(prefix, siteFile, clientDir));

  const child = spawn(nginxBinary(), ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "inherit", "pipe"] });
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
  const removeFiles = () => rmSync(prefix, { recursive: true, force: true });

  try {
    await waitForPort(port, child, () => errors + (existsSync(join(prefix, "error.log")) ? readFileSync(join(prefix, "error.log"), "utf8") : ""));
  } catch (error) {
    await exited;
    removeFiles();
    throw error;
  }

  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      stopping ??= (async () => {
        // SIGQUIT: nginx finishes the requests it is answering, then exits. A client that keeps a
        // request open would hold it there for ever: after 5 s, SIGTERM ends it at once.
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
        const fast = setTimeout(() => child.kill("SIGTERM"), 5_000);
        await exited;
        clearTimeout(fast);
        removeFiles();
      })();
      return stopping;
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const buildDir = resolve(process.env.BUILD_DIR ?? "build");
  const port = Number(process.env.PORT ?? 8080);
  const nginx = await startNginx({ buildDir, port }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
  console.log(`Serving ${buildDir} with nginx at ${nginx.url}`);
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      void nginx.stop().then(() => process.exit(0));
    });
  }
}
