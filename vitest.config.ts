import { defineConfig } from "vitest/config";

// Unit tests: pure logic and components (src/), the build's own steps, the server's routing, and
// the repository's architecture rules. Browser tests are Playwright's (tests/e2e).
export default defineConfig({
  resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "tests/architecture/**/*.test.ts"],
    environment: "node",
  },
});
