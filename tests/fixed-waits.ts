/**
 * The no-fixed-wait rule for the tests (docs/testing.md, docs/decisions/066-test-tiers-and-waits.md),
 * applied by eslint.config.js to every test file and checked itself by
 * tests/architecture/fixed-waits.test.ts, which plants each kind of wait and sees lint refuse it.
 *
 * A test waits for what the user sees or for the event, never for a length of time: a fixed wait is
 * too short on a loaded machine (a flake) and too long on a quiet one (minutes lost). So:
 * - no `waitForTimeout`;
 * - no sleep: no `setTimeout` (or `setInterval`) with a delay inside a `new Promise`, no
 *   `node:timers/promises`;
 * - no `{ timeout: … }` over `longestWaitMs`: a wait that long hides a slow step, which belongs in a
 *   fixture (once per worker) or a benchmark.
 *
 * `longWaitFiles` and `pauseFiles` list the files that may wait longer, or pause between polls of a
 * state that has no event, each with its reason; nothing else may. No file may use `waitForTimeout`.
 */

import type { Linter } from "eslint";

/** The longest a test file may let one wait run (`{ timeout }` of an assertion, a poll, a fixture), in ms. */
export const longestWaitMs = 30_000;
/** The longest a test file may give one test (`it(name, { timeout }, …)`), in ms. */
export const longestTestMs = 60_000;

/** A timer that calls a bare function (`resolve`) or an arrow that only resolves: a sleep. A timer that ends something (`() => finish(true)`) is a deadline, and may stay. */
const sleepCall =
  ":matches(CallExpression[callee.name=/^set(Timeout|Interval)$/], CallExpression[callee.property.name=/^set(Timeout|Interval)$/]):matches([arguments.0.type='Identifier'], [arguments.0.body.callee.name=/^res/])";
const testBudget = "CallExpression[callee.name=/^(it|test|describe)$/] > ObjectExpression > Property[key.name='timeout']";

const rules = {
  waitForTimeout: {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: "no fixed wait in a test: wait for what the user sees (a web-first assertion) or for the event (docs/testing.md)",
  },
  timersPromises: {
    selector: "ImportDeclaration[source.value=/^(node:)?timers\\/promises$/]",
    message: "no sleep in a test: wait for the state or the event (docs/testing.md)",
  },
  sleep: {
    selector: `NewExpression[callee.name='Promise'] ${sleepCall}[arguments.length>1]:not([arguments.1.value=0])`,
    message: "no sleep in a test: wait for the state (expect.poll, a web-first assertion, vi.waitFor) or the event, or move the clock (page.clock, vi.useFakeTimers) (docs/testing.md)",
  },
  longWait: {
    selector: `Property[key.name='timeout'][value.type='Literal'][value.value>${longestWaitMs}]:not(${testBudget})`,
    message: `no wait longer than ${longestWaitMs / 1000} s in a test file: a slow step belongs in a fixture or a benchmark, or the file is listed in tests/fixed-waits.ts with its reason`,
  },
  longTest: {
    selector: `${testBudget}[value.type='Literal'][value.value>${longestTestMs}]`,
    message: `no test longer than ${longestTestMs / 1000} s: a slow step belongs in a fixture or a benchmark, or the file is listed in tests/fixed-waits.ts with its reason`,
  },
  longTestArgument: {
    selector: `CallExpression[callee.name=/^(it|test|beforeAll|afterAll|beforeEach|afterEach)$/][arguments.length>1] > Literal[value>${longestTestMs}]`,
    message: `no test or hook longer than ${longestTestMs / 1000} s: a slow step belongs in a fixture or a benchmark, or the file is listed in tests/fixed-waits.ts with its reason`,
  },
  longTestSet: {
    selector: `CallExpression[callee.object.name='test'][callee.property.name='setTimeout'][arguments.0.value>${longestTestMs}]`,
    message: `no test longer than ${longestTestMs / 1000} s: a slow step belongs in a fixture or a benchmark, or the file is listed in tests/fixed-waits.ts with its reason`,
  },
};

/** Test files and their helpers: what the rule binds. */
export const testFiles = ["tests/**/*.ts", "**/*.test.{ts,tsx}"];

/** The files that may give a wait or a test longer than the limits, and why. */
export const longWaitFiles: Record<string, string> = {
  "tests/editor/support.ts":
    "its worker fixtures start `npm run admin` (Vite compiles the editor from an empty cache) and build the copy of the site: minutes on two cores, once per worker",
  "tests/editor/github-editor.ts": "its worker fixture builds the editor for GitHub mode, once per worker",
  "tests/editor/alert-banner.spec.ts": "builds the copy of the site with the alert (a few minutes on a loaded machine): the test that asks gets the time",
  "tests/editor/local-publishing.spec.ts": "publishing runs the site's build in the copy before it commits: a minute on a loaded machine; the waits end on the page's words",
  "tests/editor/edits-reach-the-site.spec.ts": "an event is written by the editor after its form's images are processed, up to a minute on a loaded machine; the wait ends on the file",
  "tests/server/hostile-input.test.ts": "sends every request of the hostile corpus, and a slow body a byte every 2 s: the server's own 30 s limit is what it proves",
  "tests/server/editor.test.ts": "builds the editor in a copy, twice",
  "server/editor.test.ts": "builds the editor (npm run build:admin) in a copy",
  "scripts/check-publish.test.ts": "runs the content check (`astro sync`) in a copy of the project, twice",
  "tests/server/content-layer.test.ts": "runs `astro sync` in a copy of the project with a wrong value, once per test",
  "tests/server/timed-rebuild.test.ts": "builds the site three times, with the build's clock inside and after the alert's window",
};

/** The files that may pause between polls of a state that has no event, and why. */
export const pauseFiles: Record<string, string> = {
  "tests/editor/support.ts": "polls a server's first answer (no event tells it is listening) every 250 ms; the wait ends on the answer",
  "tests/engines/engine-page.ts": "WebDriver gives no event for a page's state: it polls every 100 ms; the wait ends on the state",
  "tests/engines/webkit.ts": "WebKitWebDriver gives no event for its start: it polls /status every 100 ms",
  "tests/editor/editor-copy.ts": "stopping a process: SIGKILL after 5 s if SIGTERM did not end it (a deadline, not a wait for a state)",
};

type Rule = (typeof rules)[keyof typeof rules];
const block = (files: string[], ignores: string[], chosen: Rule[]): Linter.Config => ({ files, ignores, rules: { "no-restricted-syntax": ["error", ...chosen] } });

/**
 * The rule as ESLint config blocks (eslint.config.js): a later block replaces no-restricted-syntax
 * for the files it names, so each mix of the two lists gets its own block.
 */
export function fixedWaitConfigs(): Linter.Config[] {
  const long = Object.keys(longWaitFiles);
  const pause = Object.keys(pauseFiles);
  const both = long.filter((file) => pause.includes(file));
  const always = [rules.waitForTimeout, rules.timersPromises];
  const limits = [rules.longWait, rules.longTest, rules.longTestArgument, rules.longTestSet];
  return [
    block(testFiles, [...long, ...pause], [...always, rules.sleep, ...limits]),
    block(long.filter((file) => !both.includes(file)), [], [...always, rules.sleep]),
    block(pause.filter((file) => !both.includes(file)), [], [...always, ...limits]),
    ...(both.length > 0 ? [block(both, [], always)] : []),
  ];
}
