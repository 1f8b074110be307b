import { expect, test, expectNoAxeViolations, watchErrors } from "./support";
import { site } from "../../src/config/site";
import { sitePages } from "../../src/features/page-content/site-pages.build";
import { pageTitles, sisterSchoolTitledPages } from "../fixtures/page-titles";

/**
 * The browser title docs/site.md gives a page: '{page title} | {school name}', the fee pages
 * naming the sister school. The page titles are written out (tests/fixtures/page-titles.ts), not
 * made by the code that makes the titles; the two names are the school's configuration.
 */
function expectedTitle(path: string, collectionTitle?: string): string {
  // A notice's title is written in its own file, the one the test reads (src/features/page-content/site-pages.build.ts).
  if (collectionTitle !== undefined) return `${collectionTitle} | ${site.schoolName}`;
  const title = pageTitles[path];
  if (title === undefined) throw new Error(`${path}: write its title in tests/fixtures/page-titles.ts, as docs/site.md gives it`);
  return `${title} | ${sisterSchoolTitledPages.includes(path) ? site.sisterSchoolName : site.schoolName}`;
}

/**
 * The gate every page passes: a real 200 from the production server, its own title, one h1,
 * no errors, no WCAG 2.2 A/AA violation on a phone and a laptop, and readable with JavaScript off.
 * Every page: the route table's and each notice's (src/features/page-content/site-pages.build.ts), expired ones included.
 */
for (const entry of sitePages()) {

  test.describe(`page ${entry.path}`, () => {
    test(`${entry.path} answers 200 with its title, one h1, no errors and no axe violations`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.setViewportSize({ width: 375, height: 812 });
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      // A Kiswahili page's title is its words file's (src/content/sw/), the school named as on its English page.
      const title = entry.language === "sw" ? `${entry.title} | ${entry.titleSchool === "sister" ? site.sisterSchoolName : site.schoolName}` : expectedTitle(entry.path, entry.collection ? entry.title : undefined);
      await expect(page).toHaveTitle(title);
      await expect(page.locator("h1")).toHaveCount(1);
      await expectNoAxeViolations(page, `${entry.path} at 375px`);
      // WCAG 1.4.10 reflow: nothing scrolls sideways, even on a 320 px wide phone.
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "page width at 320px").toBeLessThanOrEqual(320);
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoAxeViolations(page, `${entry.path} at 1280px`);

      for (const link of await page.locator('a[href^="http"]').all()) {
        await expect(link, `external link ${await link.getAttribute("href")}`).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }
      expect(errors).toEqual([]);
    });

    test(`${entry.path} shows its heading, and dates a machine can read, with JavaScript off`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      // Every page announces the notices' feed, for a feed reader given any address of the site.
      await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", "/notices.xml");
      // A <time> holds a date or time a machine can read (HTML's time element): here, always in datetime.
      for (const time of await page.locator("time").all()) {
        await expect(time, `<time>${await time.textContent()}</time>`).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}/);
      }
      await context.close();
    });
  });
}
