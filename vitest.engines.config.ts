import { defineConfig } from "vitest/config";
import unitConfig from "./vitest.config.ts";

// Every page in Firefox ESR and WebKitGTK against a production build (tests/engines): run by
// `npm run test:engines` after the Playwright tests in `npm test`, one engine per file, the two
// files side by side.
export default defineConfig({
  ...unitConfig,
  test: {
    ...unitConfig.test,
    include: ["tests/engines/**/*.test.ts"],
    globalSetup: ["tests/engines/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
