/**
 * The production servers under hostile input: about 3,500 generated requests (hostile-corpus.ts)
 * sent over raw TCP to the Node server (server/start.ts) and to nginx with the server block
 * the build generated (scripts/serve-nginx.ts). Each must answer 4xx (2xx/3xx only where a
 * real page or file of the build may answer), never 5xx, and no answer may hold a byte sequence
 * of a file outside the build (docs/site.md, Errors). The Node server runs with push on (its four
 * settings, a database of its own), so the corpus's requests to the push address reach it, and
 * none may leave a subscription behind; and 30 bodies from one address that never finish must be
 * closed with 408 within 30 s (server/site-server.ts). Needs a production build (`npm run build`, or BUILD_DIR);
 * `npm run test:server` runs it after the build in `npm test`. Loopback only.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.ts";
import { startNginx } from "../../scripts/serve-nginx.ts";
import { filesUnder } from "../../src/integrations/files-under";
import { SubscriptionStore } from "../../server/push/subscription-store";
import { subscriptionsPath } from "../../src/features/push/push-address";
import { pushTestEnvironment } from "../fixtures/push-test-keys";
import { startNodeServer as startNodeServerOn, type NodeServer } from "./node-server";
import { hostileCorpus, type HostileRequest, type OutsideFile } from "./hostile-corpus";
import { sendAll, sendRaw, type RawAnswer } from "./raw-http";

const root = fileURLToPath(new URL("../..", import.meta.url));
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = join(buildDir, "client");

if (!existsSync(join(buildDir, "site-manifest.json"))) {
  throw new Error(`tests/server needs a production build in ${buildDir}: run \`npm run build\` first (npm test does), or set BUILD_DIR`);
}

/** Folders from client/ up to the repository and up to the file system's root. */
const stepsToRepository = relative(clientDir, root).split(sep).filter(Boolean).length;
const stepsToFileSystemRoot = clientDir.split(sep).filter(Boolean).length;

/** Files outside the build, each with a byte sequence found in it and in no file of the build. */
const outsideFiles: (OutsideFile & { absolute: string; marker: string })[] = [
  { path: "site-manifest.json", depth: 1, absolute: join(buildDir, "site-manifest.json"), marker: '"notFoundFile": "404.html"' },
  { path: "deploy/nginx.conf", depth: 1, absolute: join(buildDir, "deploy", "nginx.conf"), marker: "map $uri $site_canonical_path" },
  { path: "package.json", depth: stepsToRepository, absolute: join(root, "package.json"), marker: '"name": "junior-academy-website"' },
  { path: "server/site-handler.ts", depth: stepsToRepository, absolute: join(root, "server", "site-handler.ts"), marker: "export function createSiteHandler(" },
  { path: ".git/HEAD", depth: stepsToRepository, absolute: join(root, ".git", "HEAD"), marker: "ref: refs/" },
  { path: "etc/passwd", depth: stepsToFileSystemRoot, absolute: "/etc/passwd", marker: "root:x:0:0:" },
];

const corpus = hostileCorpus(outsideFiles);

/** A server under test: the Node server, or nginx (whose `alive` is always true). */
type RunningServer = NodeServer;

/** The push database of the Node server under test: it must stay empty. */
const pushFolder = mkdtempSync(join(tmpdir(), "hostile-push-"));
const pushDatabase = join(pushFolder, "push.db");
afterAll(() => rmSync(pushFolder, { recursive: true, force: true }));

async function startNodeServer(): Promise<RunningServer> {
  return startNodeServerOn({ buildDir, port: await freePort(), host: "127.0.0.1", env: pushTestEnvironment(pushDatabase) });
}

async function startNginxServer(): Promise<RunningServer> {
  const port = await freePort();
  const nginx = await startNginx({ buildDir, port });
  return { port, alive: () => true, stop: () => nginx.stop() };
}

/** What is wrong with one answer, or undefined. */
function problemWith(answer: RawAnswer, request: HostileRequest): string | undefined {
  if (answer.timedOut) return "no answer within 5 s";
  if (answer.status === undefined && !(request.simpleRequest && answer.bytes.length > 0)) return `no status line (${answer.bytes.length} bytes)`;
  const status = answer.status;
  if (status !== undefined && status >= 500 && !request.protocolStatuses?.includes(status)) return `answered ${status}`;
  if (status !== undefined && status < 400 && !request.mayServe) return `answered ${status}, not 4xx`;
  const leaked = outsideFiles.find((file) => answer.bytes.includes(file.marker));
  if (leaked) return `answer holds bytes of ${leaked.absolute}`;
  const injected = answer.headers.find(([name]) => name === "set-cookie" || name === "x-injected");
  if (injected) return `answer has an injected header ${injected[0]}`;
  const location = answer.headers.find(([name]) => name === "location")?.[1];
  if (location !== undefined && !/^\/(?![/\\])/.test(location)) return `redirects off the site to ${location}`;
  return undefined;
}

/** How long a request that never finishes may hold its connection (docs/site.md, Errors: 408). */
const slowBodyLimitMs = 30_000;

/**
 * A POST to the push address whose body never finishes: its head, then a byte of the body every
 * 2 s, until the server closes the connection or `limitMs` has passed (`stillOpen`).
 */
function slowBody(port: number, limitMs: number): Promise<{ status: number | undefined; stillOpen: boolean }> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    let drip: NodeJS.Timeout | undefined;
    const finish = (stillOpen: boolean) => {
      clearInterval(drip);
      clearTimeout(limit);
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString("latin1"))?.[1]) || undefined, stillOpen });
    };
    const limit = setTimeout(() => finish(true), limitMs);
    socket.on("connect", () => {
      socket.write(`POST ${subscriptionsPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{`);
      drip = setInterval(() => socket.write(" "), 2_000);
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => finish(false));
  });
}

describe("the hostile-request corpus", () => {
  it("holds over 1,000 requests, and each outside file's marker is in that file and in no file of the build", () => {
    expect(corpus.length).toBeGreaterThan(1000);
    for (const file of outsideFiles) expect(readFileSync(file.absolute, "latin1"), file.absolute).toContain(file.marker);
    for (const name of filesUnder(clientDir)) {
      const content = readFileSync(name);
      for (const file of outsideFiles) expect(content.includes(file.marker), `${file.marker} in ${name}`).toBe(false);
    }
  });
});

for (const { name, start } of [
  { name: "the Node server (server/start.ts)", start: startNodeServer },
  { name: "nginx with the generated server block", start: startNginxServer },
]) {
  describe(`${name} under hostile input`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await start();
    }, 30_000);
    afterAll(async () => {
      await server?.stop();
    }, 30_000);

    it("answers every hostile request 4xx (2xx/3xx only for real pages), never 5xx, and leaks no outside file", { timeout: 180_000 }, async () => {
      const answers = await sendAll(
        server.port,
        corpus.map((request) => request.raw),
      );
      const problems = corpus.flatMap((request, index) => {
        const problem = problemWith(answers[index]!, request);
        return problem ? [`${request.label.slice(0, 120)}: ${problem}`] : [];
      });
      expect(problems).toEqual([]);
    });

    if (name.startsWith("the Node server")) {
      it("kept no push subscription, whatever the requests to the push address held", () => {
        const store = new SubscriptionStore(pushDatabase);
        expect(store.count()).toBe(0);
        store.close();
      });

      it("closes 30 bodies from one address that never finish, a byte every 2 s, within 30 s (408), and serves the next request", { timeout: 60_000 }, async () => {
        const answers = await Promise.all(Array.from({ length: 30 }, () => slowBody(server.port, slowBodyLimitMs)));
        expect(answers.filter((answer) => answer.stillOpen)).toEqual([]);
        expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 30 }, () => 408));
        expect(server.alive()).toBe(true);
      });
    }

    it("still answers / with 200 afterwards", async () => {
      expect(server.alive()).toBe(true);
      const answer = await sendRaw(server.port, Buffer.from("GET / HTTP/1.1\r\nHost: school.example\r\nConnection: close\r\n\r\n"));
      expect(answer.status).toBe(200);
    });
  });
}
