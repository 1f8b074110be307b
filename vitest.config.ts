import { defineConfig } from "vitest/config";

// Unit tests: pure logic and components (src/), the build's own steps, the server's routing, and
// the repository's architecture rules. Browser tests are Playwright's (tests/e2e).
export default defineConfig({
  resolve: {
    alias: [
      { find: "~", replacement: new URL("./src", import.meta.url).pathname },
      // The editor's own parsing and writing of a page (src/admin/forms/) is in Keystatic's browser
      // build only: its Node build leaves those functions out. Tests of the editor use it.
      { find: /^@keystatic\/core$/, replacement: new URL("./node_modules/@keystatic/core/dist/keystatic-core.js", import.meta.url).pathname },
    ],
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/architecture/**/*.test.ts", "tests/editor/**/*.test.ts"],
    environment: "node",
    // A test's limit, not a wait: it ends as soon as the test does. Vitest's 5 s failed tests that
    // start git or a CLI on a loaded two-core machine (docs/decisions/066-test-tiers-and-waits.md).
    testTimeout: 30 * 1000,
    hookTimeout: 30 * 1000,
  },
});
