// A change to an answer's headers made last, just before its head is sent: how the editor's
// checks around Keystatic (server/sign-in-state.ts, server/editor-cookies.ts) amend what
// Keystatic and Astro answer without changing either.
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * Calls `change(res)` just before the head of the answer is sent, with every header set on `res`
 * (those given to writeHead as well, which Node would otherwise merge only as it sends them).
 */
export function beforeHead(res: ServerResponse, change: (res: ServerResponse) => void): void {
  const writeHead = res.writeHead.bind(res) as (status: number, message?: string) => ServerResponse;
  res.writeHead = ((status: number, messageOrHeaders?: string | OutgoingHttpHeaders, maybeHeaders?: OutgoingHttpHeaders) => {
    const message = typeof messageOrHeaders === "string" ? messageOrHeaders : undefined;
    const headers = typeof messageOrHeaders === "string" ? maybeHeaders : messageOrHeaders;
    // Headers given as a flat array are not used by Astro's Node adapter, which hands an object.
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    change(res);
    return message === undefined ? writeHead(status) : writeHead(status, message);
  }) as ServerResponse["writeHead"];
}
