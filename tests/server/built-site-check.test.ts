/**
 * The check of the built site (scripts/check-built-site.ts), the content path's last step before
 * publishing (docs/decisions/049-content-path.md): it passes on the production build, and finds
 * each fault a content change could leave in a copy of it. Needs a production build
 * (`npm run build`, or BUILD_DIR); `npm run test:server` runs it.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkBuiltSite, keptFiles } from "../../scripts/check-built-site.ts";
import { routeTable } from "../../src/config/route-table.ts";

const buildDir = resolve(fileURLToPath(new URL("../..", import.meta.url)), process.env.BUILD_DIR ?? "build");

describe("the check of the built site", () => {
  it("passes on the site as built, having asked for every page, what they name, the feed, the calendars and the worker's files", { timeout: 60_000 }, async () => {
    const { problems, summary } = await checkBuiltSite(buildDir);
    expect(problems).toEqual([]);
    expect(summary).toMatch(/^\d{2,} pages and the not-found pages, \d{3,} addresses they name, [1-9]\d* stylesheets?, 2 calendars, the feed's [1-9]\d* links, [1-9]\d* files the service worker keeps$/);
  });

  it("publishes no picture that nothing names: each photo size under /assets/ is named by a page, the stylesheet or the app manifest", () => {
    const client = join(buildDir, "client");
    const namers = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) => /\.(html|css|webmanifest)$/.test(file));
    const named = new Set(namers.flatMap((file) => [...readFileSync(join(client, file), "utf8").matchAll(/\/assets\/([\w.-]+\.(?:avif|webp|jpe?g|png))/g)].map((match) => match[1])));
    const pictures = readdirSync(join(client, "assets")).filter((file) => /\.(avif|webp|jpe?g|png)$/.test(file));
    expect(pictures.length).toBeGreaterThan(500);
    expect(pictures.filter((file) => !named.has(file))).toEqual([]);
  });

  describe("on a copy with a fault of each kind", () => {
    const copy = join(mkdtempSync(join(tmpdir(), "built-site-check-")), "build");
    cpSync(buildDir, copy, { recursive: true });
    afterAll(() => rmSync(join(copy, ".."), { recursive: true, force: true }));
    const client = join(copy, "client");
    const edit = (file: string, change: (text: string) => string) => {
      const path = join(client, file);
      const before = readFileSync(path, "utf8");
      const after = change(before);
      expect(after, file).not.toBe(before);
      writeFileSync(path, after);
      // The server prefers the compressed copies: without them it serves the file as changed.
      for (const suffix of [".br", ".gz"]) rmSync(`${path}${suffix}`, { force: true });
    };

    // A link to a page that does not exist, a page with a second h1 and one with another title.
    edit("laundry.html", (html) => html.replace("</main>", '<a href="/chaplancy">Chaplaincy</a></main>'));
    edit("fees.html", (html) => html.replace("</main>", "<h1>Fees again</h1></main>"));
    edit("terms.html", (html) => html.replace(/<title>[^<]*<\/title>/, "<title>Untitled</title>"));
    // A picture the page names is missing.
    const laundry = readFileSync(join(client, "laundry.html"), "utf8");
    const picture = /\/assets\/[\w.-]+\.avif/.exec(laundry)![0];
    unlinkSync(join(client, picture));
    // A calendar that does not parse, and the worker's revision of a page it keeps left behind.
    edit("term-dates.ics", (text) => text.replace("BEGIN:VCALENDAR", "BEGIN:VCALENDAR\nDTSTART;broken"));
    const worker = readFileSync(join(client, "sw.js"), "utf8");
    const kept = keptFiles(worker).find((file) => file.url === "/fees")!;
    edit("sw.js", (text) => text.replaceAll(kept.revision!, "000000000000"));
    // The Kiswahili not-found page left in English (an unknown /sw/ address answers it).
    edit("sw/404.html", (html) => html.replace('<html lang="sw"', '<html lang="en-KE"'));

    it("names each fault, with the page or file it is in", { timeout: 60_000 }, async () => {
      const { problems } = await checkBuiltSite(copy);
      expect(problems).toEqual(
        expect.arrayContaining([
          "/laundry: link to /chaplancy answers 404",
          "/fees: has 2 h1 headings, not one",
          `/terms: its title is 'Untitled', not '${routeTable.terms.title} | …'`,
          `/laundry: link to ${picture} answers 404`,
          expect.stringMatching(/^\/term-dates\.ics: does not parse: /),
          '/sw/no-page-has-this-address: answers the not-found page in lang="en-KE", not "sw"',
          expect.stringMatching(/^\/sw\.js: keeps \/fees at revision 000000000000, but the file is [0-9a-f]{12}$/),
        ]),
      );
    });
  });
});
