import { expect, expectNoAxeViolations, test, watchErrors, type Page } from "./support";
import { routeIds, routeTable } from "../../src/config/route-table";
import { sitePages } from "../../src/features/page-content/site-pages.build";

/**
 * The site search as a parent uses it (docs/site.md, Search; docs/decisions/009-site-search.md):
 * from the header, from an address, by keyboard, without JavaScript, and what it downloads.
 */

/** Every request for the search's script or index that the page makes from now on. */
function watchSearchDownloads(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/")) urls.push(request.url());
  });
  return urls;
}

function results(page: Page) {
  return page.getByRole("main").getByRole("listitem");
}

/** The announced count ('3 results for golf'). */
function searchStatus(page: Page) {
  return page.getByRole("main").getByRole("status");
}

function resultLink(page: Page, title: string) {
  return results(page).getByRole("link", { name: title, exact: true });
}

const queries = [
  { words: "sibling", finds: [{ title: "Fees", path: "/fees" }, { title: "Grade 7 Fees", path: "/grade7fee" }, { title: "Grade 8 Fees", path: "/grade8fee" }, { title: "Grade 9 Fees", path: "/grade9fee" }] },
  { words: "golf", finds: [{ title: "Golf", path: "/golf" }] },
  { words: "mandarin", finds: [{ title: "Think Mandarin", path: "/mandarin" }] },
  { words: "KCPE", finds: [{ title: "Form 3 Admissions", path: "/form3" }] },
];

for (const query of queries) {
  test(`'${query.words}' finds ${query.finds.map((f) => f.path).join(", ")}`, async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(query.words)}`);
    await expect(searchStatus(page)).toHaveText(new RegExp(`^\\d+ results? for ${query.words}$`));
    await expect(page.getByRole("searchbox", { name: "Search the website" })).toHaveValue(query.words);
    for (const found of query.finds) {
      await expect(resultLink(page, found.title)).toHaveAttribute("href", found.path);
    }
    // The excerpt shows why the page is listed: the word, highlighted.
    const first = results(page).filter({ has: page.getByRole("link", { name: query.finds[0]!.title, exact: true }) });
    await expect(first.locator("mark").first()).toHaveText(new RegExp(query.words, "i"));
  });
}

test("typing searches, announces the count and writes the words into the address", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/search");
  const box = page.getByRole("searchbox", { name: "Search the website" });
  await box.fill("golf");
  const status = searchStatus(page);
  await expect(status).toHaveText(/^\d+ results for golf$/);
  await expect(page).toHaveURL(/\/search\?q=golf$/);
  await expect(resultLink(page, "Golf")).toBeVisible();

  await box.fill("xylophonist");
  await expect(status).toHaveText("No results for xylophonist");
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "the sitemap", exact: true })).toHaveAttribute("href", "/sitemap");
  expect(errors).toEqual([]);
});

test("words typed and sent while the search's script is on its way are searched", async ({ page }) => {
  // A phone on a slow network: the parent types and presses Go before the island has woken.
  // The island's script is held until the words are typed and sent: it arrives after them by construction.
  let sent!: () => void;
  const wordsSent = new Promise<void>((resolve) => (sent = resolve));
  await page.route("**/assets/site-search.*.js", async (route) => {
    await wordsSent;
    await route.continue();
  });
  await page.goto("/search");
  const box = page.getByRole("searchbox", { name: "Search the website" });
  await box.fill("golf");
  await box.press("Enter");
  sent();
  await expect(searchStatus(page)).toHaveText(/^\d+ results for golf$/);
  await expect(resultLink(page, "Golf")).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=golf$/);
});

test("is used with the keyboard alone, from the header to a result", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/fees");
  const button = page.locator("summary", { hasText: "Search" });
  await button.focus();
  await page.keyboard.press("Enter");
  const box = page.getByRole("searchbox", { name: "Search the website" });
  await expect(box).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(box).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(box).toBeFocused();
  await page.keyboard.type("mandarin");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=mandarin$/);
  await expect(searchStatus(page)).toHaveText(/results? for mandarin$/);
  // From the search box, the next stops are the Search button and then the first result.
  await page.getByRole("searchbox", { name: "Search the website" }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const first = results(page).first().getByRole("link");
  await expect(first).toBeFocused();
  // Focus is visible: the site's outline, not the browser's default removed.
  expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/mandarin$/);
});

test("'Show more results' adds results and moves focus to the first one added", async ({ page }) => {
  await page.goto("/search?q=school");
  await expect(results(page)).toHaveCount(10);
  const more = page.getByRole("button", { name: "Show more results" });
  await more.click();
  await expect(results(page).nth(10).getByRole("link")).toBeFocused();
});

test("is in the phone menu", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/events");
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: "Main" });
  await menu.getByRole("searchbox", { name: "Search the website" }).fill("golf");
  await menu.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=golf$/);
  await expect(resultLink(page, "Golf")).toBeVisible();
});

test("downloads nothing of the search until there are words to search for", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const downloads = watchSearchDownloads(page);
  await page.goto("/grade7fee");
  await page.locator("summary", { hasText: "Search" }).click();
  await page.waitForLoadState("networkidle");
  expect(downloads, "a page with the header's search").toEqual([]);

  await page.goto("/search");
  await page.waitForLoadState("networkidle");
  expect(downloads, "the search page before a word is typed").toEqual([]);

  await page.getByRole("searchbox", { name: "Search the website" }).fill("chess");
  await expect(searchStatus(page)).toHaveText(/results? for chess$/);
  expect(downloads.some((url) => url.endsWith("/pagefind/pagefind.js"))).toBe(true);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search leads to /search, which points to the sitemap", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/fees");
    await page.locator("summary", { hasText: "Search" }).click();
    const box = page.getByRole("searchbox", { name: "Search the website" });
    await box.fill("golf");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=golf$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    const elsewhere = page.getByRole("region", { name: "Looking for something else?" });
    await expect(elsewhere.getByRole("link", { name: "The sitemap", exact: true })).toHaveAttribute("href", "/sitemap");
    // A browser without script also shows the search's own note (this one, with script only
    // switched off, parses it but does not draw it).
    await expect(page.locator("noscript a")).toHaveAttribute("href", "/sitemap");
  });
});

test("searches each page's own words: every listed page, never the header, footer, banners or unlisted pages", async ({ page }) => {
  await page.goto("/search");
  const indexed = await page.evaluate(async () => {
    const script = "/pagefind/pagefind.js";
    const pagefind = await import(/* @vite-ignore */ script);
    await pagefind.options({ noWorker: true });
    const urlsOf = async (query: string | null) => {
      const answer = await pagefind.search(query);
      return Promise.all(answer.results.map(async (result: { data: () => Promise<{ url: string }> }) => (await result.data()).url));
    };
    return {
      all: await urlsOf(null),
      // The footer's licence line and the header's skip link are on every page, in no page's words.
      licence: await urlsOf("licence"),
      skip: await urlsOf("skip"),
      // The good-luck messages are the words of /exam-banner, and a banner on the home page.
      goodLuck: await urlsOf("good luck"),
    };
  });
  // Every page but these three, written out (docs/site.md, Search, and /offline, unlisted like
  // /InfoCard), not made by the site's own rule.
  const leftOut = ["/InfoCard", "/offline", "/search"];
  const tablePages = routeIds.map((id) => routeTable[id].path).filter((path) => !leftOut.includes(path));
  expect(tablePages).toHaveLength(58);
  // And every notice until it expires (src/content/notices/, read by src/features/page-content/site-pages.build.ts).
  const notices = sitePages().filter((entry) => entry.collection && !entry.unlisted && entry.language === "en");
  expect(notices.length).toBeGreaterThan(0);
  // And every Kiswahili page (docs/decisions/063) but /sw/offline, unlisted as /offline is.
  const kiswahili = sitePages().filter((entry) => entry.language === "sw" && !entry.unlisted);
  expect(kiswahili.length).toBeGreaterThan(0);
  const listed = [...tablePages, ...notices.map((notice) => notice.path), ...kiswahili.map((entry) => entry.path)];
  expect([...indexed.all].sort()).toEqual([...listed].sort());
  expect(indexed.licence).toEqual([]);
  expect(indexed.skip).toEqual([]);
  expect(indexed.goodLuck).toContain("/exam-banner");
  expect(indexed.goodLuck).not.toContain("/");
});

test("only /search may compile WebAssembly", async ({ page }) => {
  const policy = async (path: string) => (await page.request.get(path)).headers()["content-security-policy"] ?? "";
  expect(await policy("/search")).toContain("'wasm-unsafe-eval'");
  expect(await policy("/fees")).not.toContain("wasm-unsafe-eval");
  expect(await policy("/search")).toMatch(/connect-src 'self'/);
});

test("the header stays on one row with the search button at 1024 and 1280 px, and passes axe with it open", async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/grade7fee");
    const header = page.locator("body > header");
    const button = page.locator("summary", { hasText: "Search" });
    const menuBar = page.getByRole("navigation", { name: "Main" });
    const [bar, search, head] = [await menuBar.boundingBox(), await button.boundingBox(), await header.boundingBox()];
    expect(bar && search && head, `boxes at ${width}px`).toBeTruthy();
    // The button follows the menu bar on the same row, inside the window, and the header stays one row high.
    expect(search!.x, `button after the menu bar at ${width}px`).toBeGreaterThanOrEqual(bar!.x + bar!.width - 1);
    expect(Math.abs(search!.y + search!.height / 2 - (bar!.y + bar!.height / 2)), `same row at ${width}px`).toBeLessThan(2);
    expect(search!.x + search!.width, `inside the window at ${width}px`).toBeLessThanOrEqual(width);
    expect(head!.height, `header height at ${width}px`).toBeLessThan(72);
    await button.click();
    await expect(page.getByRole("searchbox", { name: "Search the website" })).toBeVisible();
    await expectNoAxeViolations(page, `/grade7fee at ${width}px with the search open`);
  }
});

test("/search with results passes axe", async ({ page }) => {
  await page.goto("/search?q=fees");
  await expect(searchStatus(page)).toHaveText(/results for fees$/);
  await expectNoAxeViolations(page, "/search?q=fees");
});
