// The path of a request target as every part of the Node server reads it: the static pages
// (server/site-handler.ts) and the editor (server/editor.ts) refuse the same ones, so no part
// hands on a path its router would read differently (docs/site.md, Errors: 400).

/**
 * `rawPath` decoded once (never twice: `%252e` is the name `%2e`, not `.`), or undefined when it
 * is refused: it cannot be decoded, or holds a NUL, a backslash, or a `.` or `..` segment in any
 * spelling (`%2e%2e`, `.%2E`), which a URL parser would resolve into another path.
 */
export function decodedPath(rawPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (path.includes("\0") || path.includes("\\") || /(^|\/)\.\.?(\/|$)/.test(path)) return undefined;
  return path;
}
