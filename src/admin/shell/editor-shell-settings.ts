/**
 * What the page around the web admin's editor carries, in both of its modes (docs/decisions/053):
 * `npm run admin` (local mode, astro.config.ts) and the Node server's editor (GitHub mode,
 * astro.admin.config.ts). src/admin/editor-build/editor-shell.ts takes these settings; the editor's page
 * (src/admin/shell/editor-page.astro) and its bar read them.
 *
 * No imports: the settings are written into the page's code as they are (JSON).
 */

/** An address the editor owns: its page and everything under it, which the Node server hands to the admin build. */
export type EditorAddress = `/keystatic/${string}`;

/** A link of the editor's bar, in the web admin's words. */
export interface EditorBarLink {
  /** The link's words: "Publish", "Publishing". */
  label: string;
  /** Where it goes: one of the shell's own pages (`routes`), or the site (`/`). */
  href: EditorAddress | "/";
  /** Opens in a tab of its own (the site beside the editor), said in the link's words for a screen reader too. */
  newTab?: boolean;
}

/**
 * The one line of state the bar shows beside its links, as the address `EditorStateSource.url`
 * answers it: JSON of this shape with 200, or 204 when there is nothing to say (the line stays empty).
 * Local mode: how many saved changes are not yet published. GitHub mode: the newest save's state
 * ("Being checked and published (about 2 minutes)", "Live since 10:42", "Not published: …").
 */
export interface EditorStateLine {
  text: string;
  /** How the line is marked: a change under way, done, failed, or just said. */
  tone: "neutral" | "under-way" | "done" | "failed";
}

/** Where the bar reads its state line from, and how often it asks again while the editor is open. */
export interface EditorStateSource {
  url: EditorAddress;
  /**
   * Asked again every so many seconds while the tab is shown (and when it is shown again); none:
   * once per page (the editor reloads its page after each save, so the line is read anew then).
   */
  refreshSeconds?: number;
}

/** A page or endpoint of the shell's own, rendered on request under /keystatic/… (never prerendered). */
export interface EditorRoute {
  /** A static address under /keystatic/: it wins over Keystatic's own `/keystatic/[...params]`. */
  pattern: EditorAddress;
  /** The route's module (an .astro page or a .ts endpoint), as a file URL or an absolute path. */
  entrypoint: string;
}

export interface EditorShellSettings {
  /** Which editor: Keystatic's local mode (`npm run admin`) or its GitHub mode (the Node server). */
  mode: "local" | "github";
  /** The words every editor page's title ends with, after the screen's own heading. */
  title: string;
  /** What the bar (a `<nav>`) is called for a screen reader. */
  barLabel: string;
  /** The bar's links, in order. */
  links: readonly EditorBarLink[];
  /** The bar's state line, or none. */
  stateLine?: EditorStateSource;
  /** The shell's own pages and endpoints. Without the editor none exists: each answers 404, as /keystatic does. */
  routes: readonly EditorRoute[];
}
