#!/usr/bin/env node
/**
 * `npm run bench:publish`: the publishing workflow's content path on this machine, as a runner
 * does it (docs/decisions/049-content-path.md): a clean clone of the commit checked out here,
 * `npm install` from npm's cache, then `npm run check:publish`'s steps one by one (the content
 * check, the build, the check of the built site). Twice:
 * - cold: no photo made yet (a first run, or a cache evicted);
 * - warm: the photos' sizes of the cold run restored first, as the workflow's cache does.
 * A benchmark, not a test: it prints each step's seconds and the total beside the targets
 * (warm at most 150 s, cold at most 240 s on two cores), writes bench-results/publish.json, and
 * never fails on a number. Run it on a quiet machine: a build takes both cores.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const project = resolve(new URL("..", import.meta.url).pathname);
const photoCache = "node_modules/.astro/build/assets";
const targets = { cold: 240, warm: 150 };

interface Timed {
  step: string;
  seconds: number;
}

function timed(step: string, cwd: string, command: string, args: readonly string[]): Timed {
  const started = performance.now();
  const run = spawnSync(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", GITHUB_ACTIONS: "" } });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${step} failed (exit ${run.status}):\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-3000)}`);
  return { step, seconds };
}

/** The content path from a clean clone; `photosFrom`: a clone whose photo sizes to restore first. */
function contentPath(mode: "cold" | "warm", photosFrom?: string): { clone: string; steps: Timed[] } {
  const clone = join(mkdtempSync(join(tmpdir(), `bench-publish-${mode}-`)), "site");
  const steps: Timed[] = [timed("clean clone", project, "git", ["clone", "-q", "--no-local", project, clone])];
  steps.push(timed("npm install (from npm's cache)", clone, "npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"]));
  if (photosFrom) {
    const started = performance.now();
    mkdirSync(join(clone, photoCache), { recursive: true });
    cpSync(join(photosFrom, photoCache), join(clone, photoCache), { recursive: true });
    steps.push({ step: `photo sizes restored (${readdirSync(join(clone, photoCache)).length} files)`, seconds: (performance.now() - started) / 1000 });
  }
  for (const step of ["content check", "build", "check of the built site"]) steps.push(timed(step, clone, process.execPath, ["scripts/check-publish.ts", "--step", step]));
  return { clone, steps };
}

function report(mode: "cold" | "warm", steps: readonly Timed[]): { mode: string; total: number; target: number; steps: readonly Timed[] } {
  const total = steps.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(`\n${mode === "cold" ? "Cold (no photo made yet)" : "Warm (the photos' sizes restored)"}`);
  for (const { step, seconds } of steps) console.log(`  ${step.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s`);
  console.log(`  ${"total, clean clone to a built, checked site".padEnd(44)} ${total.toFixed(1).padStart(6)} s   (target ≤ ${targets[mode]} s: ${total <= targets[mode] ? "met" : "NOT met"})`);
  return { mode, total, target: targets[mode], steps };
}

const clones: string[] = [];
try {
  const cold = contentPath("cold");
  clones.push(cold.clone);
  const coldReport = report("cold", cold.steps);
  const warm = contentPath("warm", cold.clone);
  clones.push(warm.clone);
  const warmReport = report("warm", warm.steps);
  mkdirSync(join(project, "bench-results"), { recursive: true });
  writeFileSync(join(project, "bench-results", "publish.json"), `${JSON.stringify({ date: new Date().toISOString(), cold: coldReport, warm: warmReport }, null, 2)}\n`);
  console.log("\nWritten to bench-results/publish.json");
} finally {
  for (const clone of clones) if (existsSync(clone)) rmSync(join(clone, ".."), { recursive: true, force: true });
}
