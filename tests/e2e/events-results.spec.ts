import { expect, test, type Page } from "./support";
import { site } from "../../src/config/site";
import { dashboardOrigins } from "../fixtures/security-headers";

/** The calendar of events and the results dashboards, as a parent on a phone meets them. */

/** docs/site.md, Term dates 2025, as written. */
const calendar = {
  "Term 1": { Opens: "8 January", "Half term": "29 February to 3 March", Closes: "5 April", "April holiday": "8 to 26 April" },
  "Term 2": { Opens: "29 April", "Half term": "24 June to 1 July", Closes: "2 August", "August holiday": "30 July to 2 September" },
  "Term 3": { Opens: "2 September", Closes: "24 October", "Christmas holiday": "28 October to 3 January 2026" },
} as const;

test.describe("/events", () => {
  test("shows every term date of docs/site.md, Term dates 2025, as written, as a list per term", async ({ page }) => {
    await page.goto("/events");
    for (const [term, rows] of Object.entries(calendar)) {
      const card = page.getByRole("article", { name: term });
      await expect(card.locator("dt")).toHaveText(Object.keys(rows), { ignoreCase: true });
      await expect(card.locator("dd").filter({ hasNotText: /^\*/ }).locator("visible=true")).toHaveText(
        Object.values(rows).map((date) => new RegExp(`^${date}\\*?$`)),
      );
    }
    await expect(page.getByText("Dates may change")).toBeVisible();
    await expect(page.getByText(/welcome to visit on any date/)).toBeVisible();
  });

  test("gives real dates to machines, and none for 29 February 2025", async ({ page }) => {
    await page.goto("/events");
    await expect(page.locator('time[datetime="2025-01-08"]')).toHaveText("8 January");
    await expect(page.locator('time[datetime="2026-01-03"]')).toHaveText("3 January 2026");
    await expect(page.locator('time[datetime="2025-04-08"]')).toHaveText("8");
    await expect(page.locator("time").filter({ hasText: "29 February" })).toHaveCount(0);
    await expect(page.getByText(/there is no 29 February in 2025/)).toBeVisible();
  });

  test("reads on a phone: each term a list inside the screen, no wide table", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/events");
    await expect(page.locator("main table")).toHaveCount(0);
    for (const term of Object.keys(calendar)) {
      const box = await page.getByRole("article", { name: term }).boundingBox();
      expect(box, term).not.toBeNull();
      expect(box!.x, term).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, term).toBeLessThanOrEqual(360);
    }
    const mainOverflow = await page.locator("main").evaluate((main) => main.scrollWidth - main.clientWidth);
    expect(mainOverflow).toBeLessThanOrEqual(0);
  });
});

async function blockDashboards(page: Page) {
  for (const origin of dashboardOrigins) await page.route(`${origin}/**`, (route) => route.abort());
}

/** Scrolls every card into view in turn, as a reader would, so each one starts loading. */
async function scrollThroughCards(page: Page) {
  for (const card of await page.getByRole("region", { name: "Results dashboards" }).getByRole("listitem").all()) {
    await card.scrollIntoViewIfNeeded();
  }
}

test.describe("/perfomance", () => {
  test("each dashboard ends 'Unable to load dashboard' within 20 s when its host is blocked, with no retry", async ({ page }) => {
    await blockDashboards(page);
    await page.goto("/perfomance");
    await scrollThroughCards(page);
    const cards = page.getByRole("region", { name: "Results dashboards" }).getByRole("listitem");
    await expect(cards).toHaveCount(site.dashboards.length);
    for (const card of await cards.all()) {
      await expect(card.getByText("Unable to load dashboard")).toBeVisible({ timeout: 20_000 });
      await expect(card.getByText("Please check your connection and try again")).toBeVisible();
      await expect(card.getByRole("button")).toHaveCount(0);
      await expect(card.locator("iframe")).toHaveCount(0);
    }
  });

  test("a host that never answers shows 'Loading dashboard...' and then fails within 20 s", async ({ page }) => {
    for (const origin of dashboardOrigins) await page.route(`${origin}/**`, () => {});
    // The page's clock, stopped once the page is ready, moves only when the test moves it.
    await page.clock.install();
    await page.goto("/perfomance");
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const first = page.getByRole("region", { name: "Results dashboards" }).getByRole("listitem").first();
    await first.scrollIntoViewIfNeeded();
    await expect(first.getByText("Loading dashboard...")).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(first.getByText("Unable to load dashboard")).toBeVisible();
  });

  test("each dashboard is shown in a titled, lazy frame when its host answers", async ({ page }) => {
    for (const origin of dashboardOrigins) {
      await page.route(`${origin}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<html><body><p>Dashboard ok</p></body></html>" }),
      );
    }
    await page.goto("/perfomance");
    await scrollThroughCards(page);
    for (const dashboard of site.dashboards) {
      const frame = page.locator(`iframe[src="${dashboard.embedUrl}"]`).locator("visible=true");
      await expect(frame).toHaveAttribute("title", new RegExp(dashboard.title));
      await expect(frame).toHaveAttribute("loading", "lazy");
      await frame.scrollIntoViewIfNeeded();
      await expect(page.frameLocator(`iframe[src="${dashboard.embedUrl}"] >> visible=true`).getByText("Dashboard ok")).toBeVisible();
    }
    await expect(page.getByText("Loading dashboard...")).toHaveCount(0);
    await expect(page.getByText("Unable to load dashboard")).toHaveCount(0);
  });

  test("the year filter offers 'all' and each year, newest first, and shows only that year's cards", async ({ page }) => {
    await blockDashboards(page);
    await page.goto("/perfomance");
    const filter = page.getByLabel("Show results for");
    await expect(filter).toHaveValue("all");
    await expect(filter.locator("option")).toHaveText(["All years", "2023", "2022", "2021", "2020", "2019"]);
    const region = page.getByRole("region", { name: "Results dashboards" });
    const visibleCards = region.getByRole("listitem");
    await expect(visibleCards).toHaveCount(5);

    for (const dashboard of site.dashboards) {
      await filter.selectOption(String(dashboard.year));
      await expect(visibleCards).toHaveCount(1);
      await expect(region.getByRole("heading", { level: 3 })).toHaveText([dashboard.title]);
      await expect(page.getByText("Showing 1 of 5 dashboards")).toBeVisible();
    }
    await filter.selectOption("all");
    await expect(visibleCards).toHaveCount(5);
  });

  test("links to nurture and study life", async ({ page }) => {
    await page.goto("/perfomance");
    await expect(page.getByRole("link", { name: "Nurture" })).toHaveAttribute("href", "/nurture");
    await expect(page.getByRole("link", { name: "Study Life" })).toHaveAttribute("href", "/studylife");
  });

  test("with JavaScript off, each dashboard is a lazy frame", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/perfomance");
    await expect(page.locator('iframe[loading="lazy"]')).toHaveCount(site.dashboards.length);
    await context.close();
  });
});
