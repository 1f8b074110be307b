import { parseFeed } from "@rowanmanning/feed-parser";
import { statSync } from "node:fs";
import { expect, expectNoAxeViolations, test } from "./support";
import { site } from "../../src/config/site";
import { sitePages } from "../../src/features/page-content/site-pages.build";
import { atomProblems } from "../fixtures/atom-feed";

/**
 * Notices and circulars as a parent meets them (issue 22, part 1): /notices, a notice's page with
 * its PDF and its Share on WhatsApp link, the newest three on the home page, the footer's link,
 * the Atom feed, the sitemap and the search. The notices are the three examples shipped in
 * src/content/notices/; what a notice's page must pass with every other page is in routes.spec.ts.
 */

const fees = { path: "/notices/fee-structure-2026", title: "Fee structure for 2026", pdf: "public/notice-files/fee-structure-2026/attachments/0/file.pdf" };
const circular = { path: "/notices/term-dates-circular-2026", title: "Ministry circular on the 2026 term dates" };
const boarding = { path: "/notices/boarding-reminder-term-1", title: "Boarding reminder: reporting day for Term 1" };
/** Newest first, as their dates in src/content/notices/ put them. */
const newestFirst = [boarding, circular, fees];

test.describe("the notices page", () => {
  test("lists the notices newest first, as links to their pages", async ({ page }) => {
    await page.goto("/notices");
    const latest = page.getByRole("region", { name: "Latest notices" });
    await expect(latest.getByRole("heading", { level: 3 })).toHaveText(newestFirst.map((notice) => notice.title));
    await latest.getByRole("link", { name: fees.title }).click();
    await expect(page).toHaveURL(fees.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fees.title);
  });

  test("lists them by category, with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/notices");
    const byCategory = page.getByRole("region", { name: "By category" });
    await expect(byCategory.getByRole("heading", { level: 3 })).toHaveText(["Fees", "Boarding", "Ministry circular"]);
    await expect(byCategory.getByRole("link", { name: circular.title })).toHaveAttribute("href", circular.path);
    await expect(page.getByRole("link", { name: "Follow the notices in a feed reader" })).toHaveAttribute("href", "/notices.xml");
    await context.close();
  });
});

test.describe("a notice's page", () => {
  test("links its PDF with the file's type and size, and the PDF is served", async ({ page, request }) => {
    await page.goto(fees.path);
    const kilobytes = Math.max(1, Math.round(statSync(fees.pdf).size / 1024));
    const link = page.getByRole("link", { name: `Fee structure 2026 (PDF, ${kilobytes} KB)`, exact: true });
    await expect(link).toBeVisible();
    const response = await request.get((await link.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // The PDF's words are on the page too.
    await expect(page.getByRole("main")).toContainText("Grade 9: KES 105,200 a term (example)");
  });

  test("has a Share on WhatsApp link with its title and address", async ({ page }) => {
    await page.goto(circular.path);
    const share = page.getByRole("link", { name: /^Share on WhatsApp/ });
    const href = new URL((await share.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe("https://wa.me/");
    expect(href.searchParams.get("text")).toBe(`${circular.title}\n${site.siteOrigin}${circular.path}`);
  });

  test("describes itself as a NewsArticle with its breadcrumb, and has its own share picture", async ({ page, request }) => {
    await page.goto(boarding.path);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    const article = data.find((item) => item["@type"] === "NewsArticle");
    expect(article).toMatchObject({ headline: boarding.title, url: `${site.siteOrigin}${boarding.path}`, datePublished: "2026-01-02T00:00:00+03:00", articleSection: "Boarding" });
    const breadcrumb = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
    expect(breadcrumb.itemListElement.map((crumb) => crumb.name)).toEqual(["Home", "Notices and Circulars", boarding.title]);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(/\/assets\/share-notices\.[0-9a-f]+\.png$/);
    const png = await request.get(new URL(image!).pathname);
    expect(png.headers()["content-type"]).toBe("image/png");
  });
});

test("the home page shows the newest three notices below the carousel, and the footer links to all of them", async ({ page }) => {
  await page.goto("/");
  const latest = page.getByRole("region", { name: "Latest notices" });
  await expect(latest.getByRole("heading", { level: 3 })).toHaveText(newestFirst.slice(0, 3).map((notice) => notice.title));
  const carouselBottom = await page.getByRole("region", { name: `${site.schoolName} in pictures` }).evaluate((element) => element.getBoundingClientRect().bottom);
  const latestTop = await latest.evaluate((element) => element.getBoundingClientRect().top);
  expect(latestTop).toBeGreaterThanOrEqual(carouselBottom);
  await expect(latest.getByRole("link", { name: "All notices and circulars" })).toHaveAttribute("href", "/notices");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Notices and Circulars" })).toHaveAttribute("href", "/notices");
  await expectNoAxeViolations(page, "home page with its notices");
});

test.describe("the notices' feed", () => {
  test("every page announces it in its head", async ({ request }) => {
    for (const path of ["/", "/fees", "/notices", fees.path]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<link rel="alternate" type="application\/atom\+xml" href="\/notices\.xml" title="Notices and Circulars \| [^"]+">/);
    }
  });

  test("is valid Atom (RFC 4287), served as Atom, and a feed parser reads the notices newest first", async ({ request }) => {
    const response = await request.get("/notices.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    expect(atomProblems(xml)).toEqual([]);
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe("atom");
    expect(feed.self).toBe(`${site.siteOrigin}/notices.xml`);
    expect(feed.url).toBe(`${site.siteOrigin}/notices`);
    expect(feed.items.map((item) => [item.title, item.url])).toEqual(newestFirst.map((notice) => [notice.title, `${site.siteOrigin}${notice.path}`]));
  });
});

test("the notices are in sitemap.xml and the site search", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const notice of sitePages().filter((entry) => entry.collection && !entry.unlisted)) expect(sitemap).toContain(`<loc>${site.siteOrigin}${notice.path}</loc>`);
  expect(sitemap).toContain(`<loc>${site.siteOrigin}/notices</loc>`);
  await page.goto(`/search?q=${encodeURIComponent("Board of Management")}`);
  await expect(page.getByRole("main").getByRole("listitem").getByRole("link", { name: fees.title })).toHaveAttribute("href", fees.path);
});
