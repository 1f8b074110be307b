// `npm start`'s server process under a deploy's SIGTERM: it takes no new connection, finishes
// every answer already under way, then exits 0 (server/start.ts).
import { spawn, type ChildProcessByStdio } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { Agent, get } from "node:http";
import { connect, type Socket } from "node:net";
import type { Readable } from "node:stream";
import { afterEach, expect, it, vi } from "vitest";
import { writeSmallBuild } from "./test-support/small-build.ts";
import { freePort } from "../scripts/free-port.ts";

/** Larger than the loopback socket buffers on both sides (4 MiB to send, far less to receive
 * while the reader is paused), so its answer is still being sent when SIGTERM arrives. */
const bigFile = randomBytes(12 * 1024 * 1024);
const bigPath = "/assets/archive.5d41402a.bin";

let buildDir: string | undefined;
let child: ChildProcessByStdio<null, Readable, null> | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

/** A download under way: its connection, and everything that came on it once it closes. */
interface Download {
  socket: Socket;
  ended: Promise<Buffer>;
}

/** What became of one page request while the server was stopping. */
interface Outcome {
  answered: boolean;
  complete?: boolean;
}

/** A raw connection that asks for the big file, reads the first bytes, then stops reading. */
function slowDownload(port: number): Promise<Download> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    socket.once("error", reject);
    socket.once("connect", () => socket.write(`GET ${bigPath} HTTP/1.1\r\nHost: school.example\r\n\r\n`));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.once("data", () => {
      socket.pause();
      const ended = new Promise<Buffer>((done) => socket.once("close", () => done(Buffer.concat(chunks))));
      resolve({ socket, ended });
    });
  });
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/** Requests for pages, over and over on kept-alive connections, until `load.stopped`: what each one came to. */
function keepRequesting(port: number, load: { stopped: boolean; answered: number }): Promise<Outcome[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  const outcomes: Outcome[] = [];
  const one = () =>
    new Promise<Outcome>((resolve) => {
      const req = get({ host: "127.0.0.1", port, path: "/fees", agent }, (res) => {
        let length = 0;
        res.on("data", (chunk) => (length += chunk.length));
        res.on("end", () => resolve({ answered: true, complete: length === Number(res.headers["content-length"]) }));
        res.on("aborted", () => resolve({ answered: true, complete: false }));
        res.on("error", () => resolve({ answered: true, complete: false }));
      });
      // Refused or reset before any answer: the request was never taken, so it is not in flight.
      req.on("error", () => resolve({ answered: false }));
    });
  const loops = Array.from({ length: 20 }, async () => {
    while (!load.stopped) {
      const outcome = await one();
      outcomes.push(outcome);
      if (!outcome.answered) break;
      load.answered++;
    }
  });
  return Promise.all(loops).then(() => {
    agent.destroy();
    return outcomes;
  });
}

it("on SIGTERM finishes the answers under way, refuses new connections, then exits 0", { timeout: 60_000 }, async () => {
  buildDir = writeSmallBuild({ [bigPath.slice(1)]: bigFile });
  const port = await freePort();
  child = spawn(process.execPath, ["server/start.ts"], { env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "pipe", "inherit"] });
  const started = child;
  const exited = new Promise((resolve) => started.once("exit", (code, signal) => resolve({ code, signal })));
  await new Promise<void>((resolve) => started.stdout.on("data", (chunk: Buffer) => String(chunk).includes("Serving") && resolve()));

  const loadState = { stopped: false, answered: 0 };
  const load = keepRequesting(port, loadState);
  const downloads = await Promise.all([slowDownload(port), slowDownload(port), slowDownload(port)]);
  // The server busy with pages on kept-alive connections when the signal comes.
  await vi.waitFor(() => expect(loadState.answered).toBeGreaterThan(20), { timeout: 20_000, interval: 20 });

  started.kill("SIGTERM");
  // Pages are still asked for while the server closes its door: wait for the door, not a time.
  await vi.waitFor(async () => expect(await connectionRefused(port)).toBe(true), { timeout: 20_000, interval: 20 });
  loadState.stopped = true;
  expect(await connectionRefused(port)).toBe(true);
  expect(started.exitCode).toBeNull();

  for (const { socket } of downloads) socket.resume();
  for (const { ended } of downloads) {
    const response = await ended;
    const headerEnd = response.indexOf("\r\n\r\n");
    expect(response.subarray(0, headerEnd).toString()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Content-Length: 12582912/);
    expect(response.subarray(headerEnd + 4).equals(bigFile)).toBe(true);
  }
  expect(await exited).toEqual({ code: 0, signal: null });

  const outcomes = await load;
  expect(outcomes.filter((outcome) => outcome.answered).length).toBeGreaterThan(20);
  expect(outcomes.filter((outcome) => outcome.answered && !outcome.complete)).toEqual([]);
});
