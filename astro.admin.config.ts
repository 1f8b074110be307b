import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { editorBuild, editorRepository } from "./src/admin/editor-build/editor-build";
import { editorShell } from "./src/admin/editor-build/editor-shell";
import { githubEditorShell } from "./src/admin/editor-build/editor-shells";

/**
 * The web admin's editor for the Node server (`npm run build:admin`, scripts/build-admin.ts):
 * Keystatic's pages and API in GitHub mode, in the editor's shell, nothing else, built into build/admin for
 * server/start.ts to hand /keystatic and /api/keystatic/* to (docs/decisions/035). The public
 * site is astro.config.ts's build, which never carries the editor.
 */

// Refuses at once without PUBLIC_KEYSTATIC_GITHUB_REPO: keystatic.config.ts would then be local mode.
const repo = editorRepository(process.env);
const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  // Keystatic's routes render on request: a server build, as middleware the site's own server calls.
  output: "server",
  adapter: node({ mode: "middleware" }),
  // No pages of the site: the only routes are Keystatic's two, its page inside the editor's shell,
  // and the shell's own under /keystatic/ (docs/decisions/053). A folder that does not exist, so no
  // page, content collection or file of public/ of the site comes in.
  srcDir: "./.astro/admin-build-src",
  publicDir: "./.astro/admin-build-src/public",
  // scripts/build-admin.ts moves it to build/admin once the build has succeeded.
  outDir: `${buildDir}/admin-next`,
  cacheDir: "./node_modules/.astro/admin-build",
  // Every file of its own is under /keystatic/, so the server routes one prefix to it.
  build: { assets: "keystatic/assets" },
  integrations: [react(), editorShell(githubEditorShell), editorBuild(repo)],
  // The GitHub sign-in sends the browser back to the address it came from, as the TLS proxy in
  // front passes it (Host, X-Forwarded-Proto: https): the site's own, or an admin host's (README).
  // Over plain http only this computer, for a trial; any other is read as http://localhost, which
  // no GitHub App accepts as its callback.
  security: {
    allowedDomains: [
      { protocol: "https" },
      { hostname: "127.0.0.1", protocol: "http" },
      { hostname: "localhost", protocol: "http" },
    ],
  },
  // The editor's own code is minified, with no warning for its size: one person downloads it, once.
  vite: { build: { chunkSizeWarningLimit: 4096 } },
});
