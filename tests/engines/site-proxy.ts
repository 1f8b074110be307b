import { createServer, request, type IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { portOf } from "../../scripts/free-port.ts";

/**
 * A loopback proxy between one engine and the production server. It does two things a browser
 * driver cannot do in every engine:
 *
 * - `cut()` takes the network away (every connection is dropped, open ones too), as a phone
 *   losing its signal, for the offline checks; `restore()` gives it back.
 * - With `recordErrors`, it puts a script at the top of each page's `<head>` that records the
 *   page's script errors (uncaught exceptions, rejected promises no one handles, console.error)
 *   in `window.__engineSmokeErrors`. WebKitGTK's WebDriver is classic WebDriver only: it has no
 *   log of the page's errors to ask (its driver refuses `webSocketUrl`, so no BiDi either). The
 *   script is a file of the same origin, which the pages' Content-Security-Policy allows.
 */
export interface SiteProxy {
  /** The site's address through the proxy: `http://127.0.0.1:<port>`. */
  readonly origin: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

const recorderPath = "/__engine-smoke/record-errors.js";

/** Runs in the page before any of its own script (a classic script at the top of `<head>`). */
const recorder = `(() => {
  const errors = (window.__engineSmokeErrors = []);
  addEventListener("error", (event) => errors.push("uncaught " + event.message + " (" + event.filename + ":" + event.lineno + ")"));
  addEventListener("unhandledrejection", (event) => errors.push("unhandled rejection: " + (event.reason && event.reason.message ? event.reason.message : String(event.reason))));
  const consoleError = console.error;
  console.error = (...args) => {
    errors.push("console.error: " + args.map(String).join(" "));
    consoleError.apply(console, args);
  };
})();
`;

/** The page with the recorder as the first script of its `<head>`, after its charset. */
function withRecorder(html: string): string {
  const tag = `<script src="${recorderPath}"></script>`;
  const charset = /<meta charset="[^"]*">/i.exec(html);
  if (charset) return html.replace(charset[0], charset[0] + tag);
  return html.replace(/<head[^>]*>/i, (head) => head + tag);
}

export async function startSiteProxy(target: string, { recordErrors }: { recordErrors: boolean }): Promise<SiteProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let isCut = false;

  const server = createServer((req, res) => {
    if (isCut) {
      req.socket.destroy();
      return;
    }
    if (recordErrors && req.url === recorderPath) {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
      res.end(recorder);
      return;
    }
    const headers = { ...req.headers, host: upstream.host };
    // Pages come uncompressed when they are to be rewritten; everything else as the server sends it.
    if (recordErrors) delete headers["accept-encoding"];
    const forward = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer: IncomingMessage) => {
      const isPage = recordErrors && (answer.headers["content-type"] ?? "").startsWith("text/html") && req.method !== "HEAD";
      if (!isPage) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const body = Buffer.from(withRecorder(Buffer.concat(chunks).toString("utf8")));
        const { etag: _etag, "content-length": _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...rest, "content-length": String(body.length) });
        res.end(body);
      });
    });
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = portOf(server);

  return {
    origin: `http://127.0.0.1:${port}`,
    cut() {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      isCut = false;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}
