import { expect, test, type Page, gotoHydrated } from "./support";
import { accessGroup, menuGroups } from "../../src/config/navigation";
import { site } from "../../src/config/site";
import { navLink } from "../../src/features/navigation/nav-links";

const pausedAt = Date.parse("2026-01-05T08:00:30Z");
/** The clock stands still once paused, so a busy machine cannot make 150 ms pass as 250 ms. */
const installPausedClock = (page: Page) => page.clock.install({ time: pausedAt - 30_000 });

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("desktop header (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows Home, the six groups, Location and Get Access in order", async ({ page }) => {
    await gotoHydrated(page, "/fees");
    const labels = await mainNav(page).locator(":scope > ul > li > :is(a, button)").allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual(["Home", ...menuGroups.map((g) => g.label), "Location", "Get Access"]);
    await expect(page.getByRole("link", { name: site.schoolName })).toHaveAttribute("href", "/");
  });

  test("a dropdown opens on hover and closes 200 ms after the pointer leaves", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/fees");
    await page.clock.pauseAt(pausedAt);
    const trigger = page.getByRole("button", { name: "Think Pathways" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("link", { name: "Think Maritime" });
    await expect(panel).toBeVisible();
    await page.mouse.move(640, 700);
    await page.clock.runFor(150);
    await expect(panel).toBeVisible();
    await page.clock.runFor(100);
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("coming back within 200 ms keeps the dropdown open", async ({ page }) => {
    await installPausedClock(page);
    await gotoHydrated(page, "/fees");
    await page.clock.pauseAt(pausedAt);
    const trigger = page.getByRole("button", { name: "Think Talent" });
    await trigger.hover();
    await page.mouse.move(640, 700);
    await page.clock.runFor(120);
    await trigger.hover();
    await page.clock.runFor(400);
    await expect(page.getByRole("link", { name: "Robotics Club" })).toBeVisible();
  });

  test("click toggles, at most one is open, Escape and an outside click close", async ({ page }) => {
    await gotoHydrated(page, "/fees");
    await page.mouse.move(0, 500);
    const think = page.getByRole("button", { name: "Think", exact: true });
    const fees = page.getByRole("button", { name: "Fees", exact: true });
    await think.focus();
    await page.keyboard.press("Enter");
    await expect(think).toHaveAttribute("aria-expanded", "true");
    await fees.focus();
    await page.keyboard.press("Enter");
    await expect(fees).toHaveAttribute("aria-expanded", "true");
    await expect(think).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).locator('[aria-expanded="true"]')).toHaveCount(1);

    await page.keyboard.press("Escape");
    await expect(fees).toHaveAttribute("aria-expanded", "false");
    await expect(fees).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(fees).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(640, 600);
    await expect(fees).toHaveAttribute("aria-expanded", "false");
  });

  test("ArrowDown opens a dropdown and moves into it; links are reachable by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/fees");
    const access = page.getByRole("button", { name: "Get Access" });
    await access.focus();
    await page.keyboard.press("ArrowDown");
    await expect(access).toHaveAttribute("aria-expanded", "true");
    const first = navLink(accessGroup.items[0]);
    await expect(mainNav(page).getByRole("link", { name: first.label, exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Calendar of Events" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/events");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The keyboard user starts at the top of the new page, where the first stop skips to its content.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  });

  test("the current page is marked with aria-current", async ({ page }) => {
    await gotoHydrated(page, "/grade8fee");
    await page.getByRole("button", { name: "Fees", exact: true }).click();
    const current = mainNav(page).locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", "/grade8fee");
  });

  test("Enquire in Join Us opens the registration service in a new tab", async ({ page }) => {
    await gotoHydrated(page, "/join");
    await page.getByRole("button", { name: "Join Us" }).click();
    const enquire = mainNav(page).getByRole("link", { name: /Enquire/ });
    await expect(enquire).toHaveAttribute("target", "_blank");
    expect(new URL((await enquire.getAttribute("href"))!).searchParams.get("school")).toBe(site.enquiry.schoolParam);
  });
});

test.describe("mobile menu (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the toggle opens an accordion with one section open at a time, at most 80% of the viewport high", async ({ page }) => {
    await gotoHydrated(page, "/fees");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    const maxHeight = await nav.evaluate((el) => parseFloat(getComputedStyle(el).maxHeight));
    expect(maxHeight).toBeCloseTo(740 * 0.8, 0);

    const boarding = nav.getByRole("button", { name: "Think Boarding" });
    const fees = nav.getByRole("button", { name: "Fees" });
    await boarding.click();
    await expect(boarding).toHaveAttribute("aria-expanded", "true");
    await fees.click();
    await expect(fees).toHaveAttribute("aria-expanded", "true");
    await expect(boarding).toHaveAttribute("aria-expanded", "false");

    await nav.getByRole("link", { name: "Terms & Conditions" }).click();
    await expect(page).toHaveURL("/terms");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("with JavaScript off, Menu leads to the footer's list of main pages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/fees");
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/#footer-quick-links$/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Boarding Life" })).toBeInViewport();
    await context.close();
  });

  test("widening the window past 1024 px closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/fees");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    // The toggle is out of sight at this width; its state is what the breakpoint change must reset.
    // (Waiting on it here also lets the browser report the media-query change before the next resize.)
    await expect(page.locator("[data-menu-toggle]")).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

test.describe("footer and floating buttons", () => {
  test("the footer holds every item of docs/site.md, Footer", async ({ page }) => {
    await gotoHydrated(page, "/about-nothing-404");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.tel}`);
    await expect(footer.getByRole("link", { name: site.admissionsEmail })).toHaveAttribute("href", `mailto:${site.admissionsEmail}`);
    await expect(footer.getByRole("link", { name: new RegExp(site.postalAddress.box) })).toHaveAttribute("href", site.maps.link);
    for (const social of site.socialLinks) {
      await expect(footer.getByRole("link", { name: new RegExp(`^${social.name}`) })).toHaveAttribute("target", "_blank");
    }
    for (const school of site.sisterSchools) {
      await expect(footer.getByRole("link", { name: new RegExp(`^${school.name.replace(/[()]/g, ".")}`) })).toHaveAttribute("href", school.url);
    }
    for (const label of ["Privacy Policy", "Disclaimer", "Sitemap"]) {
      await expect(footer.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(footer).toContainText(site.regulation.registrationNumber);
    await expect(footer).toContainText(site.regulation.countyLicence);
    await expect(footer).toContainText(`© ${site.copyrightYear}`);
    await expect(footer).toContainText("Vitae Abudantae | Life In Abundance");
    await expect(footer.getByRole("img", { name: /Data protection certificate/ })).toBeVisible();
  });

  test("'Enroll Today' opens the registration service; scroll-to-top returns to the top", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/fees");
    const enroll = page.getByRole("link", { name: /Enroll Today/ });
    await expect(enroll).toHaveAttribute("target", "_blank");
    await expect(enroll).toHaveAttribute("rel", /noopener/);
    expect(new URL((await enroll.getAttribute("href"))!).searchParams.get("school")).toBe(site.enquiry.schoolParam);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const toTop = page.getByRole("button", { name: "Scroll to top" });
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("resting the pointer on a link to another page fetches that page before it is pressed", async ({ page }) => {
  await gotoHydrated(page, "/fees");
  const link = page.getByRole("link", { name: "Grade 9 Fees in full" });
  const path = await link.getAttribute("href");
  const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === path);
  await link.hover();
  expect(new URL((await fetched).url()).pathname).toBe(path);
  // Fetched ahead, not opened: the parent is still on the fees page.
  await expect(page).toHaveURL(/\/fees$/);
});
