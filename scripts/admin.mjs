#!/usr/bin/env node
/**
 * `npm run admin`: the web admin's editor and a live preview of the site, on this computer only
 * (127.0.0.1). The editor writes the files in src/ directly (Keystatic's local mode, no account);
 * the preview shows each change as it is saved. Stop both with Ctrl+C.
 */
import { spawn } from "node:child_process";

const port = Number(process.env.PORT ?? 4321);
const host = "127.0.0.1";
const child = spawn(process.execPath, ["node_modules/astro/bin/astro.mjs", "dev", "--host", host, "--port", String(port)], {
  env: { ...process.env, SITE_EDITOR: "local", ASTRO_TELEMETRY_DISABLED: "1" },
  stdio: ["inherit", "pipe", "inherit"],
});

let announced = false;
child.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /ready in|Local/.test(String(chunk))) {
    announced = true;
    console.log(`\n  The editor:           http://${host}:${port}/keystatic`);
    console.log(`  The site, as you edit: http://${host}:${port}/\n`);
  }
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
