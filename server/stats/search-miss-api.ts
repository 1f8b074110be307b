// The address the search page tells of a search that found nothing (docs/decisions/060):
// POST /api/stats/search-miss, the words alone as text. Always 204 and nothing more, whether the
// words were kept or not, so the page has nothing to wait for. Kept: the words as the page writes
// them (searchMissWords), with the day; not kept from another site's page, a bot, or a browser that
// says "do not track" or Global Privacy Control. Only with counting on (STATS_DATABASE); without it
// the address is unknown, 404, as on nginx and static hosts.
import type { IncomingMessage, ServerResponse } from "node:http";
import { searchMissPath, searchMissWords } from "../../src/features/search/search-miss.ts";
import type { OwnedAddresses } from "../push/push-api.ts";
import { factsOf, type StatsRecorder } from "./stats-recorder.ts";
import { isbot } from "isbot";

/** The largest body read: 60 characters of any script fit, with room. */
const largestBody = 512;

/** Whether the request comes from a page of this site (Sec-Fetch-Site, else Origin, which browsers send with a POST). */
function fromOwnPage(req: IncomingMessage): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = req.headers.origin;
  return typeof origin === "string" && URL.canParse(origin) && new URL(origin).host === req.headers.host;
}

/** Reads at most `largestBody` bytes of the body; undefined when there are more. */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve) => {
    if (Number(req.headers["content-length"] ?? 0) > largestBody) return resolve(undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= largestBody) chunks.push(chunk);
    });
    req.on("error", () => resolve(undefined));
    req.on("end", () => resolve(size > largestBody ? undefined : Buffer.concat(chunks).toString("utf8")));
  });
}

export function createSearchMissApi(recorder: StatsRecorder, headers: Readonly<Record<string, string>>): OwnedAddresses {
  const answerHeaders = Object.entries({ ...headers, "Cache-Control": "no-store" }).flat();
  return {
    owns: (url) => url === searchMissPath || url.startsWith(`${searchMissPath}?`),
    handle(req: IncomingMessage, res: ServerResponse) {
      if (req.method !== "POST") {
        res.writeHead(405, [...answerHeaders, "Allow", "POST", "Content-Length", "0"]);
        res.end();
        return;
      }
      void readBody(req).then((text) => {
        const facts = factsOf(req, 204);
        const counted =
          text !== undefined &&
          fromOwnPage(req) &&
          facts.doNotTrack?.trim() !== "1" &&
          facts.globalPrivacyControl?.trim() !== "1" &&
          facts.userAgent !== undefined &&
          !isbot(facts.userAgent);
        if (counted) recorder.countSearchMiss(searchMissWords(text));
        res.writeHead(204, answerHeaders);
        res.end();
      });
    },
  };
}
