import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { fixedWaitConfigs, longestTestMs, longestWaitMs } from "../fixed-waits.ts";

/**
 * The no-fixed-wait rule (tests/fixed-waits.ts, applied by eslint.config.js) refuses each kind of
 * wait planted in a test file, and lets the ways of waiting for a state or an event through.
 */
const linter = new Linter({ configType: "flat" });
const config: Linter.Config[] = [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser as Linter.Parser } }, ...fixedWaitConfigs()];
const refusals = (code: string, filename = "tests/e2e/planted.spec.ts") => linter.verify(code, config, { filename }).map((message) => message.message);

describe("the no-fixed-wait rule", () => {
  it("refuses waitForTimeout in a browser test, an editor test and a unit test, even in a file listed for long waits", () => {
    const planted = 'test("x", async ({ page }) => { await page.goto("/"); await page.waitForTimeout(1_000); });';
    for (const filename of ["tests/e2e/planted.spec.ts", "tests/editor/planted.spec.ts", "src/features/x/planted.test.ts", "tests/editor/support.ts"]) {
      expect(refusals(planted, filename), filename).toEqual([expect.stringMatching(/^no fixed wait in a test/)]);
    }
  });

  it("refuses a sleep: a timer resolving a promise, or node:timers/promises", () => {
    expect(refusals("await new Promise((resolve) => setTimeout(resolve, 1_500));")).toEqual([expect.stringMatching(/^no sleep/)]);
    expect(refusals("await new Promise((r) => window.setTimeout(() => resolve(), 300));")).toEqual([expect.stringMatching(/^no sleep/)]);
    expect(refusals('import { setTimeout as sleep } from "node:timers/promises";')).toEqual([expect.stringMatching(/^no sleep/)]);
  });

  it(`refuses a wait over ${longestWaitMs / 1000} s and a test over ${longestTestMs / 1000} s, but in a file listed with its reason`, () => {
    const longWait = `await expect(page.getByRole("heading")).toBeVisible({ timeout: ${longestWaitMs + 1} });`;
    const longTest = `it("x", { timeout: ${longestTestMs + 1} }, () => {}); test.setTimeout(${longestTestMs + 1}); beforeAll(() => {}, ${longestTestMs + 1});`;
    expect(refusals(longWait)).toEqual([expect.stringMatching(/^no wait longer than/)]);
    expect(refusals(longTest)).toEqual([expect.stringMatching(/^no test longer than/), expect.stringMatching(/^no test longer than/), expect.stringMatching(/^no test or hook longer than/)]);
    expect(refusals(longWait, "tests/editor/support.ts")).toEqual([]);
    expect(refusals(longTest, "scripts/check-publish.test.ts")).toEqual([]);
  });

  it("lets through waits for a state or an event, a timer that ends something, and a task's turn", () => {
    const waits = [
      `await expect(page.getByRole("status")).toHaveText("Saved", { timeout: ${longestWaitMs} });`,
      'await expect.poll(() => read("x")).toBe("y");',
      "await page.clock.runFor(2_000);",
      "await vi.advanceTimersByTimeAsync(300);",
      "await new Promise((resolve) => setTimeout(resolve, 0));",
      "await new Promise((resolve) => { const timer = setTimeout(() => finish(true), 30_000); socket.on('data', () => resolve(timer)); });",
    ];
    for (const code of waits) expect(refusals(code), code).toEqual([]);
  });
});
