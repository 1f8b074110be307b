import { chromium } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { offlinePages, serviceWorkerPath, webAppManifestPath } from "../../src/features/offline/offline-pages";
import { routeTable } from "../../src/config/route-table";
import { site } from "../../src/config/site";
import { formatLongDate } from "../../src/shared/long-date";
import { expect, openCalculator, test, waitForServiceWorker, watchErrors, type Page } from "./support";

/**
 * docs/site.md, Offline reading: a first visit downloads the page and a little more; the fees,
 * term dates and directions are kept when the parent asks (or on an unmetered connection); a
 * visited page reads with no connection and says when it was saved
 * (docs/decisions/031-offline-pages-when-asked.md).
 */

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const keepButton = (page: Page) => page.getByRole("button", { name: /^Keep fees and term dates on this phone/ });
const savedLine = (page: Page) => page.getByText(/^Saved on .*\. Fees and dates may have changed since\.$/);
/** Today as the site writes dates, on this machine's calendar (the browser's). */
const today = () => formatLongDate(new Date());

/** Width and height of a PNG, from its header. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** With no connection: the fees, the calendar of events and the directions read in full. */
async function expectKeptPagesRead(page: Page) {
  await page.goto("/fees");
  await expect(heading(page)).toHaveText("Fees");
  await expect(page.getByText("KES 80,000").first()).toBeVisible();
  await page.goto("/events");
  await expect(heading(page)).toHaveText("Calendar of Events");
  await expect(page.getByRole("article", { name: "Term 1" })).toContainText("8 January");
  await page.goto("/location");
  await expect(heading(page)).toHaveText("Location");
  await expect(page.getByText(site.postalAddress.box).first()).toBeVisible();
}

test("after the parent presses the button, the fee pages, the calendar and the directions read with no connection", async ({ page, context }) => {
  const errors = watchErrors(page);
  await page.goto("/fees");
  await waitForServiceWorker(page);
  expect(errors, "no errors, no Content-Security-Policy violation, while the worker starts").toEqual([]);

  // The button says what it costs, measured at build.
  await expect(keepButton(page)).toHaveAccessibleName(/\(about \d+ KB\)$/);
  await keepButton(page).click();
  await expect(page.getByRole("status")).toHaveText(`Kept on this phone on ${today()}: the fees, term dates, directions and portal links read with no connection.`);
  expect(errors).toEqual([]);

  // On the next page that has the button, it says so from the start.
  await page.goto("/grade8fee");
  await expect(page.getByRole("status")).toHaveText(/^Kept on this phone on /);

  await context.setOffline(true);
  await expectKeptPagesRead(page);
});

test("the kept pages keep the calculator's figures: a phone that has used the calculator works out the fees with no connection", async ({ page, context }) => {
  // The calculator used on the first visit, before the worker is in charge: its script is in the
  // browser's cache, its figures (revalidated every time) only where the worker keeps them.
  await openCalculator(page, "/fees?children=7c,7c");
  await waitForServiceWorker(page);
  await keepButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: /^Kept on this phone on / })).toHaveText(/^Kept on this phone on /);

  await context.setOffline(true);
  await page.goto("/grade9fee?children=7c,9n");
  await expect(heading(page)).toHaveText(routeTable.grade9fee.title);
  // 80,000 + 105,200 less 7.5% (7,890), from /fee-table.json as kept.
  await expect(page.getByRole("region", { name: "Your family's fees", exact: true }).getByRole("status")).toContainText("KES 177,310 a term");
});

test("on a connection the browser says is unmetered, the pages are kept without asking", async ({ page, context }) => {
  // Chromium on a computer does not give navigator.connection.type (only Android and ChromeOS do),
  // and DevTools' network emulation does not change it: the page is told Wi-Fi here.
  await context.addInitScript(() => Object.defineProperty((window as unknown as { NetworkInformation: { prototype: object } }).NetworkInformation.prototype, "type", { get: () => "wifi", configurable: true }));
  await page.goto("/");
  await waitForServiceWorker(page);
  await expect.poll(() => page.evaluate(() => caches.match("/location").then(Boolean)), { message: "the directions are kept", timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.evaluate(() => caches.match("/grade9fee").then(Boolean)), { message: "the fees are kept" }).toBe(true);

  await context.setOffline(true);
  await expectKeptPagesRead(page);
});

test("a first visit keeps only the offline page: an unvisited fee page shows it, which leads to the pages to keep", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await context.setOffline(true);

  for (const path of ["/fees", "/golf"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(heading(page)).toHaveText(routeTable.offline.title);
  }
  const kept = page.getByRole("main").getByRole("listitem");
  await expect(kept).toHaveText(offlinePages.map((id) => routeTable[id].title));
  // Offline, the offline page is not a saved copy of the page asked for: it says nothing of when;
  // and its button, which cannot work without a connection (nor without its script), is not shown.
  await expect(savedLine(page)).toBeHidden();
  await expect(keepButton(page)).toBeHidden();
});

test("the button says when the pages could not be downloaded", async ({ page, context }) => {
  await page.goto("/grade7fee");
  await waitForServiceWorker(page);
  await context.route("**/events", (route) => route.abort("internetdisconnected"));
  await keepButton(page).click();
  await expect(page.getByRole("status")).toHaveText("They could not be downloaded just now. Try again when the phone has a connection.");
  await context.unroute("**/events");
  await keepButton(page).click();
  await expect(page.getByRole("status")).toHaveText(/^Kept on this phone on /);
});

test("a visited page reads with no connection and says when it was saved; from the network it says nothing", async ({ page, context }) => {
  await page.goto("/chess");
  await waitForServiceWorker(page);
  await expect.poll(() => page.evaluate(() => caches.match("/chess").then(Boolean)), { message: "the first page is kept" }).toBe(true);
  await expect(savedLine(page)).toBeHidden();
  await page.goto("/history");
  await expect(savedLine(page)).toBeHidden();
  const missing = await page.goto("/no-such-page");
  expect(missing?.status()).toBe(404);

  await context.setOffline(true);
  for (const [path, title] of [
    ["/chess", "Chess"],
    ["/history", "Our History"],
  ] as const) {
    await page.goto(path);
    await expect(heading(page)).toHaveText(title);
    const line = savedLine(page);
    await expect(line).toBeVisible();
    await expect(line).toHaveText(`Saved on ${today()}. Fees and dates may have changed since.`);
    await expect(line.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    // It stands at the top of the page's main part, where a screen reader starts.
    await expect(page.getByRole("main").locator(":scope > *").first()).toHaveText(/^Saved on /);
  }
  await page.goto("/no-such-page");
  await expect(heading(page)).toHaveText(routeTable.offline.title);
});

test("with the data saver on, nothing is fetched in the background, and the button still keeps the pages", async ({ page, context }) => {
  const session = await context.newCDPSession(page);
  await session.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  const fetched: string[] = [];
  let loaded = false;
  context.on("request", (request) => {
    if (loaded) fetched.push(new URL(request.url()).pathname);
  });
  // The page's own clock, to move its timers on (a pointer's rest, the page settling) without waiting.
  await page.clock.install();
  await page.goto("/fees");
  expect(await page.evaluate(() => (navigator as Navigator & { connection: { saveData: boolean } }).connection.saveData)).toBe(true);
  loaded = true;
  // A press on a link that may not become a tap fetches nothing either, nor a pointer resting on one.
  await page.getByRole("link", { name: "Grade 8 Fees in full" }).dispatchEvent("mousedown");
  await page.getByRole("link", { name: "Grade 9 Fees in full" }).hover();
  // Past every delay the page's script has (80 ms for a resting pointer, the idle wait for the
  // worker): a prefetch would now be a <link rel="prefetch"> in the head, a worker a registration.
  await page.clock.runFor(5_000);
  await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(fetched, "requests after the page loaded").toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration === undefined))).toBe(true);

  // The parent asks: the worker starts and keeps the pages.
  await keepButton(page).click();
  await expect(page.getByRole("status")).toHaveText(/^Kept on this phone on /);
  await context.setOffline(true);
  await expectKeptPagesRead(page);
});

test("without JavaScript there is no button that cannot work", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ["/fees", "/grade7fee", "/offline"]) {
    await page.goto(path);
    await expect(heading(page)).toBeVisible();
    await expect(keepButton(page), path).toBeHidden();
  }
  await context.close();
});

test("online, a kept page still comes from the network, through the worker", async ({ page, context }) => {
  await page.goto("/fees");
  await waitForServiceWorker(page);
  await keepButton(page).click();
  await expect(page.getByRole("status")).toHaveText(/^Kept on this phone on /);
  const fetched: string[] = [];
  context.on("request", (request) => {
    if (request.serviceWorker()) fetched.push(new URL(request.url()).pathname);
  });
  const response = await page.goto("/grade9fee");
  expect(response?.fromServiceWorker()).toBe(true);
  expect(fetched).toContain("/grade9fee");
  await expect(heading(page)).toHaveText("Grade 9 Fees");
});

test("online, a changed fee shows at once, though the phone keeps the page", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await page.goto("/grade9fee");
  // The phone keeps the page: with no connection it still shows the fee as it was.
  await context.setOffline(true);
  await page.goto("/grade9fee");
  await expect(page.getByText("KES 105,200").first()).toBeVisible();
  await context.setOffline(false);

  // The school raises the fee and deploys: the server now sends another figure.
  await context.route("**/grade9fee", async (route) => {
    const served = await route.fetch();
    const headers = { ...served.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ response: served, headers, body: (await served.text()).replaceAll("KES 105,200", "KES 112,400") });
  });
  await page.reload();
  await expect(page.getByText("KES 112,400").first()).toBeVisible();
  await expect(page.getByText("KES 105,200")).toHaveCount(0);
});

test("the worker keeps no page of the editor, no API's answer and nothing sent with no-store, and removes an editor page an earlier worker kept", async ({ page, context }) => {
  // What an earlier worker kept on a shared computer: an earlier version of the content, from the editor.
  await page.goto("/robots.txt");
  await page.evaluate(() => caches.open("pages").then((cache) => cache.put("/keystatic/history", new Response("<h1>Earlier versions</h1>", { headers: { "Content-Type": "text/html" } }))));
  // As a server with the editor on answers its pages (here without no-store, as a proxy might
  // send them), an API that answers a page, and a page of the site sent with no-store. Pages
  // without the site's script: marked as ready, so page.goto (tests/e2e/support.ts) need not wait for it.
  const answer = (title: string, cacheControl = "no-cache") => ({ status: 200, contentType: "text/html; charset=utf-8", headers: { "Cache-Control": cacheControl }, body: `<!doctype html><html lang="en" data-hydrated="true"><title>${title}</title><h1>${title}</h1></html>` });
  await context.route("**/keystatic/history", (route) => route.fulfill(answer("Earlier versions")));
  await context.route("**/api/keystatic/page", (route) => route.fulfill(answer("An API's page")));
  await context.route("**/notices/shared-computer", (route) => route.fulfill(answer("Not to be kept", "private, no-store")));

  await page.goto("/fees");
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => caches.match("/keystatic/history").then(Boolean)), "the earlier worker's copy, removed as the worker starts").toBe(false);
  for (const [path, title] of [
    ["/keystatic/history", "Earlier versions"],
    ["/api/keystatic/page", "An API's page"],
    ["/notices/shared-computer", "Not to be kept"],
  ] as const) {
    await page.goto(path);
    await expect(heading(page), path).toHaveText(title);
  }
  // A page of the site is kept as visited, after them.
  await page.goto("/chess");
  await expect.poll(() => page.evaluate(() => caches.match("/chess").then(Boolean)), { message: "a page of the site is kept" }).toBe(true);
  const kept = await page.evaluate(async () => (await (await caches.open("pages")).keys()).map((request) => new URL(request.url).pathname));
  expect(kept).toContain("/chess");
  for (const path of ["/keystatic/history", "/api/keystatic/page", "/notices/shared-computer"]) expect(kept, path).not.toContain(path);

  // With no connection, the page sent with no-store is not there to read: the offline page is.
  await context.unrouteAll();
  await context.setOffline(true);
  await page.goto("/notices/shared-computer");
  await expect(heading(page)).toHaveText(routeTable.offline.title);
});

test("the worker and the manifest are served as they must be, and the icons are there", async ({ request }) => {
  const worker = await request.get(serviceWorkerPath);
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);
  // A new deploy's worker must be found at once: never kept as unchanging.
  expect(worker.headers()["cache-control"]).not.toContain("immutable");

  const manifestResponse = await request.get(webAppManifestPath);
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({ name: site.schoolName, short_name: site.shortName, theme_color: "#083d24", start_url: "/", display: "standalone" });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    const [size] = icon.sizes.split("x").map(Number);
    expect(pngSize(await png.body()), icon.src).toEqual({ width: size, height: size });
  }
});

test("Chrome finds the site installable from its own head", async ({ baseURL }, testInfo) => {
  // A profile of its own: Chrome does not install from a private window, which every test context is.
  const profile = mkdtempSync(join(tmpdir(), "install-check-"));
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator(`head link[rel="manifest"]`)).toHaveAttribute("href", webAppManifestPath);
    const session = await context.newCDPSession(page);
    await expect
      .poll(async () => (await session.send("Page.getInstallabilityErrors")).installabilityErrors.map((error) => error.errorId))
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
