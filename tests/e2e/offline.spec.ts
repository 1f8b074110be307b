import { chromium } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { offlinePages, serviceWorkerPath, webAppManifestPath } from "../../src/config/offline";
import { routeTable } from "../../src/config/route-table";
import { site } from "../../src/config/site";
import { expect, test, waitForServiceWorker, watchErrors, type Page } from "./support";

/** docs/site.md, Offline reading: after one visit, a parent with no connection still reads the fees, dates and directions. */

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Width and height of a PNG, from its header. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test("after one visit, the fee pages, the calendar and the directions read with no connection", async ({ page, context }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await waitForServiceWorker(page);
  expect(errors, "no errors, no Content-Security-Policy violation, while the worker starts").toEqual([]);

  await context.setOffline(true);
  await page.goto("/fees");
  await expect(heading(page)).toHaveText("Fees");
  await expect(page.getByText("KES 80,000").first()).toBeVisible();
  await page.goto("/events");
  await expect(heading(page)).toHaveText("Calendar of Events");
  await expect(page.getByRole("article", { name: "Term 1" })).toContainText("8 January");
  await page.goto("/location");
  await expect(heading(page)).toHaveText("Location");
  await expect(page.getByText(site.postalAddress.box).first()).toBeVisible();
});

test("offline, a page the phone has not kept shows the offline page, which leads to the kept ones", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await context.setOffline(true);

  await page.goto("/golf");
  await expect(page).toHaveURL(/\/golf$/);
  await expect(heading(page)).toHaveText(routeTable.offline.title);
  const kept = page.getByRole("main").getByRole("listitem");
  await expect(kept).toHaveText(offlinePages.map((id) => routeTable[id].title));

  await kept.getByRole("link", { name: "Grade 8 Fees" }).click();
  await expect(page).toHaveURL(/\/grade8fee$/);
  await expect(heading(page)).toHaveText("Grade 8 Fees");
});

test("the page first opened is kept too, and a missing page never is", async ({ page, context }) => {
  await page.goto("/chess");
  await waitForServiceWorker(page);
  await expect.poll(() => page.evaluate(() => caches.match("/chess").then(Boolean)), { message: "the first page is kept" }).toBe(true);

  const missing = await page.goto("/no-such-page");
  expect(missing?.status()).toBe(404);

  await context.setOffline(true);
  await page.goto("/chess");
  await expect(heading(page)).toHaveText("Chess");
  await page.goto("/no-such-page");
  await expect(heading(page)).toHaveText(routeTable.offline.title);
});

test("online, a kept page is still fetched from the network, through the worker", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
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
