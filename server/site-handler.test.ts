import { createServer, type OutgoingHttpHeaders, type Server } from "node:http";
import { rmSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathIndex } from "../src/features/page-content/canonical-path.build";
import { pageFileOf } from "../src/features/page-content/page-file";
import { createSiteHandler, route } from "./site-handler.ts";
import { portOf } from "../scripts/free-port.ts";
import { get } from "./test-support/get.ts";
import { feesCsp, writeSmallBuild } from "./test-support/small-build.ts";

const paths = pathIndex();
const files = Object.fromEntries(Object.values(paths).map((p) => [p, pageFileOf(p)]));
const buildFiles = new Set(["/assets/app-123.js", "/robots.txt", "/pagefind/pagefind.js"]);
const isFile = (path: string) => buildFiles.has(path);

describe("server routing", () => {
  it("serves canonical paths as their prerendered page", () => {
    expect(route("/", paths, files, isFile)).toEqual({ kind: "page", path: "/", file: "index.html" });
    expect(route("/StuAccess", paths, files, isFile)).toEqual({ kind: "page", path: "/StuAccess", file: "StuAccess.html" });
  });

  it("redirects aliases, letter-case variants and trailing slashes, keeping the query", () => {
    expect(route("/seaferers", paths, files, isFile)).toEqual({ kind: "redirect", location: "/seafarers" });
    expect(route("/Performance?year=2023", paths, files, isFile)).toEqual({ kind: "redirect", location: "/perfomance?year=2023" });
    expect(route("/stuaccess", paths, files, isFile)).toEqual({ kind: "redirect", location: "/StuAccess" });
    expect(route("/Laundry", paths, files, isFile)).toEqual({ kind: "redirect", location: "/laundry" });
    expect(route("/fees/", paths, files, isFile)).toEqual({ kind: "redirect", location: "/fees" });
    expect(route("/tailor-made-leadership-pathways", paths, files, isFile)).toEqual({ kind: "redirect", location: "/detailed-pathways" });
  });

  it("answers unknown paths with not-found and the build's files as files", () => {
    expect(route("/nope", paths, files, isFile).kind).toBe("not-found");
    expect(route("/404", paths, files, isFile).kind).toBe("not-found");
    expect(route("/assets/app-123.js", paths, files, isFile)).toEqual({ kind: "file", pathname: "/assets/app-123.js" });
    expect(route("/assets/app-124.js", paths, files, isFile).kind).toBe("not-found");
    expect(route("/robots.txt", paths, files, isFile).kind).toBe("file");
    expect(route("/pagefind/pagefind.js", paths, files, isFile).kind).toBe("file");
  });

  it("reads a request in absolute form by its path", () => {
    expect(route("http://school.example/fees", paths, files, isFile)).toEqual({ kind: "page", path: "/fees", file: "fees.html" });
    expect(route("HTTP://school.example", paths, files, isFile)).toEqual({ kind: "page", path: "/", file: "index.html" });
    expect(route("http://school.example/../package.json", paths, files, isFile)).toEqual({ kind: "error", status: 400 });
  });

  it("rejects malformed and hostile addresses with 400", () => {
    for (const bad of ["/%E0%A4%A", "/a%00b", "/../etc/passwd", "/..%2fetc", "/%2e%2e/package.json", "/%c0%ae%c0%ae/x", "/a\\b", "/a%5cb", "/./fees", "*", "fees", `/${"x".repeat(3000)}`]) {
      expect(route(bad, paths, files, isFile), bad.slice(0, 20)).toEqual({ kind: "error", status: 400 });
    }
  });

  it("decodes an address once: a doubly encoded dot is a name, not a step up", () => {
    expect(route("/%252e%252e/package.json", paths, files, isFile).kind).toBe("not-found");
  });
});

describe("the server's answers (a small build)", () => {
  let buildDir: string;
  let server: Server;
  let port: number;
  const fetchPath = (path: string, headers?: OutgoingHttpHeaders, method?: string) => get(port, path, headers, method);

  beforeAll(async () => {
    buildDir = writeSmallBuild();
    server = createServer(createSiteHandler(buildDir));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = portOf(server);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(buildDir, { recursive: true, force: true });
  });

  it("never lets Range, If-None-Match or Accept-Encoding change the status of a 404, 301 or 400", async () => {
    const fees = await fetchPath("/fees");
    const headerSets = [
      { range: "bytes=0-10" },
      { range: "bytes=-5" },
      { range: "bytes=5-2" },
      { range: "bytes=999999-" },
      { range: "bytes=0-1,4-5" },
      { "if-none-match": "*" },
      { "if-none-match": fees.headers.etag },
      { "accept-encoding": "br" },
      { "accept-encoding": "gzip" },
      { "accept-encoding": "identity;q=0" },
      { range: "bytes=0-10", "if-none-match": "*", "accept-encoding": "gzip, br", "if-range": fees.headers.etag },
    ];
    const expected = { "/no-such-page": 404, "/404.html": 404, "/assets/missing.1a2b.js": 404, "/Fees": 301, "/seaferers": 301, "/a%00b": 400, "/%2e%2e/package.json": 400 };
    for (const [path, status] of Object.entries(expected)) {
      for (const headers of headerSets) {
        const answer = await fetchPath(path, headers);
        expect(answer.status, `${path} with ${JSON.stringify(headers)}`).toBe(status);
        expect(answer.headers["content-range"], path).toBeUndefined();
      }
    }
  });

  it("sends the whole not-found page with a 404, in the encoding asked for", async () => {
    const plain = await fetchPath("/no-such-page", { range: "bytes=0-10" });
    expect(plain.body.toString()).toContain("<h1>Page Not Found</h1>");
    expect(plain.headers["etag"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("no-cache");
    const compressed = await fetchPath("/no-such-page", { "accept-encoding": "br" });
    expect(compressed.status).toBe(404);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.body).toString()).toBe(plain.body.toString());
  });

  it("answers a valid single Range of a known page or file with 206 and exactly those bytes", async () => {
    const whole = (await fetchPath("/fees")).body;
    const cases: [string, number, number][] = [
      ["bytes=0-9", 0, 9],
      ["bytes=10-", 10, whole.length - 1],
      ["bytes=-5", whole.length - 5, whole.length - 1],
      ["bytes=0-0", 0, 0],
      [`bytes=100-${whole.length + 500}`, 100, whole.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const answer = await fetchPath("/fees", { range });
      expect(answer.status, range).toBe(206);
      expect(answer.headers["content-range"], range).toBe(`bytes ${start}-${end}/${whole.length}`);
      expect(answer.body.equals(whole.subarray(start, end + 1)), range).toBe(true);
      expect(answer.headers["content-security-policy"], range).toBe(feesCsp);
    }
    const asset = await fetchPath("/assets/app.3f9a1c.js", { range: "bytes=0-6" });
    expect(asset.status).toBe(206);
    expect(asset.body.toString()).toBe("console");
  });

  it("answers a Range beyond the end with 416, and ignores one it does not serve", async () => {
    const whole = (await fetchPath("/fees")).body;
    const beyond = await fetchPath("/fees", { range: `bytes=${whole.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${whole.length}`);
    for (const range of ["bytes=5-2", "bytes=0-1,4-5", "items=0-5", "bytes=abc", "bytes=-", "bytes 0-5"]) {
      const answer = await fetchPath("/fees", { range });
      expect(answer.status, range).toBe(200);
      expect(answer.body.equals(whole), range).toBe(true);
    }
    expect((await fetchPath("/fees", { range: "bytes=0-9" }, "HEAD")).status).toBe(200);
  });

  it("sends the part asked for only while If-Range still names the current version", async () => {
    const { headers } = await fetchPath("/fees");
    expect((await fetchPath("/fees", { range: "bytes=0-9", "if-range": headers.etag })).status).toBe(206);
    expect((await fetchPath("/fees", { range: "bytes=0-9", "if-range": '"an-old-version"' })).status).toBe(200);
    expect((await fetchPath("/fees", { range: "bytes=0-9", "if-range": "Tue, 01 Jan 2030 00:00:00 GMT" })).status).toBe(200);
  });

  it("answers 304 to an If-None-Match that names the current version, keeping the page's headers", async () => {
    const { headers } = await fetchPath("/fees");
    for (const ifNoneMatch of [headers.etag, `W/${headers.etag}`, `"another", ${headers.etag}`, "*"]) {
      const answer = await fetchPath("/fees", { "if-none-match": ifNoneMatch });
      expect(answer.status, ifNoneMatch).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers["etag"]).toBe(headers.etag);
      expect(answer.headers["content-security-policy"]).toBe(feesCsp);
      expect(answer.headers["cache-control"]).toBe("no-cache");
    }
    expect((await fetchPath("/fees", { "if-none-match": '"an-old-version"' })).status).toBe(200);
  });

  it("sends brotli, gzip or the file as it is, as Accept-Encoding allows, each with its own ETag", async () => {
    const plain = await fetchPath("/fees");
    const cases: [string, string | undefined][] = [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["x-gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["*", "br"],
      ["identity", undefined],
      ["gzip;q=0", undefined],
      ["", undefined],
    ];
    const etags = new Set();
    for (const [acceptEncoding, encoding] of cases) {
      const answer = await fetchPath("/fees", { "accept-encoding": acceptEncoding });
      expect(answer.status, acceptEncoding).toBe(200);
      expect(answer.headers["content-encoding"], acceptEncoding).toBe(encoding);
      expect(answer.headers["vary"], acceptEncoding).toBe("Accept-Encoding");
      const body = encoding === "br" ? brotliDecompressSync(answer.body) : encoding === "gzip" ? gunzipSync(answer.body) : answer.body;
      expect(body.equals(plain.body), acceptEncoding).toBe(true);
      etags.add(answer.headers["etag"]);
    }
    expect(etags.size).toBe(3);
    // A browser's cached brotli copy is not the gzip one.
    const br = await fetchPath("/fees", { "accept-encoding": "br" });
    expect((await fetchPath("/fees", { "accept-encoding": "gzip", "if-none-match": br.headers.etag })).status).toBe(200);
  });

  it("caches hashed assets for a year, revalidates pages, and keeps an hour for other files", async () => {
    expect((await fetchPath("/assets/app.3f9a1c.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await fetchPath("/assets/app.3f9a1c.js")).headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect((await fetchPath("/")).headers["cache-control"]).toBe("no-cache");
    expect((await fetchPath("/robots.txt")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers HEAD with the headers of GET and no body, and other methods with 405", async () => {
    const head = await fetchPath("/fees", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe((await fetchPath("/fees")).body.length);
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const answer = await fetchPath("/fees", {}, method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers["allow"]).toBe("GET, HEAD");
    }
  });

  it("does not serve the precompressed copies as files of their own", async () => {
    expect((await fetchPath("/fees.html.br")).status).toBe(404);
    expect((await fetchPath("/assets/app.3f9a1c.js.gz")).status).toBe(404);
  });
});
