/** The settings src/admin/editor-build/editor-shell.ts was given, as the editor's pages read them. */
declare module "virtual:editor-shell" {
  export const settings: import("./editor-shell-settings").EditorShellSettings;
  /** The project's folder, where `npm run admin` runs (local mode: the git repository the Publish page commits in). */
  export const projectRoot: string;
}
