#!/usr/bin/env node
/**
 * `npm run check:publish`: the content path's checks, in order, before a change of content is
 * published (docs/decisions/049-content-path.md). Each can catch a content mistake, and nothing
 * else is run:
 * 1. the content check (`astro sync`: every data file against its schema, every link and photo of
 *    the words, every notice's and event's top against theirs);
 * 2. the build (`astro build`, at the build's clock: BUILD_TIME or now);
 * 3. the check of the built site (scripts/check-built-site.ts).
 *
 * `--step "content check"` runs one step alone. It prints each step's seconds. At the first step that fails it stops and prints the problems, one
 * a line, in the check's own words (`src/data/fees.json: grade8.termFee: must be more than 0`). In
 * GitHub Actions each is also an annotation of the run and a line of its summary, which is what the
 * web admin is shown: nothing is published, and the live site stays as it was.
 */
import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { astroCli } from "./astro-cli.ts";
import { checkBuiltSite } from "./check-built-site.ts";

const root = resolve(new URL("..", import.meta.url).pathname);

/** A step's result: its problems (none when it passed), and a line for the log. */
interface StepResult {
  problems: string[];
  line?: string;
}

interface Step {
  name: string;
  run(): Promise<StepResult>;
}

// Astro colours its log for a terminal; the problems are read without the colours.
// eslint-disable-next-line no-control-regex
const colour = /\u001b\[[0-9;]*m/g;

/**
 * The problems a failed `astro sync` or `astro build` printed, one a line, each naming its file:
 * the site's own checks list them under a line of their own; the content layer names the entry's
 * file under `Location:` and its fields above. Anything else: Astro's error line itself.
 */
export function problemsIn(output: string, projectRoot = root): string[] {
  const text = output.replace(colour, "");
  const own = [...text.matchAll(/^(?:The content has (?:a mistake|\d+ mistakes)|The site's content is not valid):\n((?:(?! {2}Stack trace:)[^\n]+\n?)+)/gm)].flatMap((match) =>
    match[1]!.trimEnd().split("\n"),
  );
  const entries = [...text.matchAll(/\[InvalidContentEntryDataError\][^\n]*\n\n((?: {2}\S[^\n]*\n)+)[\s\S]*?Location:\n\s+(\S+?)(?::\d+:\d+)?\n/g)].flatMap((match) => {
    const file = relative(projectRoot, match[2]!);
    return match[1]!.trimEnd().split("\n").map((line) => `${file}: ${line.trim()}`);
  });
  if (own.length + entries.length > 0) return [...own, ...entries];
  const errors = [...text.matchAll(/^(?:\d\d:\d\d:\d\d )?(?:\[ERROR\]|\[\w*Error\]) ?([^\n]*)(?:\n(?! {2}Stack trace:)([^\n]+))?/gm)].map((match) => [match[1], match[2]].filter(Boolean).join(" ").trim());
  return errors.filter(Boolean);
}

/** Runs a command of the project, its output shown as it comes and kept; its problems if it fails. */
function command(args: readonly string[]): Promise<StepResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on("error", fail);
    child.on("close", (code) => {
      if (code === 0) done({ problems: [] });
      else {
        const problems = problemsIn(output);
        done({ problems: problems.length > 0 ? problems : [`${args.slice(1).join(" ")} failed (exit ${code}): see the log above`] });
      }
    });
  });
}

export const steps: readonly Step[] = [
  { name: "content check", run: () => command([astroCli(), "sync"]) },
  { name: "build", run: () => command([astroCli(), "build"]) },
  {
    name: "check of the built site",
    run: async () => {
      const { problems, summary } = await checkBuiltSite(resolve(root, process.env.BUILD_DIR ?? "build"));
      return { problems, line: summary };
    },
  },
];

/** `%`, CR and LF as a workflow command's message must write them. */
function annotationText(text: string): string {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

/** What the run's summary says when the change was not published. */
export function failureSummary(step: string, problems: readonly string[]): string {
  return [
    `### Not published: the ${step} found ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}`,
    "",
    ...problems.map((problem) => `- \`${problem.replaceAll("`", "'")}\``),
    "",
    "The live site is as it was. Correct the value in the editor and save again.",
    "",
  ].join("\n");
}

/** `--step <name>` runs that step alone; by default, every step in order. */
async function main(args: readonly string[]): Promise<number> {
  const only = args[0] === "--step" ? args[1] : undefined;
  const chosen = only === undefined ? steps : steps.filter((step) => step.name === only);
  if (chosen.length === 0) {
    console.error(`No step '${only}': the steps are ${steps.map((step) => `'${step.name}'`).join(", ")}`);
    return 2;
  }
  const started = performance.now();
  const times: string[] = [];
  for (const step of chosen) {
    const stepStarted = performance.now();
    console.log(`\n▶ ${step.name}`);
    const { problems, line } = await step.run();
    const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
    times.push(`${step.name} ${seconds} s`);
    if (problems.length > 0) {
      console.error(`\n✘ ${step.name} (${seconds} s): not published.`);
      for (const problem of problems) console.error(`  ${problem}`);
      if (process.env.GITHUB_ACTIONS) {
        for (const problem of problems) console.log(`::error title=Not published::${annotationText(problem)}`);
        if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, failureSummary(step.name, problems));
      }
      return 1;
    }
    console.log(`✔ ${step.name} (${seconds} s)${line ? `: ${line}` : ""}`);
  }
  console.log(`\nReady to publish: ${times.join(", ")}; ${((performance.now() - started) / 1000).toFixed(1)} s in all.`);
  return 0;
}

if (import.meta.main) process.exit(await main(process.argv.slice(2)));
