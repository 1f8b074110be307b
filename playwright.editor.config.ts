import { defineConfig } from "@playwright/test";
import siteTests from "./playwright.config";

/**
 * The web admin's editor, end to end (tests/editor, `npm run test:editor`): each run copies the
 * project into a temporary folder, starts `npm run admin` there and edits it in Chromium, then
 * builds and serves the copy to read the pages as a parent would. One worker: the tests share the
 * copy and its editor, and a build takes both cores. EDITOR_PORT and EDITOR_SITE_PORT pin the
 * two servers' ports (a free port otherwise).
 */
export default defineConfig({
  testDir: "tests/editor",
  // Only the browser tests: tests/editor/*.test.ts are unit tests of their helpers (npm run test:unit).
  testMatch: "*.spec.ts",
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 120_000,
  // As the site's tests (playwright.config.ts): a limit, not a wait.
  expect: siteTests.expect,
  reporter: [["list"]],
  // The browser the site's tests use: Debian's Chromium, every host beyond this machine unreachable.
  use: { ...siteTests.use, baseURL: undefined, viewport: { width: 1280, height: 900 }, trace: "retain-on-failure" },
});
