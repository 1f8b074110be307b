import { expect, test, type Page, gotoHydrated } from "./support";
import { site } from "../../src/config/site";

const { dates: { start, deadline }, storageKey } = site.admissionsCountdown;
const startMs = Date.parse(start);
const deadlineMs = Date.parse(deadline);
const banner = (page: Page) => page.getByRole("region", { name: "Grade 7-9 Admissions" });
const pill = (page: Page) => page.getByRole("button", { name: "Grade 7-9 Admissions" });

test.describe("admissions countdown banner", () => {
  test("inside the window it counts down, shows progress and links to the registration service", async ({ page }) => {
    const quarter = startMs + (deadlineMs - startMs) / 4;
    await page.clock.install({ time: quarter });
    await gotoHydrated(page, "/fees");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
    const cta = banner(page).getByRole("link", { name: /Apply for Grade 7-9/ });
    await expect(cta).toHaveAttribute("target", "_blank");
    expect(new URL((await cta.getAttribute("href"))!).searchParams.get("school")).toBe(site.enquiry.schoolParam);
    // The digits are hidden from screen readers; the deadline is read once, in the viewer's locale.
    await expect(banner(page).locator('[aria-hidden="true"]').first()).toContainText("Days");
    await expect(banner(page).locator("time")).toHaveAttribute("datetime", deadline);
  });

  test("ticks every second and disappears at the deadline", async ({ page }) => {
    await page.clock.install({ time: deadlineMs - 60_000 });
    await gotoHydrated(page, "/fees");
    await expect(banner(page)).toBeVisible();
    await page.clock.pauseAt(deadlineMs - 3_000);
    await expect(banner(page)).toContainText("03Seconds");
    await page.clock.runFor(1_000);
    await expect(banner(page)).toContainText("02Seconds");
    await page.clock.runFor(3_000);
    await expect(banner(page)).toHaveCount(0);
  });

  test("before the window it shows with no progress; after the deadline it is gone", async ({ page }) => {
    await page.clock.install({ time: startMs - 86_400_000 });
    await gotoHydrated(page, "/events");
    await expect(banner(page).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");

    await page.clock.setFixedTime(deadlineMs + 1_000);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(pill(page)).toHaveCount(0);
  });

  test("is not shown on the home page", async ({ page }) => {
    await page.clock.install({ time: startMs + 1_000 });
    await gotoHydrated(page, "/");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test("minimize and close collapse it to a pill, remembered as 1/0 in local storage", async ({ page }) => {
    await page.clock.install({ time: startMs + 86_400_000 });
    await gotoHydrated(page, "/fees");
    await banner(page).getByRole("button", { name: "Minimize admissions banner" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(pill(page)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe("1");

    await page.reload();
    await expect(pill(page)).toBeVisible();
    await pill(page).click();
    await expect(banner(page)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe("0");

    await banner(page).getByRole("button", { name: "Close admissions banner" }).click();
    await expect(pill(page)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe("1");
  });

  test("storage that throws is ignored: the banner shows expanded and still collapses", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.addInitScript(() => {
      Storage.prototype.getItem = () => {
        throw new DOMException("blocked", "SecurityError");
      };
      Storage.prototype.setItem = () => {
        throw new DOMException("full", "QuotaExceededError");
      };
    });
    await page.clock.install({ time: startMs + 86_400_000 });
    await gotoHydrated(page, "/fees");
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Minimize admissions banner" }).click();
    await expect(pill(page)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("home page", () => {
  test("the pop-up opens on load, holds focus, links to the enquiry service and closes with Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    const dialog = page.getByRole("dialog", { name: /Admissions are open/ });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const apply = dialog.getByRole("link", { name: /Apply Now/ });
    await expect(apply).toHaveAttribute("target", "_blank");
    const href = new URL((await apply.getAttribute("href"))!);
    expect(href.searchParams.get("school")).toBe(site.enquiry.schoolParam);
    expect(href.searchParams.get("return-url")).toBe(`${site.siteOrigin}/`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the pop-up closes from its backdrop and from the Close button, and does not come back", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Explore our pathways" }).click();
    await expect(page).toHaveURL("/pathways");
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("on a phone the pop-up's Close is an icon button at the top right", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/");
    const dialog = page.getByRole("dialog");
    const close = dialog.getByRole("button", { name: "Close" });
    await expect(close).toHaveCount(1);
    const box = (await close.boundingBox())!;
    const dialogBox = (await dialog.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(dialogBox.x + dialogBox.width - 60);
    expect(box.y).toBeLessThan(dialogBox.y + 40);
    await close.click();
    await expect(dialog).toBeHidden();
  });

  test("the carousel autoplays every 5 s and stops for good after an arrow or a dot", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.keyboard.press("Escape");
    const slide = (n: number) => page.getByRole("group", { name: `${n} of 2`, includeHidden: true });
    const dot = (n: number) => page.getByRole("button", { name: `Show slide ${n} of 2` });
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(5_000);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await expect(slide(2)).not.toHaveAttribute("aria-hidden", "true");
    await page.clock.runFor(5_000);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");

    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(15_000);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await dot(1).click();
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  });

  for (const [width, height] of [
    [375, 812],
    [375, 667],
    [640, 800],
  ] as const) {
    test(`at ${width} × ${height}, 'Enroll Today' covers no line of any slide's caption, nor the slide controls`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await gotoHydrated(page, "/");
      await page.keyboard.press("Escape");
      // The floating button as the eye sees it: its 4 px white ring included.
      const enroll = (await page.getByRole("link", { name: /Enroll Today/ }).boundingBox())!;
      const button = { left: enroll.x - 4, top: enroll.y - 4, right: enroll.x + enroll.width + 4, bottom: enroll.y + enroll.height + 4 };
      const carousel = page.getByRole("region", { name: /in pictures$/ });
      // Each line of each caption (an inline box breaks into one rectangle a line), and each control.
      const boxes = await carousel.evaluate((root) => [
        ...[...root.querySelectorAll("p > span")].flatMap((caption) =>
          [...caption.getClientRects()].map((line) => ({ what: `caption '${caption.textContent}'`, left: line.left, top: line.top, right: line.right, bottom: line.bottom })),
        ),
        ...[...root.querySelectorAll("button")].map((control) => {
          const box = control.getBoundingClientRect();
          return { what: `control '${control.getAttribute("aria-label")}'`, left: box.left, top: box.top, right: box.right, bottom: box.bottom };
        }),
      ]);
      expect(boxes.length).toBeGreaterThan(4);
      const covered = boxes.filter((box) => box.left < button.right && box.right > button.left && box.top < button.bottom && box.bottom > button.top);
      expect(covered.map((box) => box.what)).toEqual([]);
    });
  }

  test("the pause button stops autoplay", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.clock.runFor(12_000);
    await expect(page.getByRole("button", { name: "Show slide 1 of 2" })).toHaveAttribute("aria-current", "true");
  });

  test("the first slide is fetched first and the others lazily", async ({ page }) => {
    await gotoHydrated(page, "/");
    const images = page.locator('section[aria-roledescription="carousel"] img');
    await expect(images.nth(0)).toHaveAttribute("fetchpriority", "high");
    await expect(images.nth(0)).toHaveAttribute("loading", "eager");
    await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
    for (const img of await page.locator("img").all()) {
      await expect(img).toHaveAttribute("width", /\d+/);
      await expect(img).toHaveAttribute("height", /\d+/);
    }
  });
});
