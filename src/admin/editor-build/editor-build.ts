/**
 * The web admin's editor as the Node server runs it (`npm run build:admin`, astro.admin.config.ts):
 * Keystatic's GitHub mode only, where every save is a commit by a signed-in GitHub account. Its
 * local mode writes the files of the server with no sign-in at all, so it must never be built
 * for a server: the build refuses without a repository, and afterwards checks that the editor
 * it wrote stores nothing but to GitHub (docs/decisions/035-editor-on-the-node-server.md).
 */
import type { AstroIntegration } from "astro";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeCompressedCopies } from "../../integrations/compressed-copies";
import { editorManifestFile, type EditorManifest } from "./editor-manifest";
import { filesUnder } from "../../integrations/files-under";


/** `owner/name`, as GitHub spells a repository. */
const repositoryName = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;

/** The repository the editor commits to, from PUBLIC_KEYSTATIC_GITHUB_REPO: an error without one. */
export function editorRepository(env: Readonly<Record<string, string | undefined>>): string {
  const repo = env.PUBLIC_KEYSTATIC_GITHUB_REPO;
  if (!repo || !repositoryName.test(repo)) {
    throw new Error(
      "The admin build is for the Node server's GitHub mode only and needs PUBLIC_KEYSTATIC_GITHUB_REPO=owner/name " +
        `(now ${repo === undefined ? "unset" : JSON.stringify(repo)}). Without it the editor would write this computer's files ` +
        "with no sign-in: that is `npm run admin`, on one computer, never a server (README, Editing on the school's server).",
    );
  }
  return repo;
}

/**
 * Every storage the built editor was written with, read from its code (server and browser):
 * Keystatic's `storage: { kind: … }`. Anything but exactly GitHub is refused, and so is a build
 * where none is found, so a change to keystatic.config.ts cannot slip local mode through.
 */
export function builtStorageKinds(outDir: string): string[] {
  const kinds = new Set<string>();
  for (const file of filesUnder(outDir).filter((name) => /\.m?js$/.test(name))) {
    for (const [, kind] of readFileSync(file, "utf8").matchAll(/storage:\s*\{\s*kind:\s*"(\w+)"/g)) kinds.add(kind!);
  }
  return [...kinds].sort();
}

export function editorBuild(repo: string): AstroIntegration {
  return {
    name: "editor-build",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const outDir = dirname(clientDir);
        const kinds = builtStorageKinds(outDir);
        if (kinds.join() !== "github") throw new Error(`The built editor must store to GitHub only; its code has storage ${kinds.length ? kinds.join(", ") : "(none found)"}: check keystatic.config.ts's storage`);
        await writeCompressedCopies(filesUnder(clientDir));
        const manifest: EditorManifest = { storage: "github", repo };
        writeFileSync(join(outDir, editorManifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
        logger.info(`the editor commits to github.com/${repo}; its files precompressed (br, gz); ${editorManifestFile} written`);
      },
    },
  };
}
