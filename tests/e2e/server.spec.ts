import { expect, test } from "./support";
import { routeIds, routeTable, type RouteEntry } from "../../src/config/route-table";
import { sitePages } from "../../src/features/page-content/site-pages.build";
import { expectedPolicyWithoutHashes, expectedSecurityHeaders, withoutScriptHashes } from "../fixtures/security-headers";


test.describe("production server", () => {
  for (const id of routeIds) {
    const entry: RouteEntry = routeTable[id];
    for (const alias of entry.aliases ?? []) {
      test(`${alias} redirects permanently to ${entry.path}`, async ({ request }) => {
        const response = await request.get(`${alias}?from=old-link`, { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(response.headers()["location"]).toBe(`${entry.path}?from=old-link`);
      });
    }
  }

  test("letter-case variants and trailing slashes redirect to the canonical path", async ({ request }) => {
    const cases: [string, string][] = [
      ["/stuaccess", "/StuAccess"],
      ["/Grade7", "/grade7"],
      ["/fees/", "/fees"],
      ["/Location/?q=1", "/location?q=1"],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()["location"], from).toBe(to);
    }
  });

  test("the notices' feed is sent as Atom, compressed or not, and a notice's page answers at any letter case", async ({ request }) => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await request.get("/notices.xml", { headers: { "accept-encoding": encoding } });
      expect(response.status(), encoding).toBe(200);
      expect(response.headers()["content-type"], encoding).toBe("application/atom+xml; charset=utf-8");
      expect(await response.text(), encoding).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    }
    // sitemap.xml keeps the type its extension gives.
    expect((await request.get("/sitemap.xml")).headers()["content-type"]).toBe("text/xml; charset=utf-8");
    const page = await request.get("/notices/fee-structure-2026", { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(page.headers()["cache-control"]).toBe("no-cache");
    const redirect = await request.get("/Notices/Fee-Structure-2026/", { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()["location"]).toBe("/notices/fee-structure-2026");
  });

  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("Oops! The page you are looking for does not exist or has been moved.")).toBeVisible();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL("/");
  });

  // Deploy parity for the Kiswahili addresses (docs/decisions/063, 068): Node and nginx answer /sw/… alike.
  test("every Kiswahili page answers 200 in Kiswahili (lang=\"sw\")", async ({ request }) => {
    const kiswahili = sitePages().filter((entry) => entry.language === "sw");
    expect(kiswahili.length).toBeGreaterThan(15);
    for (const entry of kiswahili) {
      const response = await request.get(entry.path, { maxRedirects: 0 });
      expect(response.status(), entry.path).toBe(200);
      expect(/<html[^>]*\slang="([^"]*)"/.exec(await response.text())?.[1], entry.path).toBe("sw");
    }
  });

  test("a Kiswahili address in another letter case or with a trailing slash redirects to it, as an English one does", async ({ request }) => {
    const cases: [string, string][] = [
      ["/sw/Fees", "/sw/fees"],
      ["/SW/FEES/", "/sw/fees"],
      ["/Sw/grade7fee?from=old-link", "/sw/grade7fee?from=old-link"],
      ["/sw/", "/sw"],
      ["/SW", "/sw"],
      ["/sw/Notices/Fee-Structure-2026", "/sw/notices/fee-structure-2026"],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()["location"], from).toBe(to);
    }
  });

  test("an unknown address under /sw/ answers 404 with the Kiswahili not-found page, kept out of search engines; an unknown English one with the English page", async ({ page, request }) => {
    for (const path of ["/sw/hakuna-ukurasa", "/SW/Hakuna-Ukurasa", "/sw/fees/zamani", "/sw/404"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "sw");
      await expect(page.getByRole("heading", { level: 1, name: "Ukurasa Haukupatikana" }), path).toBeVisible();
      await expect(page.getByText("Samahani! Ukurasa unaoutafuta haupo au umehamishwa."), path).toBeVisible();
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex");
    }
    await page.getByRole("link", { name: "Rudi Mwanzo" }).click();
    await expect(page).toHaveURL("/sw");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/404");
    for (const path of ["/swahili-haipo", "/hakuna-ukurasa", "/fees/sw/x"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "en-KE");
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" }), path).toBeVisible();
    }
  });

  // The web admin's editor runs only on the Node server with the GitHub App's variables set
  // (server/editor.ts); this server has none, and nginx and the static hosts never run it.
  test("the web admin's editor is not served: /keystatic and /api/keystatic/* answer 404 with the not-found page", async ({ page, request }) => {
    for (const path of ["/keystatic", "/keystatic/singleton/fees", "/api/keystatic/github/login", "/api/keystatic/update"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Page Not Found");
    }
    const response = await page.goto("/keystatic");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });

  test("every response carries the security headers, with the site's values", async ({ request }) => {
    for (const path of ["/", "/fees", "/no-such-page", "/seaferers", "/robots.txt"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      for (const [name, value] of Object.entries(expectedSecurityHeaders)) {
        expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      }
      // Not this one: it guards nothing here and slowed every first visit (docs/decisions/020-no-opener-policy.md).
      expect(response.headers()["cross-origin-opener-policy"], `no opener policy on ${path}`).toBeUndefined();
      // Every directive as written, only the page's script hashes aside: no 'unsafe-inline' script, no framing.
      const csp = response.headers()["content-security-policy"] ?? "";
      expect(withoutScriptHashes(csp), `Content-Security-Policy on ${path}`).toBe(expectedPolicyWithoutHashes);
    }
  });

  test("hashed assets are cached for a year, pages revalidate, and both come compressed", async ({ request, page }) => {
    const pageResponse = await request.get("/", { headers: { "accept-encoding": "br" } });
    expect(pageResponse.headers()["cache-control"]).toBe("no-cache");
    expect(pageResponse.headers()["etag"]).toBeTruthy();
    expect(pageResponse.headers()["content-encoding"]).toBe("br");
    await page.goto("/");
    const script = await page.locator("script[type=module][src]").first().getAttribute("src");
    const asset = await request.get(script!, { headers: { "accept-encoding": "gzip" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"]).toBe("gzip");
  });

  test("the fee calculator's figures (/fee-table.json) revalidate every time, as a page does", async ({ request }) => {
    const first = await request.get("/fee-table.json");
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toBe("application/json");
    expect(first.headers()["cache-control"]).toBe("no-cache");
    expect((await first.json()).grades["7"].termFee).toBe(80000);
    const etag = first.headers()["etag"]!;
    expect(etag).toBeTruthy();
    const again = await request.get("/fee-table.json", { headers: { "if-none-match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["cache-control"]).toBe("no-cache");
  });

  test("each calendar file is sent as a calendar, cached as the other files are (/term-dates.ics, /events.ics)", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    for (const path of ["/term-dates.ics", "/events.ics"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toBe("text/calendar; charset=utf-8");
      expect(response.headers()["cache-control"], path).toBe(robots.headers()["cache-control"]);
      expect(await response.text(), path).toMatch(/^BEGIN:VCALENDAR\r\n/);
    }
  });

  test("a revalidated page (304) keeps its own Content-Security-Policy", async ({ request }) => {
    const first = await request.get("/fees");
    const etag = first.headers()["etag"]!;
    const again = await request.get("/fees", { headers: { "if-none-match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["content-security-policy"]).toBe(first.headers()["content-security-policy"]);
    expect(again.headers()["content-security-policy"]).toContain("'sha256-");
  });

  test("malformed and hostile URLs answer 400 or 404, never 500, and the server keeps serving", async ({ request }) => {
    for (const path of ["/%E0%A4%A", "/%00", "/..%2f..%2fetc%2fpasswd", "/assets/..%2f..%2fpackage.json", `/${"a".repeat(8192)}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([400, 404], path.slice(0, 40)).toContain(response.status());
    }
    expect((await request.get("/")).status()).toBe(200);
  });

  test("only GET and HEAD are allowed", async ({ request }) => {
    expect((await request.head("/fees")).status()).toBe(200);
    const post = await request.post("/fees", { data: "x" });
    expect(post.status()).toBe(405);
    expect(post.headers()["allow"]).toBe("GET, HEAD");
  });

  test("every internal link on every page leads to a page that answers 200", async ({ request }) => {
    const seen = new Set<string>();
    const broken: string[] = [];
    for (const id of routeIds) {
      const html = await (await request.get(routeTable[id].path)).text();
      for (const [, href] of html.matchAll(/<a[^>]+href="([^"]+)"/g)) {
        if (!href || !href.startsWith("/") || href.startsWith("//")) continue;
        const target = href.replace(/#.*$/, "").replace(/&amp;/g, "&") || "/";
        if (seen.has(target)) continue;
        seen.add(target);
        const response = await request.get(target);
        if (response.status() !== 200) broken.push(`${target} (from ${routeTable[id].path}): ${response.status()}`);
      }
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(20);
  });
});
