import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.PORT ?? 4173);
const baseURL = `http://localhost:${port}`;

/**
 * Browser tests run against the production server and build (`npm run build` first; `npm test`
 * does it). Debian's Chromium is used, never a downloaded browser; CHROMIUM_PATH overrides.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Nothing but this machine is reachable: make every other host fail at once, so
        // tests see the same failure a parent offline would (tests may still page.route them).
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
      ],
    },
  },
  webServer: {
    command: "node server/start.mjs",
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(port), HOST: "localhost", BUILD_DIR: process.env.BUILD_DIR ?? "build" },
    timeout: 180_000,
  },
});
