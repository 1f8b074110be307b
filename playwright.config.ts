import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromiumPath } from "./scripts/engines.ts";
import { defaultHost, defaultPort } from "./server/address.ts";

const port = Number(process.env.PORT ?? defaultPort);
const baseURL = `http://${defaultHost}:${port}`;
// The server-behaviour tests also run against nginx with the server block the build generated
// (scripts/serve-nginx.ts, docs/decisions/011-deploy-files.md).
const nginxPort = Number(process.env.NGINX_PORT ?? port + 1);
const nginxURL = `http://127.0.0.1:${nginxPort}`;
const buildDir = process.env.BUILD_DIR ?? "build";
// A build made before the deploy files existed has no server block: the nginx tests then fail
// (nothing listens) while the rest still run against the Node server.
const hasNginxBlock = existsSync(join(buildDir, "deploy", "nginx.conf"));
// The button for urgent notices, and the server tests again, against a build with push on and the
// Node server with its four push settings (tests/e2e/push-site.ts; `npm run build:push-test`, which
// `npm test` runs). Without that build the push project's tests fail (nothing listens), as the
// nginx ones do without a server block, while the rest run as before.
const pushPort = Number(process.env.PUSH_SITE_PORT ?? port + 2);
const pushURL = `http://${defaultHost}:${pushPort}`;
const pushBuildDir = process.env.PUSH_BUILD_DIR ?? "build-push";
const hasPushBuild = existsSync(join(pushBuildDir, "site-manifest.json"));

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
  // How long a web-first assertion or expect.poll waits for the state before it fails (5 s by
  // default): it returns as soon as the state holds, so a longer limit costs nothing when the
  // test passes, and keeps a loaded machine (two cores, a build beside) from failing a test
  // that is right (docs/decisions/066-test-tiers-and-waits.md).
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromiumPath,
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
  projects: [
    { name: "node", use: { baseURL }, testIgnore: "push-notices.spec.ts" },
    { name: "nginx", use: { baseURL: nginxURL }, testMatch: "server.spec.ts" },
    { name: "push", use: { baseURL: pushURL }, testMatch: ["push-notices.spec.ts", "server.spec.ts"] },
  ],
  webServer: [
    {
      command: "node server/start.ts",
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      env: { PORT: String(port), HOST: defaultHost, BUILD_DIR: buildDir },
      timeout: 180_000,
    },
    ...(hasPushBuild
      ? [
          {
            command: "node tests/e2e/push-site.ts",
            url: pushURL,
            reuseExistingServer: !process.env.CI,
            env: { PORT: String(pushPort), HOST: defaultHost, BUILD_DIR: pushBuildDir },
            timeout: 60_000,
            // SIGTERM lets the script stop the server and remove its database.
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
          },
        ]
      : []),
    ...(hasNginxBlock
      ? [
          {
            command: "node scripts/serve-nginx.ts",
            url: nginxURL,
            reuseExistingServer: !process.env.CI,
            env: { PORT: String(nginxPort), BUILD_DIR: buildDir },
            timeout: 60_000,
            // SIGTERM lets the script stop nginx and remove its temporary directory.
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
