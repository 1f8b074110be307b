/**
 * An HTTP client that sends exactly the bytes it is given over TCP (node:net) and reads back
 * what the server answered, so nothing normalises a hostile request on its way.
 */
import { connect } from "node:net";

export interface RawAnswer {
  /** The status code, or undefined when the server closed without a status line. */
  readonly status: number | undefined;
  /** Header names (lower case) and values, as sent. */
  readonly headers: readonly [string, string][];
  /** Every byte received, status line and headers included. */
  readonly bytes: Buffer;
  /** The server neither answered in full nor closed within the time allowed. */
  readonly timedOut: boolean;
}

function parseHead(bytes: Buffer): { status: number | undefined; headers: [string, string][]; bodyStart: number } | undefined {
  const end = bytes.indexOf("\r\n\r\n");
  if (end === -1) return undefined;
  const [statusLine = "", ...lines] = bytes.subarray(0, end).toString("latin1").split("\r\n");
  const status = /^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1];
  const headers = lines.map((line): [string, string] => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
  return { status: status === undefined ? undefined : Number(status), headers, bodyStart: end + 4 };
}

/** Whether `bytes` hold a whole answer (so a kept-alive connection need not be waited on). */
function complete(bytes: Buffer, isHead: boolean): boolean {
  const head = parseHead(bytes);
  if (!head || head.status === undefined) return false;
  if (isHead || head.status === 304 || head.status === 204 || head.status < 200) return true;
  const length = head.headers.find(([name]) => name === "content-length")?.[1];
  return length !== undefined && bytes.length - head.bodyStart >= Number(length);
}

export function sendRaw(port: number, raw: Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const isHead = raw.subarray(0, 5).toString("latin1") === "HEAD ";
    const socket = connect({ host: "127.0.0.1", port });
    let settled = false;
    const finish = (timedOut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const bytes = Buffer.concat(chunks);
      const head = parseHead(bytes);
      // A status line whose headers never ended still tells what the server answered.
      const statusOnly = /^HTTP\/\d\.\d (\d{3})/.exec(bytes.toString("latin1"))?.[1];
      resolve({ status: head?.status ?? (statusOnly === undefined ? undefined : Number(statusOnly)), headers: head?.headers ?? [], bytes, timedOut });
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    socket.on("connect", () => socket.write(raw));
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      if (complete(Buffer.concat(chunks), isHead)) finish(false);
    });
    // A server may reset the connection after its answer to a broken request: what arrived counts.
    socket.on("error", () => finish(false));
    socket.on("close", () => finish(false));
  });
}

/** Sends every request, `concurrency` at a time; answers in the same order. */
export async function sendAll(port: number, requests: readonly Buffer[], concurrency = 16): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = new Array(requests.length);
  let next = 0;
  const workers = Array.from({ length: concurrency }, async () => {
    while (next < requests.length) {
      const index = next++;
      answers[index] = await sendRaw(port, requests[index]!);
    }
  });
  await Promise.all(workers);
  return answers;
}
