// What the two small POSTs of the counting share (docs/decisions/060, 062): the failed search the
// search page tells (search-miss-api.ts) and the notice opened from its notification, which the
// service worker tells (notice-opened-api.ts). Each is answered 204 and nothing more, whether it
// was counted or not, so the phone has nothing to wait for; neither reads or keeps who sent it.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import type { OwnedAddresses } from "../push/push-api.ts";
import { factsOf } from "./stats-recorder.ts";

/** Whether the request comes from a page (or the worker) of this site: Sec-Fetch-Site, else Origin, which browsers send with a POST. */
function fromOwnPage(req: IncomingMessage): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = req.headers.origin;
  return typeof origin === "string" && URL.canParse(origin) && new URL(origin).host === req.headers.host;
}

/** Reads at most `largest` bytes of the body; undefined when there are more. */
function readBody(req: IncomingMessage, largest: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    if (Number(req.headers["content-length"] ?? 0) > largest) return resolve(undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= largest) chunks.push(chunk);
    });
    req.on("error", () => resolve(undefined));
    req.on("end", () => resolve(size > largest ? undefined : Buffer.concat(chunks).toString("utf8")));
  });
}

/**
 * An address that takes a POST of a few words as text and hands them to `count`, only when they
 * come from the site's own page or worker, not from a bot, nor from a browser that says "do not
 * track" or Global Privacy Control.
 */
export function countingPost(path: string, largestBody: number, headers: Readonly<Record<string, string>>, count: (text: string) => void): OwnedAddresses {
  const answerHeaders = Object.entries({ ...headers, "Cache-Control": "no-store" }).flat();
  return {
    owns: (url) => url === path || url.startsWith(`${path}?`),
    handle(req: IncomingMessage, res: ServerResponse) {
      if (req.method !== "POST") {
        res.writeHead(405, [...answerHeaders, "Allow", "POST", "Content-Length", "0"]);
        res.end();
        return;
      }
      void readBody(req, largestBody).then((text) => {
        const facts = factsOf(req, 204);
        const counted =
          text !== undefined &&
          fromOwnPage(req) &&
          facts.doNotTrack?.trim() !== "1" &&
          facts.globalPrivacyControl?.trim() !== "1" &&
          facts.userAgent !== undefined &&
          !isbot(facts.userAgent);
        if (counted) count(text);
        res.writeHead(204, answerHeaders);
        res.end();
      });
    },
  };
}
