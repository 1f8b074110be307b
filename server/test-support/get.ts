// A plain HTTP request for the server's tests.
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";

/** An answer as it came: status, headers and the body's bytes, undecoded. */
export interface Answer {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A GET (or `method`) of `path` with exactly these headers: no client adds or decodes anything.
 * `body`, if given, is sent as it is (with a Content-Length unless the headers say otherwise).
 */
export function get(port: number, path: string, headers: OutgoingHttpHeaders = {}, method = "GET", body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    // A server that answers before reading all of a body may close the connection on the rest.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    req.end(body);
  });
}

