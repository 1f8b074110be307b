// Every file of the build, read into memory once at start with its headers made in advance
// (docs/decisions/012-server-serves-from-memory.md): the small build fits, and a request then
// costs no file-system call. Only the files found here can ever be answered, so no address,
// however it is spelt, can reach a file outside the build.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, sep } from "node:path";
import { contentTypeOf, type cacheControl } from "../src/integrations/deploy-rules.ts";
import { chooseEncoding, etagMatches, requestedRange } from "./http-negotiation.ts";

/** The precompressed variants the build writes beside a file (the "compressed copies" step of src/integrations/finishing-steps.ts). */
const encodings = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** A precompressed variant's Content-Encoding. */
export type Encoding = (typeof encodings)[number]["name"];

/** The cache lifetimes the build writes into site-manifest.json (src/integrations/deploy-rules.ts). */
export type CacheRules = { readonly [Kind in keyof typeof cacheControl]: string };

/** The headers of an answer as the flat name/value list `writeHead` takes. */
export type HeaderList = string[];

/** One answer of a file (see variant()). */
export interface Variant {
  body: Buffer;
  etag: string;
  encoding: Encoding | undefined;
  /** The headers of a 304 or a 206: those of a 200 less Content-Length. */
  common: HeaderList;
  /** The headers of a 200. */
  headers: HeaderList;
}

/** A file of the table: the file as it is (`identity`) and each precompressed variant it has. */
export interface TableFile {
  contentType: string;
  /** Whether any variant exists, so every answer says it depends on Accept-Encoding. */
  vary: boolean;
  /** The variants it has, best first. */
  encodings: Encoding[];
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/**
 * `rules`: the build's cache lifetimes (site-manifest.json, from src/integrations/deploy-rules.ts);
 * `revalidated`: the files beside the pages that revalidate as pages do (`/fee-table.json`).
 */
function cacheControlOf(pathname: string, rules: CacheRules, revalidated: readonly string[]): string {
  // Every file under /assets/ has a content hash in its name: it never changes.
  if (pathname.startsWith("/assets/")) return rules.hashedAsset;
  // Pages revalidate every time (ETag), so a changed fee shows at once; so does the fee table.
  if (pathname.endsWith(".html") || revalidated.includes(pathname)) return rules.page;
  return rules.other;
}

/**
 * One answer of a file: its body and its headers as the flat name/value list `writeHead` takes
 * (no header object is built per request): `headers` for a 200, `common` (the same less
 * Content-Length) for a 304 or a 206.
 */
function variant(body: Buffer, etag: string, headers: readonly string[], encoding?: Encoding): Variant {
  const common = [...headers, "ETag", etag];
  if (encoding) common.push("Content-Encoding", encoding);
  return { body, etag, encoding, common, headers: [...common, "Content-Length", String(body.length)] };
}

/**
 * `clientDir`: the directory the build wrote. `headersFor(pathname)`: the headers every answer
 * of that file carries besides its own (security headers, its Content-Security-Policy), as a
 * flat name/value list. `cacheRules`: the build's cache lifetimes; `revalidated`: the other files
 * sent with the pages' (site-manifest.json, `revalidatedFiles`). `contentTypes`: address →
 * Content-Type, for the files the build publishes with a type of their own (site-manifest.json).
 * Returns a Map from the address (`/assets/app.1a2b.js`) to the file:
 * `{ contentType, vary, encodings, identity, br?, gzip? }`, each variant
 * `{ body, etag, encoding, common, headers }`; `encodings` lists the variants it has, best first.
 */
export function loadFileTable(
  clientDir: string,
  headersFor: (pathname: string) => HeaderList,
  cacheRules: CacheRules,
  revalidated: readonly string[] = [],
  contentTypes: Readonly<Record<string, string>> = {},
): Map<string, TableFile> {
  const names = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(clientDir.length + 1));
  const present = new Set(names);
  const table = new Map<string, TableFile>();
  for (const name of names) {
    // A .br or .gz beside its original is that file's variant, not a file of its own.
    if (encodings.some(({ suffix }) => name.endsWith(suffix) && present.has(name.slice(0, -suffix.length)))) continue;
    const pathname = `/${name.split(sep).join("/")}`;
    const body = readFileSync(join(clientDir, name));
    const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
    // A file whose type its extension does not tell (the Atom feed, .xml) is named in the manifest.
    const contentType = (Object.hasOwn(contentTypes, pathname) ? contentTypes[pathname] : undefined) ?? contentTypeOf(name);
    // Every answer that could have been compressed says so, so a cache never serves brotli to a
    // browser that did not ask for it.
    const vary = encodings.some(({ suffix }) => present.has(name + suffix));
    const headers = [
      ...headersFor(pathname),
      "Content-Type",
      contentType,
      "Cache-Control",
      cacheControlOf(pathname, cacheRules, revalidated),
      "Accept-Ranges",
      "bytes",
      ...(vary ? ["Vary", "Accept-Encoding"] : []),
    ];
    const file: TableFile = { contentType, vary, encodings: [], identity: variant(body, `"${hash}"`, headers) };
    for (const { name: encoding, suffix } of encodings) {
      if (!present.has(name + suffix)) continue;
      const encoded = readFileSync(join(clientDir, name + suffix));
      // Each variant is a different representation: its own strong ETag.
      file[encoding] = variant(encoded, `"${hash}-${encoding}"`, headers, encoding);
      file.encodings.push(encoding);
    }
    table.set(pathname, file);
  }
  return table;
}

/**
 * A request header Node does not know by name, as one value: Node joins repeated ones with ", "
 * already, but its type still allows a list.
 */
function oneValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header.join(", ") : header;
}

/**
 * Answers a GET or HEAD with a file of the table: in the best encoding the browser accepts, 304
 * when its ETag matches, a range when one is asked for.
 */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: TableFile): void {
  const encoding = chooseEncoding(req.headers["accept-encoding"], file.encodings);
  // `encodings` lists only the variants the file has, so the chosen one is there.
  const answer = (encoding === undefined ? undefined : file[encoding]) ?? file.identity;
  // A 304 carries the same headers as the 200 would, so a revalidated page keeps its own
  // Content-Security-Policy.
  if (etagMatches(req.headers["if-none-match"], answer.etag)) {
    res.writeHead(304, answer.common);
    res.end();
    return;
  }
  const range = req.method === "GET" ? requestedRange(req.headers.range, oneValue(req.headers["if-range"]), answer.body.length, answer.etag) : undefined;
  if (range === "unsatisfiable") {
    res.writeHead(416, [...answer.common, "Content-Range", `bytes */${answer.body.length}`, "Content-Length", "0"]);
    res.end();
    return;
  }
  if (range) {
    const { start, end } = range;
    res.writeHead(206, [...answer.common, "Content-Range", `bytes ${start}-${end}/${answer.body.length}`, "Content-Length", String(end - start + 1)]);
    res.end(answer.body.subarray(start, end + 1));
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(req.method === "HEAD" ? undefined : answer.body);
}
