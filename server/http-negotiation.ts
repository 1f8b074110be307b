// How the server reads the request headers that choose among a file's answers: which encoding
// (Accept-Encoding), whether the browser's copy is still good (If-None-Match) and which bytes it
// wants (Range, If-Range). Pure, so the unit tests can check every case. They choose what is
// sent for a file of the build, never the status of an address: an unknown address is 404 and a
// redirect 301 whatever these headers say (docs/decisions/012-server-serves-from-memory.md).

/** Accept-Encoding values seen recently → the codings they accept; browsers send a handful. */
const acceptedCache = new Map<string, Map<string, number>>();
const acceptedCacheLimit = 64;

/** The codings a request accepts, each with its weight (q), `*` standing for any other. */
function acceptedCodings(header: string): Map<string, number> {
  let accepted = acceptedCache.get(header);
  if (accepted) return accepted;
  accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [coding, ...parameters] = part.trim().toLowerCase().split(";");
    if (!coding) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [name, value] = parameter.trim().split("=");
      if (name === "q") weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? "") ? Number(value) : 0;
    }
    accepted.set(coding === "x-gzip" ? "gzip" : coding, weight);
  }
  if (acceptedCache.size >= acceptedCacheLimit) acceptedCache.clear();
  acceptedCache.set(header, accepted);
  return accepted;
}

/**
 * Which of `available` (in order of preference, say ["br", "gzip"]) to send, or undefined for
 * the file as it is. A coding with q=0 is refused; the highest weight wins, ties go to the
 * earlier (smaller) one.
 */
export function chooseEncoding<Coding extends string>(header: string | undefined, available: readonly Coding[]): Coding | undefined {
  if (!header || available.length === 0) return undefined;
  const accepted = acceptedCodings(header);
  let best: Coding | undefined;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = accepted.get(coding) ?? accepted.get("*") ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** If-None-Match against the answer's ETag, compared weakly (RFC 9110, 13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/** A byte range of a body, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The byte range a GET asks for, of a body of `size` bytes: `{ start, end }` (inclusive),
 * "unsatisfiable" (answer 416), or undefined to send the whole body — for no Range, one this
 * server does not serve (several ranges, another unit) or one that is not well formed, all of
 * which HTTP lets a server ignore (RFC 9110, 14.2). If-Range that is not this answer's strong
 * ETag means the browser's partial copy is stale: the whole body again.
 */
export function requestedRange(rangeHeader: string | undefined, ifRangeHeader: string | undefined, size: number, etag: string): ByteRange | "unsatisfiable" | undefined {
  if (!rangeHeader) return undefined;
  if (ifRangeHeader !== undefined && ifRangeHeader.trim() !== etag) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/i.exec(rangeHeader.replace(/[ \t]/g, ""));
  if (!match) return undefined;
  // Both groups always take part in a match (each may be empty).
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    // bytes=-500: the last 500 bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Infinity : Number(last);
  if (end < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}
