import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../scripts/free-port.ts";
import { startNodeServer } from "../server/node-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The production server every engine's proxy forwards to. */
    siteOrigin: string;
  }
}

/**
 * One production server (`node server/start.ts`) for both engines, on PORT when given, else on
 * a free port. It serves the build `npm test` has just made (or BUILD_DIR).
 */
export default async function setup(project: TestProject) {
  const buildDir = resolve(process.env.BUILD_DIR ?? "build");
  if (!existsSync(join(buildDir, "site-manifest.json"))) {
    throw new Error(`the engine smoke needs a production build in ${buildDir}: run \`npm run build\` first (npm test does), or set BUILD_DIR`);
  }
  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const server = await startNodeServer({ buildDir, port, host: "127.0.0.1" });
  project.provide("siteOrigin", `http://127.0.0.1:${port}`);
  return () => server.stop();
}
