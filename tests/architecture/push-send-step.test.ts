/**
 * The publishing workflow sends new notices to parents' phones after each publish to the Node
 * server (issue 31; docs/decisions/055): the last step of its node-server job starts the unit the
 * README's developer part writes out, which runs `npm run push:send` with the server's settings.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { workflowsDir } from "../../scripts/lint-workflows.ts";

const workflow = parse(readFileSync(join(workflowsDir, "publish.yml"), "utf8")) as { jobs: Record<string, { steps: { run?: string }[] }> };
const readme = readFileSync(join(workflowsDir, "../../README.md"), "utf8");

describe("sending notices to phones after a publish", () => {
  it("is the last step of the job that publishes to the Node server, and cannot fail the publish", () => {
    const steps = workflow.jobs["node-server"]!.steps;
    const last = steps.at(-1)!.run ?? "";
    expect(last).toContain("sudo systemctl start school-website-push");
    expect(last).toMatch(/::warning title=Notices not sent to phones::/);
    // After the server restarted on the new release.
    expect(steps.findIndex((step) => step.run?.includes("systemctl restart school-website"))).toBeLessThan(steps.length - 1);
  });

  it("runs the unit the README writes out: npm run push:send in the live release, with the server's settings", () => {
    const unit = /```ini\n(\[Unit\]\nDescription=School website: send new notices to parents' phones[\s\S]*?)```/.exec(readme)?.[1] ?? "";
    expect(unit).toContain("Type=oneshot");
    expect(unit).toContain("WorkingDirectory=/srv/school-website/current");
    expect(unit).toContain("EnvironmentFile=/etc/school-website.env");
    expect(unit).toContain("ExecStart=/usr/local/bin/node scripts/push-send.ts");
    expect(JSON.parse(readFileSync(join(workflowsDir, "../../package.json"), "utf8")).scripts["push:send"]).toBe("node scripts/push-send.ts");
  });
});
