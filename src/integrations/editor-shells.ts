import { fileURLToPath } from "node:url";
import type { EditorShellSettings } from "../editor/shell/editor-shell-settings";

/**
 * The editor's shell in each of its modes (src/integrations/editor-shell.ts, docs/decisions/053):
 * what its bar links to, where its state line is read, and its own pages.
 */

const title = "School website editor";
const barLabel = "Publishing";
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `npm run admin` (Keystatic's local mode, on 127.0.0.1): the Publish page, which commits the saved
 * changes and pushes them with this computer's git sign-in, and the site as it is edited.
 */
export const localEditorShell: EditorShellSettings = {
  mode: "local",
  title,
  barLabel,
  links: [
    { label: "Publish", href: "/keystatic/publish" },
    { label: "See the site", href: "/", newTab: true },
  ],
  // How many saved changes wait to be published: read again when the editor reloads after a save.
  stateLine: { url: "/keystatic/publish/state" },
  routes: [
    { pattern: "/keystatic/publish", entrypoint: here("./local-publishing/publish-page.astro") },
    { pattern: "/keystatic/publish/state", entrypoint: here("./local-publishing/publish-state.ts") },
  ],
};

/**
 * The Node server's editor (Keystatic's GitHub mode, astro.admin.config.ts), where each save is a
 * commit that the publishing workflow checks and publishes.
 *
 * THE HOOK for the publishing page (issue 30, Build 1) and the history (Build 2): add the page's link
 * to `links` ({ label: "Publishing", href: "/keystatic/publishing" }), its routes to `routes` (static
 * addresses under /keystatic/, so the server hands them to the admin build and they win over
 * Keystatic's own), and the newest save's state as `stateLine` ({ url: "/keystatic/publishing/state",
 * refreshSeconds: 30 }): an endpoint that answers an EditorStateLine as JSON, or 204 when there is
 * nothing to say (signed out, no save yet). The bar shows it on every editor page, the first screen
 * included.
 */
export const githubEditorShell: EditorShellSettings = {
  mode: "github",
  title,
  barLabel,
  links: [],
  routes: [],
};
