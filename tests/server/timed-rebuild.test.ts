/**
 * The hourly rebuild (docs/decisions/050-timed-rebuilds.md): the site is built again with the
 * current time, and published only when what it publishes differs from the last build. Here the
 * clock is the build's (BUILD_TIME): built inside the shipped alert's window, every page has the
 * alert; built after its end, none has; built twice after it, an hour apart, the two builds are
 * the same byte for byte, so the second would publish nothing.
 *
 * Three builds of the project, each into a folder of its own with the photos of the project's
 * last build (`npm run build`, run first by `npm test`) linked into its image cache, so each makes
 * no photo again. The three run side by side: a build is mostly one core's work, so on two cores
 * they took 58 s together against 75 s one after another (quiet machine).
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { astroCli } from "../../scripts/astro-cli.ts";
import { linkTree, runInCopy } from "../editor/editor-copy.ts";
import { publishedFiles, siteHash } from "../../scripts/site-hash.ts";

const project = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const alert = JSON.parse(readFileSync(join(project, "src/data/alert.json"), "utf8")) as { window: { start: string; end: string } };
/** A time the school writes ('2026-01-05 07:00', Kenya), `minutes` later, as BUILD_TIME takes it. */
const kenyaTime = (written: string, minutes: number) => new Date(Date.parse(`${written.replace(" ", "T")}:00+03:00`) + minutes * 60_000).toISOString();

const builds = {
  inside: { dir: "build-timed-inside", time: kenyaTime(alert.window.start, 30) },
  after: { dir: "build-timed-after", time: kenyaTime(alert.window.end, 60) },
  anHourLater: { dir: "build-timed-later", time: kenyaTime(alert.window.end, 120) },
};

async function buildAt({ dir, time }: { dir: string; time: string }) {
  const photos = join(project, "node_modules/.astro", process.env.BUILD_DIR ?? "build", "assets");
  rmSync(join(project, dir), { recursive: true, force: true });
  rmSync(join(project, "node_modules/.astro", dir), { recursive: true, force: true });
  if (existsSync(photos)) linkTree(photos, join(project, "node_modules/.astro", dir, "assets"));
  const built = await runInCopy(project, process.execPath, [astroCli(), "build"], { BUILD_DIR: dir, BUILD_TIME: time, ASTRO_TELEMETRY_DISABLED: "1" });
  if (built.code !== 0) throw new Error(`the build at ${time} failed:\n${built.output}`);
}

/** The pages of a build that carry the alert. */
function pagesWithTheAlert(dir: string): string[] {
  const client = join(project, dir, "client");
  return readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html") && readFileSync(join(client, file), "utf8").includes("data-site-alert="));
}

function pages(dir: string): string[] {
  return readdirSync(join(project, dir, "client"), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
}

describe("the hourly rebuild, with the build's clock set", () => {
  beforeAll(async () => {
    await Promise.all(Object.values(builds).map(buildAt));
  }, 600_000);
  afterAll(() => {
    for (const { dir } of Object.values(builds)) {
      rmSync(join(project, dir), { recursive: true, force: true });
      rmSync(join(project, "node_modules/.astro", dir), { recursive: true, force: true });
    }
  }, 60_000);

  it(`built inside the alert's window (${builds.inside.time}), every page has the alert`, () => {
    expect(pages(builds.inside.dir).length).toBeGreaterThan(60);
    expect(pagesWithTheAlert(builds.inside.dir)).toEqual(pages(builds.inside.dir));
  });

  it(`built after its end (${builds.after.time}), no page has it`, () => {
    expect(pagesWithTheAlert(builds.after.dir)).toEqual([]);
    expect(siteHash(join(project, builds.after.dir))).not.toBe(siteHash(join(project, builds.inside.dir)));
  });

  it(`built again an hour later (${builds.anHourLater.time}), with nothing ended between, every file is the same byte for byte, so nothing is published`, () => {
    const [after, later] = [builds.after.dir, builds.anHourLater.dir].map((dir) => join(project, dir));
    expect(publishedFiles(later!)).toEqual(publishedFiles(after!));
    const differing = publishedFiles(after!).filter((file) => !readFileSync(join(after!, file)).equals(readFileSync(join(later!, file))));
    expect(differing).toEqual([]);
    expect(siteHash(later!)).toBe(siteHash(after!));
  });
});
