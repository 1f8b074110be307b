// The Node server's listener against clients that never finish a request (server/site-server.ts):
// the limits `npm start` uses close one well within 30 s, and, shown with the same limits made
// twenty times shorter so the test need not wait for them, 30 at once are each answered 408 and
// closed while a whole request is still served. The real limits against the real server process:
// tests/server/hostile-input.test.ts.
import { connect } from "node:net";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { portOf } from "../scripts/free-port.ts";
import { get } from "./test-support/get.ts";
import { createSiteServer, longestUnfinishedRequestMs, slowClientLimits, type SlowClientLimits } from "./site-server.ts";

let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((done) => running.close(done));
});

async function listening(limits?: SlowClientLimits): Promise<number> {
  server = createSiteServer((req, res) => {
    // As the push address does: the answer waits for the whole body.
    req.resume();
    req.on("end", () => res.end("whole"));
  }, limits);
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
  return portOf(server);
}

/** Sends `head` (and a byte every `dripMs` after it), and resolves with what came back once the server closes. */
function unfinished(port: number, head: string, dripMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    let drip: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(head);
      drip = setInterval(() => socket.writable && socket.write(" "), dripMs);
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(drip);
      resolve(Buffer.concat(chunks).toString("latin1"));
    });
  });
}

describe("a request that never finishes", () => {
  it("is closed at most 25 s after it began under the limits npm start uses, and the server made has them", async () => {
    expect(longestUnfinishedRequestMs(slowClientLimits)).toBeLessThanOrEqual(25_000);
    expect(slowClientLimits.headersMs).toBeLessThanOrEqual(slowClientLimits.requestMs);
    await listening();
    expect(server!.requestTimeout).toBe(slowClientLimits.requestMs);
    expect(server!.headersTimeout).toBe(slowClientLimits.headersMs);
  });

  it("30 slow bodies and a slow head are each answered 408 and closed, while a whole request is served (the limits twenty times shorter)", { timeout: 30_000 }, async () => {
    const scaled: SlowClientLimits = { requestMs: slowClientLimits.requestMs / 20, headersMs: slowClientLimits.headersMs / 20, checkEveryMs: slowClientLimits.checkEveryMs / 20 };
    const port = await listening(scaled);
    const body = "POST /api/push/subscriptions HTTP/1.1\r\nHost: school.example\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{";
    const slow = Array.from({ length: 30 }, () => unfinished(port, body, 100));
    const slowHead = unfinished(port, "GET /fees HTTP/1.1\r\nHost: school.example\r\nX-Slow: a", 100);
    expect((await get(port, "/fees", {}, "POST", "{}")).body.toString()).toBe("whole");
    for (const answer of [...(await Promise.all(slow)), await slowHead]) expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });
});
