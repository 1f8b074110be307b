import { expect, test, watchErrors, type Page } from "./support";
import { routeTable } from "../../src/config/route-table";
import { site } from "../../src/config/site";

// What a parent sees when something fails on their side: the page's scripts never arrive (a
// dropped connection on slow mobile data, a filtering proxy), or the browser refuses local
// storage. The page must still read and its links must still work (docs/site.md, Errors).
// Storage that throws on every call, an unreachable dashboard host and the clock past the
// deadline are covered beside their features (home-and-banner.spec.ts, events-results.spec.ts);
// the server's own faults (SIGTERM during load) in server/start.test.ts.

const { dates: { start }, storageKey } = site.admissionsCountdown;
const insideWindow = Date.parse(start) + 86_400_000;
const banner = (page: Page) => page.getByRole("region", { name: "Grade 7-9 Admissions" });
const pill = (page: Page) => page.getByRole("button", { name: "Grade 7-9 Admissions" });

test.describe("when the page's scripts fail to load", () => {
  const pages = ["/", "/fees", "/events", "/stem-pathways", "/strands", "/history"];

  for (const path of pages) {
    test(`${path} still reads, and its links lead on`, async ({ browser }) => {
      // A page of its own: the shared fixture waits for scripts that will never run here.
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = watchErrors(page);
      const aborted: string[] = [];
      // Every script request fails as a dropped connection would (net::ERR_FAILED); the rest loads.
      await page.route("**/*", (route) => {
        if (route.request().resourceType() !== "script") return route.continue();
        aborted.push(new URL(route.request().url()).pathname);
        return route.abort("failed");
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The page's script is asked for once the page has painted (docs/decisions/017-script-after-first-paint.md).
      await expect.poll(() => aborted.length, { message: "the page asks for scripts" }).toBeGreaterThan(0);

      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      // The words are there and shown, not held back for a script that never comes.
      const main = page.getByRole("main");
      await expect(main).toBeVisible();
      expect((await main.innerText()).length, "words shown in <main>").toBeGreaterThan(300);
      const firstParagraph = main.locator("p").first();
      await expect(firstParagraph).toBeVisible();

      // A link in the footer leads to its page, which reads too.
      const target = path === routeTable.fees.path ? routeTable.boardingLife : routeTable.fees;
      const link = page.getByRole("contentinfo").getByRole("link", { name: target.title, exact: true });
      await link.click();
      await expect(page).toHaveURL(target.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      // The only errors are the failed downloads themselves (an island's import rejecting), never
      // one from code that ran on the assumption that another script had arrived.
      expect(errors.filter((error) => !/Failed to fetch dynamically imported module/.test(error))).toEqual([]);
      await context.close();
    });
  }

  test("on a phone, Menu still leads to the list of pages", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort("failed") : route.continue()));
    await page.goto("/fees");
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: routeTable.boardingLife.title })).toBeInViewport();
    await page.getByRole("contentinfo").getByRole("link", { name: routeTable.boardingLife.title }).click();
    await expect(page).toHaveURL(routeTable.boardingLife.path);
    await context.close();
  });
});

test.describe("when local storage fails (docs/site.md, Admissions countdown)", () => {
  test("storage the browser refuses outright (window.localStorage throws): the banner shows expanded and collapses", async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.clock.install({ time: insideWindow });
    await page.goto("/fees");
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Minimize admissions banner" }).click();
    await expect(pill(page)).toBeVisible();
    await pill(page).click();
    await expect(banner(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("full storage (writes refused, reads work): the banner shows expanded, collapses, and forgets it on the next page", async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await page.clock.install({ time: insideWindow });
    await page.goto("/fees");
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Close admissions banner" }).click();
    await expect(pill(page)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();

    await page.goto("/events");
    await expect(banner(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a stored value that is neither '1' nor '0' counts as nothing stored: expanded", async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript((key) => localStorage.setItem(key, "collapsed"), storageKey);
    await page.clock.install({ time: insideWindow });
    await page.goto("/fees");
    await expect(banner(page)).toBeVisible();
    await expect(pill(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
