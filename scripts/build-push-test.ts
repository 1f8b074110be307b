#!/usr/bin/env node
// `npm run build:push-test`: the site built as a school with push on would build it, into
// build-push/ (BUILD_DIR overrides), with the tests' public key (tests/fixtures/push-test-keys.ts):
// the build the browser tests of the button for urgent notices run against (playwright.config.ts,
// project "push"). `npm test` makes it after the public build, which stays without push.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import { pushTestKeys } from "../tests/fixtures/push-test-keys.ts";
import { astroCli } from "./astro-cli.ts";

const buildDir = process.env.BUILD_DIR ?? "build-push";
// The photos' optimised copies are the same in both builds: start from the public build's, if it has made them.
const cache = "node_modules/.astro";
if (!existsSync(`${cache}/${buildDir}`) && existsSync(`${cache}/build`)) cpSync(`${cache}/build`, `${cache}/${buildDir}`, { recursive: true });

const env: NodeJS.ProcessEnv = { ...process.env, BUILD_DIR: buildDir, PUBLIC_PUSH_VAPID_PUBLIC_KEY: pushTestKeys.publicKey };
// The server keeps the subscriptions on the site's own origin here.
delete env.PUBLIC_PUSH_SERVER_ORIGIN;
delete env.SITE_EDITOR;
const result = spawnSync(process.execPath, [astroCli(), "build"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
