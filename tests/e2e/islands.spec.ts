import type { Browser } from "@playwright/test";
import { expect, test, type Page } from "./support";
import { site } from "../../src/config/site";

/**
 * The interactive parts are islands, each hydrated on its own once the page has loaded
 * (docs/decisions/007); the carousels, the good-luck banner and the results dashboards are moved
 * by the page's own script instead (decisions 016 and 018). These check what that promises beyond each part's own tests: every island
 * hydrates and answers, focus stays where the reader put it while an island hydrates, and a
 * page with no island downloads no island script.
 */

/** Pages whose island waits for the visitor to reach for it (decision 021), and a control in it. */
const islandPages = [
  { path: "/stem-pathways", control: { role: "link", name: "Explore Pure Sciences" } },
  { path: "/strands", control: { role: "searchbox", name: "Search the Mathematics curriculum" } },
  { path: "/search", control: { role: "searchbox", name: "Search the website" } },
] as const;

for (const { path, control } of islandPages) {
  test(`${path}: the island waits until the visitor reaches for it, then hydrates`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const island = page.locator("astro-island:not([data-island-skipped])");
    await expect(island).toHaveAttribute("data-island-waits", "reach");
    await expect(island).toHaveAttribute("ssr", "");
    await page.getByRole(control.role, { name: control.name }).first().hover();
    await expect(island).not.toHaveAttribute("ssr");
  });
}

test("with a view in the address, the STEM chooser hydrates without being reached for", async ({ page }) => {
  await page.goto("/stem-pathways?track=pure-sciences");
  await expect(page.locator("#stem-view-heading")).toHaveText("Pure Sciences");
  await expect(page.locator("astro-island:not([data-island-skipped])")).not.toHaveAttribute("ssr");
});

test("the countdown island hydrates inside the admissions window and is never fetched after it", async ({ page }) => {
  const islandScripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && /admissions-banner/.test(request.url())) islandScripts.push(request.url());
  });
  await page.clock.install({ time: Date.parse(site.admissionsCountdown.dates.deadline) - 86_400_000 });
  await page.goto("/fees");
  await expect(page.getByRole("region", { name: "Grade 7-9 Admissions" })).toBeVisible();
  expect(islandScripts).toHaveLength(1);

  islandScripts.length = 0;
  await page.clock.setFixedTime(Date.parse(site.admissionsCountdown.dates.deadline) + 1_000);
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.locator("astro-island[data-island-skipped]")).toHaveCount(1);
  expect(islandScripts).toEqual([]);
});

/**
 * Opens `path` in a page of its own (the shared fixture would wait for what this holds back) with
 * every script of the page held back until `release()` is called, as a slow phone would.
 */
async function openWithScriptsHeld(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  return { page, release, close: () => context.close() };
}

/** The scripts a page downloads and their bytes, counted as they arrive. */
function watchScripts(page: Page) {
  const seen = { paths: [] as string[], bytes: 0 };
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    seen.paths.push(new URL(response.url()).pathname);
    seen.bytes += (await response.body()).length;
  });
  return seen;
}

test("focus stays on the link a keyboard user reached while the island was still hydrating", async ({ browser }) => {
  const { page, release, close } = await openWithScriptsHeld(browser, "/stem-pathways");
  const explore = page.getByRole("link", { name: "Explore Pure Sciences" });
  await explore.focus();
  const chooser = page.locator("astro-island").filter({ has: explore });
  await expect(chooser).toHaveAttribute("ssr", "");
  release();
  await expect(chooser).not.toHaveAttribute("ssr");
  await expect(explore).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/stem-pathways?track=pure-sciences");
  await expect(page.locator("#stem-view-heading")).toHaveText("Pure Sciences");
  await close();
});

test("a tap that wakes the Mathematics browser is not lost: it opens the strand once the island has hydrated", async ({ browser }) => {
  const { page, release, close } = await openWithScriptsHeld(browser, "/strands");
  const strand = page.locator("[data-strand-list] button[data-nav]").first();
  const title = (await strand.innerText()).split("\n")[0]!;
  await strand.click();
  release();
  await expect(strand).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("heading", { name: title, exact: true }).last()).toBeVisible();
  await close();
});

test("a tap pressed as the Mathematics browser wakes and lifted after it has is a tap on the row pressed", async ({ browser }) => {
  const { page, release, close } = await openWithScriptsHeld(browser, "/strands");
  // Tall enough that nothing is scrolled: scrolled, Chrome would itself keep the pressed row in place.
  await page.setViewportSize({ width: 1280, height: 1100 });
  const toggle = (name: string) => page.getByRole("button", { name: `Sub-strands of ${name}` });
  await toggle("Numbers & Algebra").click();
  const box = (await toggle("Statistics & Probability").boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  // The held tap opens Numbers & Algebra, moving the rows below it, only once the finger lifts.
  await expect(page.locator("astro-island").filter({ has: toggle("Statistics & Probability") })).not.toHaveAttribute("ssr");
  await page.mouse.up();
  await expect(toggle("Numbers & Algebra")).toHaveAttribute("aria-expanded", "true");
  await expect(toggle("Statistics & Probability")).toHaveAttribute("aria-expanded", "true");
  await close();
});

test("words typed in the curriculum search while the island wakes are searched once it has", async ({ browser }) => {
  const { page, release, close } = await openWithScriptsHeld(browser, "/strands");
  await page.getByRole("searchbox", { name: "Search the Mathematics curriculum" }).fill("area");
  release();
  await expect(page.getByRole("status").filter({ hasText: /sub-strands? in \d+ strands?/ })).toBeVisible();
  await close();
});

test("focus stays on the arrow a keyboard user reached before the page's script arrived", async ({ browser }) => {
  const { page, release, close } = await openWithScriptsHeld(browser, "/history");
  const next = page.getByRole("button", { name: "Next photo" });
  await next.focus();
  release();
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
  await expect(next).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: /^Photo 2:/ })).toHaveAttribute("aria-current", "true");
  await close();
});

/** Pages whose widgets the page's own script moves (decisions 016 and 018), and a control each shows. */
const pagesWithoutReact = [
  { path: "/", control: "Pause messages" },
  { path: "/exam-banner", control: "Pause messages" },
  { path: "/history", control: "Next photo" },
  { path: "/perfomance", control: "Show results for" },
];

for (const { path, control } of pagesWithoutReact) {
  test(`${path}: its widgets move without React (no island, a few kilobytes of script)`, async ({ page }) => {
    const scripts = watchScripts(page);
    await page.clock.install({ time: Date.parse(site.admissionsCountdown.dates.deadline) + 1_000 });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // The countdown's island is there but left out once its deadline has passed.
    await expect(page.locator("astro-island:not([data-island-skipped])")).toHaveCount(0);
    await expect(page.getByRole("button", { name: control }).or(page.getByLabel(control))).toBeVisible();
    expect(scripts.paths.length, "the page's own script").toBeGreaterThan(0);
    expect(scripts.bytes, scripts.paths.join(", ")).toBeLessThan(16 * 1024);
  });
}

test("a page with no island (after the admissions deadline) downloads only its own few kilobytes of script", async ({ page }) => {
  const scripts = watchScripts(page);
  await page.clock.install({ time: Date.parse(site.admissionsCountdown.dates.deadline) + 1_000 });
  await page.goto("/think");
  await page.waitForLoadState("networkidle");
  expect(scripts.paths.length).toBeGreaterThan(0);
  await expect(page.locator("astro-island:not([ssr])")).toHaveCount(0);
  // The menus, scroll-to-top, prefetch and the school's alert (part of this script by design,
  // decision 038): a few kilobytes, not a framework (React DOM is 190 KB). 12.0 KB as built on
  // 2026-11-25, raw bytes, before the network's compression.
  expect(scripts.bytes, scripts.paths.join(", ")).toBeLessThan(13 * 1024);
  // One file: Vite's helper for import() is part of it, not a request of its own before it can
  // run (src/integrations/page-script-chunk.ts; it was a second file of 1.1 KB until 2026-11-25).
  expect(scripts.paths, "the page's own script, alone").toHaveLength(1);
});
