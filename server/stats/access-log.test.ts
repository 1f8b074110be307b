import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { accessLogReport, pageOf, parseLogLine } from "./access-log.ts";

const fixture = "tests/fixtures/nginx-access.log";

describe("a line of nginx's access log", () => {
  it("is read in nginx's combined format, escapes undone, the address never kept", () => {
    // The combined format's example line (Apache's documentation, whose format nginx's copies):
    // 13:55 at -07:00 is 23:55 in Kenya, the same day.
    const entry = parseLogLine('192.0.2.10 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326 "http://www.example.com/start.html" "Mozilla/4.08 [en] (Win98; I ;Nav)"');
    expect(entry).toEqual({
      day: "2000-10-10",
      target: "/apache_pb.gif",
      facts: {
        method: "GET",
        status: 200,
        userAgent: "Mozilla/4.08 [en] (Win98; I ;Nav)",
        referer: "http://www.example.com/start.html",
        purpose: undefined,
        fetchMode: undefined,
        fetchDest: undefined,
        accept: undefined,
        doNotTrack: undefined,
        globalPrivacyControl: undefined,
      },
    });
    expect(parseLogLine('192.0.2.10 - - [29/Nov/2026:09:00:00 +0300] "GET / HTTP/1.1" 200 5 "-" "caf\\xC3\\xA9 \\x22x\\x22"')?.facts.userAgent).toBe('café "x"');
    // The six fields of the README's school_reads format, after the combined ones.
    expect(parseLogLine('192.0.2.10 - - [29/Nov/2026:09:00:00 +0300] "GET / HTTP/1.1" 200 5 "-" "UA" "prefetch" "-" "no-cors" "empty" "1" "-"')?.facts).toMatchObject({
      purpose: "prefetch",
      fetchMode: "no-cors",
      fetchDest: "empty",
      doNotTrack: "1",
      globalPrivacyControl: undefined,
    });
    expect(parseLogLine("no log line")).toBeUndefined();
    expect(parseLogLine('192.0.2.10 - - [29/Nov/2026:09:00:00 +0300] "\\x16\\x03\\x01" 400 157 "-" "-"')).toBeUndefined();
  });

  it("asks for a page when its address has no extension and is not under a folder of files", () => {
    expect(pageOf("/fees")).toBe("/fees");
    expect(pageOf("/search?q=wanjiku")).toBe("/search");
    expect(pageOf("/")).toBe("/");
    expect(pageOf("/notices/floods")).toBe("/notices/floods");
    for (const file of ["/assets/app.1a2b.js", "/robots.txt", "/sw.js", "/pagefind/pagefind.js", "/api/push/subscriptions", "/%E0%A4%A"]) expect(pageOf(file), file).toBeUndefined();
  });
});

describe("npm run report -- --access-log", () => {
  it("gives the server's tables from a log, by the same rules: bots, files, prefetches and DNT/GPC left out", () => {
    const { report, lastDay, lines, unreadable } = accessLogReport(readFileSync(fixture, "utf8"), 7, ["www.school.ac.ke"]);
    expect({ lastDay, lines, unreadable }).toEqual({ lastDay: "2026-11-29", lines: 21, unreadable: 2 });
    expect(report).toEqual({
      days: 7,
      pages: [
        { path: "/fees", reads: 4 },
        { path: "/", reads: 1 },
        { path: "/notices/floods", reads: 1 },
        { path: "/search", reads: 1 },
      ],
      sources: [
        { source: "None", reads: 2 },
        { source: "Search engine", reads: 2 },
        { source: "Facebook", reads: 1 },
        { source: "This site", reads: 1 },
        { source: "WhatsApp", reads: 1 },
      ],
      devices: { phone: 3, tablet: 1, computer: 3 },
      searches: [],
      notices: [{ path: "/notices/floods", sent: 0, accepted: 0, removed: 0, failed: 0, opened: 0, reads: 1 }],
    });
    // Ten days before the log's last: in 30 days, not in 7.
    expect(accessLogReport(readFileSync(fixture, "utf8"), 30, ["www.school.ac.ke"]).report.pages).toContainEqual({ path: "/golf", reads: 1 });
  });

  it("prints the report as JSON, and says on stderr what it read", () => {
    const run = spawnSync(process.execPath, ["scripts/report.ts", "--access-log", fixture, "--json", "--days", "7"], { encoding: "utf8", env: { ...process.env, STATS_DATABASE: "" } });
    expect(run.status).toBe(0);
    // The log's own pages are those of www.school.ac.ke, not the site's address (src/data/site.json): another site.
    expect(JSON.parse(run.stdout)).toMatchObject({ days: 7, devices: { phone: 3, tablet: 1, computer: 3 } });
    expect(run.stderr).toBe(`${fixture}: 21 lines, 2 not a request in nginx's combined format (left out); days up to the log's last, 2026-11-29.\n`);
    const tables = spawnSync(process.execPath, ["scripts/report.ts", "--access-log", fixture], { encoding: "utf8" });
    expect(tables.stdout).toContain("The last 7 days: 23 November 2026 to 29 November 2026, 7 reads");
    expect(tables.stdout).toContain("The last 30 days: 31 October 2026 to 29 November 2026, 8 reads");
  });
});
