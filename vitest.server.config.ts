import { defineConfig } from "vitest/config";
import unitConfig from "./vitest.config.ts";

// The servers against a production build (tests/server): run by `npm run test:server` after
// `npm run build` in `npm test`, never by `npm run test:unit`, which runs before any build.
export default defineConfig({
  ...unitConfig,
  test: { ...unitConfig.test, include: ["tests/server/**/*.test.ts"], fileParallelism: false },
});
