import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { isInteractive } from "./page-interactive";

export { expect };
export type { Locator, Page };

/** Resolves once the page is interactive (tests/e2e/page-interactive.ts says what that means). */
export async function waitForInteractive(page: Page) {
  await page.waitForFunction(isInteractive, undefined, { polling: 50 });
}

/**
 * Playwright's `test`, with one change: `page.goto` and `page.reload` return once the page is
 * interactive (when JavaScript is on), so a click or a clock tick never lands on a page whose
 * handlers are not attached yet. Every browser test imports `test` from here.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const waitForHydration = () => waitForInteractive(page);
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        if (response === null || response.headers()["content-type"]?.startsWith("text/html")) await waitForHydration();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration();
        return response;
      };
    }
    await provide(page);
  },
});

/** WCAG 2.2 A and AA, every level before it included. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Collects page errors and console errors. Failures to reach hosts other than this machine
 * are expected here (the network is closed), so those are left out.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const url = message.location().url ?? "";
    const external = url !== "" && !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url);
    if (external || /net::ERR_(NAME_NOT_RESOLVED|FAILED|ABORTED|BLOCKED)/.test(message.text())) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * Resolves once the service worker has installed (its pages downloaded), controls the page and has
 * finished activating. It takes control part-way through activating (it then keeps the open page),
 * and Chromium gives a worker still activating no push message: one given then was lost.
 */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
    const worker = navigator.serviceWorker.controller!;
    if (worker.state !== "activated") {
      await new Promise<void>((resolve) => worker.addEventListener("statechange", () => worker.state === "activated" && resolve()));
    }
  });
}

/** Opens the fee calculator on a page: its heading in the page's words; scrolling to it starts the island (client:visible). */
export async function openCalculator(page: Page, path: string, sectionName: RegExp = /fees$/) {
  await page.goto(path);
  const section = page.getByRole("region", { name: sectionName }).filter({ has: page.locator("astro-island") });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("button", { name: "Add a child" })).toBeVisible();
  return section;
}

/** Opens a page and waits until it is interactive, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForInteractive(page);
  return response;
}
