// The Node server's HTTP listener for `npm start` (server/start.ts): the site's handler behind it,
// what Node's own parser refuses answered as Node would, CONNECT refused, and a request that is
// never finished (a slow body, slow headers) closed with 408 well within 30 s
// (docs/site.md, Errors; docs/decisions/058).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/**
 * How long a client may take to send one request. A phone sends a page's request in a packet or
 * two and the push address's body is at most 4 KB: 20 s covers a 2G link that loses packets,
 * while 30 bodies trickled a byte at a time can no longer hold connections for Node's default
 * 300 s. Node looks for requests past their time every `checkEveryMs`, so one is closed at most
 * `requestMs + checkEveryMs` after it began: 25 s.
 */
export interface SlowClientLimits {
  /** The whole request, head and body. */
  requestMs: number;
  /** Its head alone (Node requires it to be no longer than the whole). */
  headersMs: number;
  /** How often Node checks the requests under way against the two limits. */
  checkEveryMs: number;
}

const seconds = (count: number) => count * 1000;

export const slowClientLimits: SlowClientLimits = { requestMs: seconds(20), headersMs: seconds(15), checkEveryMs: seconds(5) };

/** The longest a request that never finishes keeps its connection under `limits`. */
export const longestUnfinishedRequestMs = (limits: SlowClientLimits) => limits.requestMs + limits.checkEveryMs;

/** A request Node's parser refuses never reaches the handler: answered here, as Node would. */
const clientErrorStatus: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

/** The listener, not yet listening: every request goes to `handle`, a throw in it answers 500. */
export function createSiteServer(handle: (req: IncomingMessage, res: ServerResponse) => void, limits: SlowClientLimits = slowClientLimits): Server {
  const server = createServer({ connectionsCheckingInterval: limits.checkEveryMs, requestTimeout: limits.requestMs, headersTimeout: limits.headersMs }, (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Server error");
    }
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(`HTTP/1.1 ${clientErrorStatus[error.code ?? ""] ?? "400 Bad Request"}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  // CONNECT asks the server to be a proxy: it is not one (docs/site.md, Errors: 405).
  server.on("connect", (_req, socket) => {
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
  });
  return server;
}
