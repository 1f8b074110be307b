/**
 * Hostile requests for the production servers, generated rather than written out: every way
 * of spelling `..` and `/` toward files outside the build, at several depths and from several
 * folders, then bad encodings, NUL, CR/LF injection, huge paths and headers, odd request lines
 * and methods (docs/site.md, Errors). Each is the exact bytes sent over TCP, so no client
 * tidies it first.
 */

export interface HostileRequest {
  /** What the request tries, for a failure message. */
  readonly label: string;
  /** The bytes sent. */
  readonly raw: Buffer;
  /** A real page or file of the build may answer (2xx/3xx); otherwise only 4xx will do. */
  readonly mayServe: boolean;
  /**
   * The request line has no HTTP version: a server may read it as HTTP/0.9, whose answer is the
   * bare body, with no status line.
   */
  readonly simpleRequest?: boolean;
  /**
   * 5xx statuses HTTP itself prescribes for this request: 501 for a transfer coding the server
   * does not know (RFC 9112, 6.1), 505 for an HTTP major version it does not speak (RFC 9110, 15.6.6).
   */
  readonly protocolStatuses?: readonly number[];
}

/** A file outside the build a request tries to reach, and how many folders up it is from client/. */
export interface OutsideFile {
  /** Its path from the folder `depth` steps above client/, with `/` between folders. */
  readonly path: string;
  readonly depth: number;
}

/** `..` as attackers spell it: plain, percent-encoded, double-encoded, overlong UTF-8, IIS-style, mixed. */
export const dotDotSpellings = [
  "..",
  "%2e%2e",
  "%2E%2E",
  ".%2e",
  "%2e.",
  "%252e%252e",
  "%c0%ae%c0%ae",
  "%e0%80%ae%e0%80%ae",
  "%c0%2e%c0%2e",
  "%u002e%u002e",
  "..%00",
  "....",
] as const;

/** `/` as attackers spell it: encoded, double-encoded, overlong, backslashes, doubled, with `.`. */
export const slashSpellings = ["/", "%2f", "%2F", "\\", "%5c", "%5C", "%252f", "%c0%af", "%e0%80%af", "//", "/./"] as const;

/** Folders a climb starts from: the top, the hashed assets, a page's address. */
const startingFolders = [
  { prefix: "/", depth: 0 },
  { prefix: "/assets/", depth: 1 },
] as const;

const methodsNotAllowed = ["PUT", "DELETE", "OPTIONS", "TRACE", "PATCH", "PROPFIND", "MKCOL", "FOO", "get", "GETT"] as const;

function bytes(text: string): Buffer {
  return Buffer.from(text, "latin1");
}

/** A request: `target` and header lines exactly as given; Host and Connection: close added unless told not to. */
function rawRequest(target: string, { method = "GET", headers = [] as string[], version = "HTTP/1.1", host = true } = {}): Buffer {
  const lines = [`${method} ${target} ${version}`, ...(host ? ["Host: school.example"] : []), ...headers, "Connection: close", "", ""];
  return bytes(lines.join("\r\n"));
}

function climb(dotDot: string, slash: string, steps: number, startingFolder: string, file: string): string {
  return `${startingFolder}${`${dotDot}${slash}`.repeat(steps)}${file.split("/").join(slash)}`;
}

/** Every spelling of `..` with every spelling of `/`, toward each outside file, just far enough and well past it. */
function traversals(outsideFiles: readonly OutsideFile[]): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (const dotDot of dotDotSpellings) {
    for (const slash of slashSpellings) {
      for (const file of outsideFiles) {
        for (const folder of startingFolders) {
          for (const extra of [0, 3]) {
            const target = climb(dotDot, slash, file.depth + folder.depth + extra, folder.prefix, file.path);
            requests.push({ label: `traversal ${target}`, raw: rawRequest(target), mayServe: false });
          }
        }
      }
    }
  }
  return requests;
}

/** Climbs that change spelling at every step, as a filter that checks one spelling at a time would miss. */
function mixedTraversals(outsideFiles: readonly OutsideFile[]): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (let variant = 0; variant < 120; variant++) {
    const file = outsideFiles[variant % outsideFiles.length]!;
    const steps = file.depth + 1 + (variant % 4);
    let target = variant % 2 === 0 ? "/" : "/assets/";
    for (let step = 0; step < steps; step++) {
      target += dotDotSpellings[(variant + step) % dotDotSpellings.length];
      target += slashSpellings[(variant * 7 + step * 3) % slashSpellings.length];
    }
    target += file.path;
    requests.push({ label: `mixed traversal ${target}`, raw: rawRequest(target), mayServe: false });
  }
  return requests;
}

/** Percent-encoding that does not decode, and bytes that are not UTF-8, raw and encoded. */
function badEncodings(): HostileRequest[] {
  const targets = [
    "/%",
    "/%2",
    "/%zz",
    "/%E0%A4%A",
    "/fees%",
    "/fees%2",
    "/%%32%65%%32%65/package.json",
    "/%ff",
    "/%c3%28",
    "/%ed%a0%80",
    "/%f8%88%80%80%80",
    "/%fe%ff",
    "/assets/%ff%fe%fd.js",
    "/fe\xe9s",
    "/\xc3\x28",
    "/\xff\xfe",
    "/assets/\x80\x81.js",
  ];
  return targets.map((target) => ({ label: `bad encoding ${JSON.stringify(target)}`, raw: rawRequest(target), mayServe: false }));
}

/** NUL, encoded and raw, where a C library would end the name. */
function nulBytes(): HostileRequest[] {
  const targets = ["/%00", "/fees%00", "/fees%00.html", "/assets/%00../../package.json", "/robots.txt%00.html", "/fees\x00", "/\x00/package.json"];
  return targets.map((target) => ({ label: `NUL ${JSON.stringify(target)}`, raw: rawRequest(target), mayServe: false }));
}

/** CR/LF in the address, meant to end the response's headers early and add one of the attacker's. */
function headerInjection(): HostileRequest[] {
  const requests: HostileRequest[] = [
    "/fees%0d%0aSet-Cookie:%20injected=1",
    "/nope%0d%0aX-Injected:%201",
    "/%0d%0aX-Injected:%201",
    "/Fees%0d%0aX-Injected:%201",
    "/seaferers%0aX-Injected:1",
  ].map((target) => ({ label: `CRLF ${target}`, raw: rawRequest(target), mayServe: false }));
  // In the query of a redirected page the words are kept, encoded, in Location: 301 is right.
  for (const target of ["/Fees?%0d%0aX-Injected:%201", "/seaferers?x=%0d%0aSet-Cookie:%20injected=1"]) {
    requests.push({ label: `CRLF in query ${target}`, raw: rawRequest(target), mayServe: true });
  }
  // Raw CR or LF inside the request line: a server may refuse it, or read `GET /fees` as a
  // request of its own (HTTP/0.9) and the rest as headers; either way nothing reaches the answer.
  for (const target of ["/fees\rX-Injected: 1", "/fees\nX-Injected: 1", "/fees\r\nX-Injected: 1"]) {
    requests.push({ label: `raw CRLF ${JSON.stringify(target)}`, raw: rawRequest(target), mayServe: true, simpleRequest: true });
  }
  return requests;
}

/** Addresses far longer than any of the site's. */
function hugePaths(): HostileRequest[] {
  return [
    { label: "8 KB path", target: `/${"a".repeat(8192)}` },
    { label: "8 KB path under /assets/", target: `/assets/${"b".repeat(8192)}.js` },
    { label: "8 KB of encoded dots", target: `/${"%2e".repeat(2730)}` },
    { label: "10,000 segments", target: "/a".repeat(10_000) },
    { label: "10,000 empty segments", target: "/".repeat(10_000) },
    { label: "10,000 climbs", target: "/..".repeat(10_000) + "/package.json" },
    { label: "10,000 trailing slashes after a page", target: `/fees${"/".repeat(10_000)}` },
    { label: "8 KB query on a page", target: `/Fees?${"q".repeat(8192)}` },
  ].map(({ label, target }) => ({ label, raw: rawRequest(target), mayServe: false }));
}

/** Request targets in absolute form, asterisk form and other shapes that are not a path. */
function requestTargetForms(outsideFiles: readonly OutsideFile[]): HostileRequest[] {
  const requests: HostileRequest[] = [
    { label: "absolute form of /", raw: rawRequest("http://school.example/"), mayServe: true },
    { label: "absolute form of /fees", raw: rawRequest("http://school.example/fees"), mayServe: true },
    { label: "absolute form of a variant", raw: rawRequest("https://school.example/Fees"), mayServe: true },
    { label: "absolute form, no path", raw: rawRequest("http://school.example"), mayServe: true },
    // The host part is not this server's business (nginx reads any scheme's path): the path is a page.
    { label: "absolute form with a port out of range", raw: rawRequest("http://school.example:99999999/"), mayServe: true },
    { label: "absolute form with another scheme", raw: rawRequest("ftp://school.example/fees"), mayServe: true },
  ];
  for (const file of outsideFiles) {
    for (const dotDot of ["..", "%2e%2e", "%c0%ae%c0%ae"]) {
      const target = `http://school.example/${`${dotDot}/`.repeat(file.depth + 2)}${file.path}`;
      requests.push({ label: `absolute form ${target}`, raw: rawRequest(target), mayServe: false });
    }
  }
  for (const target of ["*", "fees", "..", "../package.json", "//etc/passwd", "http://", "file:///etc/passwd", "@evil.example/fees", "#/fees"]) {
    requests.push({ label: `target ${target}`, raw: rawRequest(target), mayServe: false });
  }
  requests.push({ label: "OPTIONS *", raw: rawRequest("*", { method: "OPTIONS" }), mayServe: false });
  return requests;
}

/** Methods other than GET and HEAD, on a page, an unknown address and a climb. */
function oddMethods(): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (const method of methodsNotAllowed) {
    for (const target of ["/fees", "/no-such-page", "/../package.json", "/assets/%2e%2e/%2e%2e/package.json"]) {
      requests.push({ label: `${method} ${target}`, raw: rawRequest(target, { method, headers: ["Content-Length: 0"] }), mayServe: false });
    }
  }
  requests.push({ label: "CONNECT", raw: rawRequest("school.example:443", { method: "CONNECT" }), mayServe: false });
  requests.push({ label: "POST with a body", raw: rawRequest("/fees", { method: "POST", headers: ["Content-Type: text/plain", "Content-Length: 5"] }), mayServe: false });
  requests.push({ label: "HEAD of a climb", raw: rawRequest("/%2e%2e/%2e%2e/package.json", { method: "HEAD" }), mayServe: false });
  return requests;
}

/** Headers past any reasonable size or count, and request lines that are not HTTP/1.x. */
function oddHeaders(): HostileRequest[] {
  const entries: {
    label: string;
    target?: string;
    headers?: string[];
    version?: string;
    host?: boolean;
    mayServe?: boolean;
    raw?: Buffer;
    simpleRequest?: boolean;
    protocolStatuses?: number[];
  }[] = [
    { label: "a 20 KB header", headers: [`X-Padding: ${"x".repeat(20_000)}`] },
    { label: "a 64 KB cookie", headers: [`Cookie: ${"c=1; ".repeat(13_000)}`] },
    { label: "300 headers", headers: Array.from({ length: 300 }, (_, i) => `X-Header-${i}: ${i}`) },
    { label: "5,000 byte ranges", headers: [`Range: bytes=${Array.from({ length: 5000 }, (_, i) => `${i}-${i}`).join(",")}`] },
    { label: "a 10 KB Accept-Encoding", headers: [`Accept-Encoding: ${"gzip;q=0.5, ".repeat(800)}br`] },
    { label: "a 10 KB If-None-Match", headers: [`If-None-Match: ${'"x", '.repeat(2000)}*`] },
    { label: "no Host", host: false },
    { label: "two Hosts", headers: ["Host: evil.example"] },
    { label: "Host with a path", host: false, headers: ["Host: school.example/../../package.json"] },
    { label: "Content-Length and Transfer-Encoding", headers: ["Content-Length: 4", "Transfer-Encoding: chunked"] },
    { label: "negative Content-Length", headers: ["Content-Length: -1"] },
    { label: "two Content-Lengths", headers: ["Content-Length: 0", "Content-Length: 5"] },
    { label: "an unknown Transfer-Encoding", headers: ["Transfer-Encoding: gzip, identity"], protocolStatuses: [501] },
    { label: "a header with a NUL", headers: ["X-Bad: a\x00b"] },
    { label: "a header without a colon", headers: ["NoColonHere"] },
    { label: "a header name with a space", headers: ["Bad Name: 1"] },
    { label: "a folded header", headers: ["X-Folded: a", " b"] },
    { label: "HTTP/2.0 in the request line", version: "HTTP/2.0", protocolStatuses: [505] },
    { label: "HTTP/9.9 in the request line", version: "HTTP/9.9", protocolStatuses: [505] },
    { label: "no version", raw: bytes("GET /fees\r\nHost: school.example\r\n\r\n"), mayServe: true, simpleRequest: true },
    { label: "a request line of garbage", raw: bytes("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n") },
    { label: "an upgrade to WebSocket", headers: ["Connection: Upgrade", "Upgrade: websocket", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13"], target: "/no-such-page" },
    { label: "an upgrade to h2c", headers: ["Upgrade: h2c", "HTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA"], target: "/no-such-page" },
    { label: "HTTP/1.0 of a page", version: "HTTP/1.0", target: "/fees", mayServe: true },
  ];
  return entries.map(({ label, target = "/no-such-page", headers = [], version, host = true, mayServe = false, raw, simpleRequest, protocolStatuses }) => ({
    label,
    raw: raw ?? rawRequest(target, { headers, version, host }),
    mayServe,
    simpleRequest,
    protocolStatuses,
  }));
}

/** Range, If-None-Match and Accept-Encoding on addresses that are not pages: they must not make a 206 or 304. */
function conditionalHeadersOnHostileTargets(outsideFiles: readonly OutsideFile[]): HostileRequest[] {
  const headerSets = [["Range: bytes=0-100"], ["Range: bytes=-100"], ["If-None-Match: *"], ["Accept-Encoding: br, gzip"], ["Range: bytes=0-0", "If-None-Match: *", "Accept-Encoding: gzip", "If-Range: *"]];
  const targets = ["/no-such-page", "/404", "/no-such-page.html", "/assets/no-such-file.1a2b3c.js", ...outsideFiles.map((file) => `/${"%2e%2e/".repeat(file.depth + 1)}${file.path}`)];
  return targets.flatMap((target) => headerSets.map((headers) => ({ label: `${target} with ${headers.join(", ")}`, raw: rawRequest(target, { headers }), mayServe: false })));
}

/**
 * The push address (server/push/push-api.ts, on when the server has its four settings): bodies that
 * are not subscriptions, endpoints that would make the server post inside the school's network or
 * to itself, bodies too large, other sites' pages, other methods, smuggling. None may be kept, so
 * none may answer 2xx; each from an address of its own (the proxy's X-Forwarded-For, trusted from
 * loopback), so that the limit of 30 a minute does not answer for them all.
 */
function pushAddressAbuse(): HostileRequest[] {
  const path = "/api/push/subscriptions";
  // A well-formed public key (65 bytes, 0x04 first) and secret (16 bytes), base64url.
  const keys = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };
  const subscription = (endpoint: unknown, topics: unknown = ["urgent"]) => JSON.stringify({ subscription: { endpoint, keys }, topics });
  const entries: { label: string; method?: string; target?: string; body?: string; headers?: string[]; origin?: string | null; contentType?: string | null; length?: string | null }[] = [
    ...[
      "http://127.0.0.1:6379/",
      "http://localhost:11211/",
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.1/push",
      "https://192.168.1.1/push",
      "https://[::1]/push",
      "http://[::ffff:127.0.0.1]:6379/",
      "https://0x7f000001/push",
      "https://2130706433/push",
      "file:///etc/passwd",
      "gopher://127.0.0.1:6379/_FLUSHALL",
      "javascript:alert(1)",
      "https://fcm.googleapis.com@evil.example/",
      "https://evil.example#@fcm.googleapis.com/",
      "https://evil.example\\@fcm.googleapis.com/",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "https://fcm.googleapis.com:6379/fcm/send/x",
      "http://fcm.googleapis.com/fcm/send/x",
      `https://fcm.googleapis.com/${"x".repeat(2000)}`,
      "",
    ].map((endpoint) => ({ label: `POST an endpoint of ${endpoint.slice(0, 60) || "nothing"}`, body: subscription(endpoint) })),
    { label: "POST an endpoint that is not text", body: subscription({ href: "https://fcm.googleapis.com/fcm/send/x" }) },
    ...[["admin"], ["urgent", "urgent"], ["notices"], "urgent", [], null, [["urgent"]]].map((topics) => ({ label: `POST topics ${JSON.stringify(topics)}`, body: subscription("https://fcm.googleapis.com/fcm/send/x", topics) })),
    ...["", "{", "null", "[]", '"subscription"', "1e999", `${"[".repeat(1500)}${"]".repeat(1500)}`, '{"__proto__": {"topics": ["urgent"]}, "subscription": {"endpoint": "https://fcm.googleapis.com/fcm/send/x"}}'].map((body) => ({
      label: `POST the body ${body.slice(0, 40) || "(empty)"}`,
      body,
    })),
    { label: "POST keys that are not keys", body: JSON.stringify({ subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: { p256dh: "<script>", auth: "' OR 1=1 --" } }, topics: ["urgent"] }) },
    { label: "POST a body of 1 GB announced", body: "", length: "1000000000" },
    { label: "POST a body of 6 KB in chunks", body: subscription(`https://fcm.googleapis.com/fcm/send/${"x".repeat(6000)}`), length: null, headers: ["Transfer-Encoding: chunked"] },
    { label: "POST with Content-Length and Transfer-Encoding", body: subscription("https://fcm.googleapis.com/fcm/send/x"), headers: ["Transfer-Encoding: chunked"] },
    { label: "POST as a form", body: subscription("https://fcm.googleapis.com/fcm/send/x"), contentType: "application/x-www-form-urlencoded" },
    { label: "POST with no Content-Type", body: subscription("https://fcm.googleapis.com/fcm/send/x"), contentType: null },
    { label: "POST from another site's page", body: subscription("https://fcm.googleapis.com/fcm/send/x"), origin: "https://evil.example" },
    { label: "POST from a page with a null origin", body: subscription("https://fcm.googleapis.com/fcm/send/x"), origin: "null" },
    { label: "POST with no Origin", body: subscription("https://fcm.googleapis.com/fcm/send/x"), origin: null },
    { label: "DELETE from another site's page", method: "DELETE", body: JSON.stringify({ endpoint: "https://fcm.googleapis.com/fcm/send/x" }), origin: "https://evil.example" },
    { label: "DELETE an endpoint that is not text", method: "DELETE", body: JSON.stringify({ endpoint: ["https://fcm.googleapis.com/fcm/send/x"] }) },
    { label: "a preflight from another site", method: "OPTIONS", origin: "https://evil.example", headers: ["Access-Control-Request-Method: POST"] },
    ...["GET", "HEAD", "PUT", "PATCH", "TRACE", "PROPFIND"].map((method) => ({ label: `${method} the push address`, method, body: method === "GET" || method === "HEAD" ? undefined : subscription("https://fcm.googleapis.com/fcm/send/x") })),
    ...["/api/push/subscriptions/", "/API/push/subscriptions", "/api/push/subscriptions%2f..%2f..%2fpackage.json", "/api/push/subscriptions/../../package.json", "/api/push/", "/api/push/subscriptions;.json"].map((target) => ({
      label: `POST ${target}`,
      target,
      body: subscription("https://fcm.googleapis.com/fcm/send/x"),
    })),
  ];
  return entries.map(({ label, method = "POST", target = path, body, headers = [], origin = "http://school.example", contentType = "application/json", length }, index) => {
    const head = [
      `${method} ${target} HTTP/1.1`,
      "Host: school.example",
      `X-Forwarded-For: 198.18.${Math.floor(index / 200)}.${index % 200}`,
      ...(origin === null ? [] : [`Origin: ${origin}`]),
      ...(contentType === null || body === undefined ? [] : [`Content-Type: ${contentType}`]),
      ...(body === undefined || length === null ? [] : [`Content-Length: ${length ?? Buffer.byteLength(body)}`]),
      ...headers,
      "Connection: close",
    ];
    const chunked = headers.includes("Transfer-Encoding: chunked") && length === null && body !== undefined;
    const payload = body === undefined ? "" : chunked ? `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n` : body;
    return { label: `push: ${label}`, raw: Buffer.concat([bytes(`${head.join("\r\n")}\r\n\r\n`), Buffer.from(payload, "utf8")]), mayServe: false };
  });
}

/** Every hostile request, about 3,000 of them. */
export function hostileCorpus(outsideFiles: readonly OutsideFile[]): HostileRequest[] {
  return [
    ...traversals(outsideFiles),
    ...mixedTraversals(outsideFiles),
    ...badEncodings(),
    ...nulBytes(),
    ...headerInjection(),
    ...hugePaths(),
    ...requestTargetForms(outsideFiles),
    ...oddMethods(),
    ...oddHeaders(),
    ...conditionalHeadersOnHostileTargets(outsideFiles),
    ...pushAddressAbuse(),
  ];
}
