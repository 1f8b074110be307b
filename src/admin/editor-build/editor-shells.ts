import { fileURLToPath } from "node:url";
import type { EditorShellSettings } from "../shell/editor-shell-settings";

/**
 * The editor's shell in each of its modes (src/admin/editor-build/editor-shell.ts, docs/decisions/053):
 * what its bar links to, where its state line is read, and its own pages.
 */

const title = "School website editor";
const barLabel = "Publishing";
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `npm run admin` (Keystatic's local mode, on 127.0.0.1): the Publish page, which commits the saved
 * changes and pushes them with this computer's git sign-in, Kiswahili to check, and the site as it
 * is edited.
 */
export const localEditorShell: EditorShellSettings = {
  mode: "local",
  title,
  barLabel,
  links: [
    { label: "Publish", href: "/keystatic/publish" },
    { label: "What parents read", href: "/keystatic/what-parents-read" },
    { label: "Kiswahili to check", href: "/keystatic/kiswahili" },
    { label: "See the site", href: "/", newTab: true },
  ],
  // How many saved changes wait to be published: read again when the editor reloads after a save.
  stateLine: { url: "/keystatic/publish/state" },
  routes: [
    { pattern: "/keystatic/publish", entrypoint: here("../publishing/local-mode/publish-page.astro") },
    { pattern: "/keystatic/publish/state", entrypoint: here("../publishing/local-mode/publish-state.ts") },
    // No server counts here: the page says where the figures are (docs/decisions/062).
    { pattern: "/keystatic/what-parents-read", entrypoint: here("../reads/figures-elsewhere-page.astro") },
    // The Kiswahili to write or bring up to date, from this computer's git (docs/decisions/067).
    { pattern: "/keystatic/kiswahili", entrypoint: here("../kiswahili/kiswahili-to-check-page.astro") },
  ],
};

/**
 * The Node server's editor (Keystatic's GitHub mode, astro.admin.config.ts), where each save is a
 * commit that the publishing workflow checks and publishes.
 *
 * Its pages: Publishing, the recent saves and where each stands (docs/decisions/051), and Earlier
 * versions, each file's history and putting a version back (docs/decisions/052); What parents read,
 * the school's figures (docs/decisions/062); Kiswahili to check (docs/decisions/067); the bar says the
 * newest save's state on every editor page, the first screen included.
 */
export const githubEditorShell: EditorShellSettings = {
  mode: "github",
  title,
  barLabel,
  links: [
    { label: "Publishing", href: "/keystatic/publishing" },
    { label: "What parents read", href: "/keystatic/what-parents-read" },
    { label: "Kiswahili to check", href: "/keystatic/kiswahili" },
    { label: "Earlier versions", href: "/keystatic/history" },
  ],
  // The newest save's state (docs/decisions/051), read again while the editor is open: a save
  // made in it is published within minutes.
  stateLine: { url: "/keystatic/publishing/state", refreshSeconds: 30 },
  routes: [
    { pattern: "/keystatic/publishing", entrypoint: here("../publishing/github-mode/publishing-page.astro") },
    { pattern: "/keystatic/publishing/state", entrypoint: here("../publishing/github-mode/publishing-state-line.ts") },
    { pattern: "/keystatic/history", entrypoint: here("../history/history-page.astro") },
    { pattern: "/keystatic/history/put-back", entrypoint: here("../history/put-back.ts") },
    { pattern: "/keystatic/what-parents-read", entrypoint: here("../reads/what-parents-read-page.astro") },
    // The Kiswahili to write or bring up to date, from GitHub's commits (docs/decisions/067).
    { pattern: "/keystatic/kiswahili", entrypoint: here("../kiswahili/kiswahili-to-check-page.astro") },
  ],
};
