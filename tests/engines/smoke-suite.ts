import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pathOf, routeTable } from "../../src/config/route-table";
import { sitePages } from "../../src/features/page-content/site-pages.build";
import { pushAnswerWords, pushStatusWords } from "../../src/features/push/push-offer-words";
import { findNamed, open, phoneWidth, waitInPage, type EnginePage } from "./engine-page";

/**
 * The smoke every engine passes (docs/decisions/033-every-page-in-three-engines.md): every page of
 * the route table at 375 px, then what a parent does with the site's script. The Playwright tests
 * (tests/e2e) check all of it, and much more, in Chromium; this checks the same site works in
 * Gecko and WebKit, which a parent with Firefox or an iPhone reads it in.
 */

/** What a phone shows of a page: its h1s and whether it scrolls sideways. Runs in the page. */
function pageShape() {
  const headings = [...document.querySelectorAll("h1")];
  return {
    headings: headings.length,
    visibleHeadings: headings.filter((h) => h.checkVisibility() && h.getBoundingClientRect().height > 0 && (h.textContent ?? "").trim() !== "").length,
    viewportWidth: document.documentElement.clientWidth,
    pageWidth: document.documentElement.scrollWidth,
  };
}

/** The text of the fee calculator's result, once it shows one. Runs in the page. */
function calculatorResult() {
  return document.querySelector('[data-print-keep] [role="status"]')?.textContent?.replace(/\s+/g, " ").trim() ?? "";
}

/** The h1's text. Runs in the page. */
function heading() {
  return document.querySelector("h1")?.textContent?.trim();
}

/** The status line under the page's button for urgent notices, once it says more than `working`. Runs in the page. */
function pushOfferAnswer(working: string) {
  const said = document.querySelector("main [data-push-offer] [role=status]")?.textContent?.trim() ?? "";
  return said === working ? "" : said;
}

/** The button for urgent notices in the page and in the footer, as shown, and whether the page's has focus. Runs in the page. */
function pushOfferButtons() {
  const buttons = [...document.querySelectorAll<HTMLElement>("[data-push-offer] button")];
  return {
    shown: buttons.filter((button) => button.checkVisibility()).map((button) => `${button.closest("footer") ? "footer" : "page"}: ${button.textContent?.trim()}`),
    focused: document.activeElement === document.querySelector("main [data-push-offer] button"),
  };
}

/**
 * @param pushAnswer What a tap on 'Get urgent notices on this phone' says in this engine: the
 *   engines here cannot reach a push service, so each checks its own honest answer (Firefox has
 *   push but this phone has refused notifications; WebKitGTK's MiniBrowser has no push at all).
 */
export function defineSmokeSuite(engine: string, launch: (siteOrigin: string) => Promise<EnginePage>, pushAnswer: keyof typeof pushAnswerWords) {
  describe(engine, () => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await launch(inject("siteOrigin"));
      console.log(`engine smoke: ${page.name}`);
    });
    afterAll(async () => {
      await page?.close();
    });

    // Every page of the site: the route table's and each notice's (src/features/page-content/site-pages.build.ts).
    for (const { path } of sitePages()) {
      it(`${path} loads with one visible h1, no script error and no sideways scroll at 375 px`, async () => {
        await open(page, path);
        const shape = await page.evaluate(pageShape);
        expect(shape.viewportWidth, "the page is a phone's width").toBe(phoneWidth);
        expect(shape.headings, "h1 elements").toBe(1);
        expect(shape.visibleHeadings, "visible h1 elements").toBe(1);
        expect(shape.pageWidth, "page width (wider scrolls sideways)").toBeLessThanOrEqual(shape.viewportWidth);
        expect(await page.scriptErrors()).toEqual([]);
      });
    }

    it("the phone menu opens", async () => {
      await open(page, pathOf("fees"));
      await page.click("button", "Menu");
      const opened = await waitInPage(page, "the menu to open", () => {
        const menu = document.getElementById("mobile-menu");
        return menu?.checkVisibility() && document.querySelector('[aria-controls="mobile-menu"]')?.getAttribute("aria-expanded") === "true";
      });
      expect(opened).toBe(true);
      expect(await page.evaluate(findNamed, "#mobile-menu a", "Location"), "a page's link in the open menu").not.toBeNull();
      expect(await page.scriptErrors()).toEqual([]);
    });

    it("the fee calculator gives the family total for /fees?children=7c,7c", async () => {
      // docs/site.md, Fee calculator: two continuing Grade 7 pupils, KES 80,000 + KES 74,000 a term.
      await open(page, `${pathOf("fees")}?children=7c,7c`);
      const result = await waitInPage(page, "the calculator's result", calculatorResult);
      expect(result).toContain("2 children: KES 154,000 a term, KES 462,000 a year.");
      expect(await page.scriptErrors()).toEqual([]);
    });

    it("the search finds a club", async () => {
      await open(page, pathOf("search"));
      await page.typeAndEnter("main input[type=search]", "Search the website", "golf");
      const found = await waitInPage(page, "a result for golf", () =>
        [...document.querySelectorAll("main li a")].some((link) => link.getAttribute("href") === "/golf" && link.textContent?.trim() === "Golf"),
      );
      expect(found).toBe(true);
      expect(await page.scriptErrors()).toEqual([]);
    });

    it("the STEM chooser shows a track", async () => {
      await open(page, pathOf("stemPathways"));
      await page.click("a", "Explore Pure Sciences");
      const shown = await waitInPage(
        page,
        "the Pure Sciences track",
        () => document.getElementById("stem-view-heading")?.textContent === "Pure Sciences" && location.search === "?track=pure-sciences",
      );
      expect(shown).toBe(true);
      expect(await page.evaluate(() => document.querySelector("main")?.textContent?.includes("5 subjects available"))).toBe(true);
      expect(await page.scriptErrors()).toEqual([]);
    });
  });

  describe(`${engine}, offline, on a phone new to the site`, () => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await launch(inject("siteOrigin"));
    });
    afterAll(async () => {
      await page?.close();
    });

    it("a visited page reads from the phone's store with the network cut; an unvisited one shows the offline page", async () => {
      await open(page, pathOf("home"));
      await waitInPage(page, "the service worker to control the page", () => navigator.serviceWorker.controller !== null);
      await open(page, pathOf("chess"));
      await waitInPage(page, "the service worker to keep /chess", (path) => caches.match(path).then(Boolean), pathOf("chess"));

      page.setOffline(true);
      try {
        await page.goto(pathOf("chess"));
        expect(await page.evaluate(heading)).toBe(routeTable.chess.title);
        await page.goto(pathOf("golf"));
        expect(await page.evaluate(heading)).toBe(routeTable.offline.title);
      } finally {
        page.setOffline(false);
      }
    });

    // After the check above on purpose: its offline page's script could not load the button's
    // module with no network, and WebKit remembered that failure for the rest of the tab (the
    // button then stayed hidden on every page) until the worker answered 503 instead.
    it("the 'Keep fees and term dates on this phone' button keeps the fee pages, the calendar and the directions to read offline", async () => {
      await open(page, pathOf("fees"));
      await waitInPage(page, "the service worker to control the page", () => navigator.serviceWorker.controller !== null);
      // The button shows once the page's script has seen the phone can keep pages: wait for it.
      await waitInPage(page, "the button to show", () => document.querySelector<HTMLElement>("[data-keep-offline] button")?.checkVisibility() === true);
      // The button's words end with the download's size, measured at build ('(about 70 KB)').
      const name = await page.evaluate(() => document.querySelector("[data-keep-offline] button")?.textContent?.replace(/\s+/g, " ").trim() ?? "");
      expect(name).toMatch(/^Keep fees and term dates on this phone \(about \d+ KB\)$/);
      await page.click("[data-keep-offline] button", name);
      await waitInPage(page, "the button to say the pages are kept", () => document.querySelector("[data-keep-offline] [role=status]")?.textContent?.startsWith("Kept on this phone on "));

      page.setOffline(true);
      try {
        for (const id of ["grade9fee", "events", "location"] as const) {
          await page.goto(pathOf(id));
          expect(await page.evaluate(heading), id).toBe(routeTable[id].title);
        }
      } finally {
        page.setOffline(false);
      }
    });
  });

  describe(`${engine}, the button for urgent notices (push on)`, () => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await launch(inject("pushSiteOrigin"));
    });
    afterAll(async () => {
      await page?.close();
    });

    it(`on /notices, a tap says in one sentence what to do, and focus stays on the button`, async () => {
      await open(page, pathOf("notices"));
      expect((await page.evaluate(pushOfferButtons)).shown).toEqual([`page: ${pushStatusWords.startLabel}`, `footer: ${pushStatusWords.startLabel}`]);
      await page.click("main [data-push-offer] button", pushStatusWords.startLabel);
      expect(await waitInPage(page, "the button's answer", pushOfferAnswer, pushAnswerWords.working)).toBe(pushAnswerWords[pushAnswer]);
      expect((await page.evaluate(pushOfferButtons)).focused, "focus on the button tapped").toBe(true);
      expect(await page.scriptErrors()).toEqual([]);
    });
  });
}
