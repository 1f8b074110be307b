#!/usr/bin/env node
/**
 * `npm run build:admin`: builds the web admin's editor for the Node server (Keystatic's GitHub
 * mode, astro.admin.config.ts) into build/admin, beside the public build. Needs
 * PUBLIC_KEYSTATIC_GITHUB_REPO=owner/name; refuses without it (local mode never goes on a server).
 *
 * It builds into build/admin-next and puts that in build/admin's place only once the build has
 * succeeded, so a failed build leaves the editor that was there as it was.
 */
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const next = resolve(buildDir, "admin-next");
const live = resolve(buildDir, "admin");
const old = resolve(buildDir, "admin-old");

rmSync(next, { recursive: true, force: true });
const started = Date.now();
const result = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build", "--config", "astro.admin.config.ts"], {
  stdio: "inherit",
  env: { ...process.env, BUILD_DIR: buildDir, ASTRO_TELEMETRY_DISABLED: "1" },
});
if (result.status !== 0) {
  rmSync(next, { recursive: true, force: true });
  console.error(`The admin build failed: ${existsSync(live) ? `${live} is unchanged` : "there is no admin build"}.`);
  process.exit(result.status ?? 1);
}
rmSync(old, { recursive: true, force: true });
if (existsSync(live)) renameSync(live, old);
renameSync(next, live);
rmSync(old, { recursive: true, force: true });
console.log(`The editor for the Node server is built in ${live} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
