import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../scripts/free-port.ts";
import { pushTestEnvironment } from "../fixtures/push-test-keys.ts";
import { startNodeServer } from "../server/node-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The production server every engine's proxy forwards to. */
    siteOrigin: string;
    /** The same server with push on, serving the build that offers the button for urgent notices. */
    pushSiteOrigin: string;
  }
}

/** Fails at once, saying what to run, when a build the smoke serves is missing. */
function requireBuild(buildDir: string, how: string) {
  if (!existsSync(join(buildDir, "site-manifest.json"))) {
    throw new Error(`the engine smoke needs a production build in ${buildDir}: run ${how} first (npm test does)`);
  }
}

/**
 * Two production servers (`node server/start.ts`) for both engines: the build `npm test` has just
 * made (or BUILD_DIR), on PORT when given, else on a free port; and the push build
 * (`npm run build:push-test`, or PUSH_BUILD_DIR) with the server's four push settings, as the
 * Playwright "push" project serves it, its subscriptions in a database of its own.
 */
export default async function setup(project: TestProject) {
  const buildDir = resolve(process.env.BUILD_DIR ?? "build");
  const pushBuildDir = resolve(process.env.PUSH_BUILD_DIR ?? "build-push");
  requireBuild(buildDir, "`npm run build` (or set BUILD_DIR)");
  requireBuild(pushBuildDir, "`npm run build:push-test` (or set PUSH_BUILD_DIR)");

  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const server = await startNodeServer({ buildDir, port, host: "127.0.0.1" });
  const pushDatabase = mkdtempSync(join(tmpdir(), "engine-smoke-push-"));
  const pushPort = await freePort();
  const pushServer = await startNodeServer({ buildDir: pushBuildDir, port: pushPort, host: "127.0.0.1", env: pushTestEnvironment(join(pushDatabase, "push.db")) });
  project.provide("siteOrigin", `http://127.0.0.1:${port}`);
  project.provide("pushSiteOrigin", `http://127.0.0.1:${pushPort}`);
  return async () => {
    await Promise.all([server.stop(), pushServer.stop()]);
    rmSync(pushDatabase, { recursive: true, force: true });
  };
}
