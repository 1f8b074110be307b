/**
 * The record the admin build writes beside itself (build/admin/admin-manifest.json, by
 * editor-build.ts) and the Node server checks before it serves the editor (server/editor.ts).
 * It imports nothing, so the server, which Node runs by stripping types, can import it as it is.
 */
export interface EditorManifest {
  storage: "github";
  /** The repository every save is committed to, `owner/name`. */
  repo: string;
}

export const editorManifestFile = "admin-manifest.json";
