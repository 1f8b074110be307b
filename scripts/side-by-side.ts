#!/usr/bin/env node
// Runs lines of npm scripts side by side, each line's scripts one after another:
//   node scripts/side-by-side.ts "lint test:unit" "build build:push-test"
// runs lint then test:unit, and beside them build then build:push-test (docs/testing.md: the
// parts that need nothing of each other share the two cores). Each script's output is printed
// whole once it ends, so two never interleave; then its time and the machine's load. Exits 1
// if any script failed, once every line has ended (a line stops at its first failure).
import { spawn } from "node:child_process";
import { loadavg } from "node:os";

const lines = process.argv.slice(2).map((line) => line.split(/\s+/).filter(Boolean));
if (lines.length === 0 || lines.some((line) => line.length === 0)) {
  console.error('usage: node scripts/side-by-side.ts "script script…" ["script…" …]');
  process.exit(2);
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(" ");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(script: string): Promise<boolean> {
  const startedAt = Date.now();
  const loadBefore = load();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" } });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      process.stdout.write(`\n── npm run ${script} ──\n${Buffer.concat(output).toString()}`);
      console.log(`── npm run ${script}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds} s (load average ${loadBefore} before, ${load()} after)`);
      resolve(code === 0);
    });
  });
}

async function runLine(scripts: string[]): Promise<boolean> {
  for (const script of scripts) if (!(await run(script))) return false;
  return true;
}

const results = await Promise.all(lines.map(runLine));
process.exit(results.every(Boolean) ? 0 : 1);
