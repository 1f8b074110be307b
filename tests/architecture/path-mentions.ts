import { existsSync, globSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/**
 * Finds the paths of this repository that comments and documents name (`src/…`, `server/…`,
 * `scripts/…`, `tests/…`, `docs/…`) and tells which of them are not there. Used by
 * stale-paths.test.ts; the rules are written out for people in docs/decisions/README.md.
 */

/** A stretch of a file that is commentary, by offsets into the file's text. */
export interface Span {
  start: number;
  end: number;
}

/** A path named in a file: the line it is on and the path as written (cleaned of punctuation). */
export interface PathMention {
  line: number;
  path: string;
  /** What follows the path on its line, to honour "(removed)". */
  restOfLine: string;
}

const prefixes = ["src/", "server/", "scripts/", "tests/", "docs/"];

/** Every comment of a TypeScript or JavaScript text, read by TypeScript's own parser. */
export function scriptComments(text: string, fileName: string): Span[] {
  const kind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.(js|mjs)$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, Span>();
  // The comments between two tokens are the trivia before the second one. Asking at each token
  // (not each node) is what keeps JSX text and regular expressions from being read as comments:
  // the parser has already decided what they are.
  const isJSDoc = (node: ts.Node) => node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode;
  const visit = (node: ts.Node) => {
    // A doc comment is a node of its own as well as trivia: it is read as trivia, like the others.
    const children = node.getChildren(source).filter((child) => !isJSDoc(child));
    if (children.length > 0) {
      children.forEach(visit);
      return;
    }
    if (node.kind === ts.SyntaxKind.JsxText || node.kind === ts.SyntaxKind.JsxTextAllWhiteSpaces) return;
    // Comments on the previous token's line are "trailing", the rest "leading": both are wanted.
    for (const range of [...(ts.getTrailingCommentRanges(text, node.pos) ?? []), ...(ts.getLeadingCommentRanges(text, node.pos) ?? [])]) {
      found.set(range.pos, { start: range.pos, end: range.end });
    }
  };
  visit(source);
  return [...found.values()].sort((a, b) => a.start - b.start);
}

/** `/* … *\/` comments of a stylesheet. */
export function styleComments(text: string, offset = 0): Span[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ start: offset + m.index, end: offset + m.index + m[0].length }));
}

/** The same length of spaces, so offsets and line numbers stay those of the file. */
const blank = (text: string) => text.replace(/[^\n]/g, " ");

/**
 * The comments of an Astro component: its frontmatter's and its scripts' (TypeScript), its styles'
 * (CSS), and in the template `<!-- -->` and `{/* *\/}`.
 */
export function astroComments(text: string, fileName: string): Span[] {
  const spans: Span[] = [];
  let template = text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (frontmatter) {
    const start = text.indexOf(frontmatter[1]!);
    spans.push(...scriptComments(frontmatter[1]!, fileName).map((s) => ({ start: s.start + start, end: s.end + start })));
    template = blank(frontmatter[0]) + text.slice(frontmatter[0].length);
  }
  for (const block of text.matchAll(/<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const start = block.index + block[0].indexOf(">") + 1;
    const body = block[2]!;
    const comments = block[1] === "style" ? styleComments(body) : scriptComments(body, fileName);
    spans.push(...comments.map((s) => ({ start: s.start + start, end: s.end + start })));
    template = template.slice(0, start) + blank(body) + template.slice(start + body.length);
  }
  for (const m of template.matchAll(/<!--[\s\S]*?-->|\{\s*(\/\*[\s\S]*?\*\/)\s*\}/g)) {
    const start = m.index + (m[1] ? m[0].indexOf(m[1]) : 0);
    spans.push({ start, end: start + (m[1] ?? m[0]).length });
  }
  return spans;
}

/** The commentary of a file: all of a Markdown document, the comments of code. */
export function commentary(fileName: string, text: string): Span[] {
  if (fileName.endsWith(".md")) return [{ start: 0, end: text.length }];
  if (fileName.endsWith(".astro")) return astroComments(text, fileName);
  if (fileName.endsWith(".css")) return styleComments(text);
  return scriptComments(text, fileName);
}

/**
 * The repository paths named inside the spans. A path is a run of `[A-Za-z0-9_./*{}[\]-]` (commas
 * allowed inside braces) starting with one of the prefixes; web addresses are skipped, as their
 * paths are another site's.
 */
export function pathMentions(text: string, spans: Span[]): PathMention[] {
  const mentions: PathMention[] = [];
  for (const span of spans) {
    const part = text.slice(span.start, span.end).replace(/\b[a-z]+:\/\/[^\s)>\]`'"]*/g, blank);
    for (const run of part.matchAll(/(?:[A-Za-z0-9_./*[\]-]|\{[^{}\s]*\})+/g)) {
      // Markdown's link brackets and emphasis and a leading ./ are not part of the path.
      const lead = /^[[*]*(?:\.\/)?/.exec(run[0])![0].length;
      let path = run[0].slice(lead).replace(/\.+$/, "");
      if (!prefixes.some((prefix) => path.startsWith(prefix))) continue;
      while (path.endsWith("]") && path.split("[").length < path.split("]").length) path = path.slice(0, -1);
      path = path.replace(/\*\*$/, "").replace(/\.+$/, "");
      const offset = span.start + run.index + lead;
      const lineEnd = text.indexOf("\n", offset) === -1 ? text.length : text.indexOf("\n", offset);
      mentions.push({
        line: text.slice(0, offset).split("\n").length,
        path,
        restOfLine: text.slice(offset + path.length, lineEnd),
      });
    }
  }
  return mentions;
}

/** A path followed on its line by "(removed" or "(since removed" names, on purpose, what is gone. */
export const saysRemoved = (mention: PathMention) => /^[`'"*]*\s*\((?:since )?removed\b/i.test(mention.restOfLine);

/** Whether the path names something in the repository at `root`. */
export function pathExists(root: string, path: string): boolean {
  // A decision named by its number alone (docs/decisions/007) is its file, 007-….md.
  const decision = /^docs\/decisions\/(\d{3})$/.exec(path);
  if (decision) return readdirSync(join(root, "docs/decisions")).some((name) => name.startsWith(`${decision[1]}-`));
  if (/[*{]/.test(path)) return globSync(path, { cwd: root }).length > 0;
  if (path.endsWith("/")) return existsSync(join(root, path)) && statSync(join(root, path)).isDirectory();
  return existsSync(join(root, path));
}

/** The paths a file names that are not in the repository, as `file:line: path`. */
export function stalePaths(root: string, fileName: string, text: string): string[] {
  return pathMentions(text, commentary(fileName, text))
    .filter((mention) => !saysRemoved(mention) && !pathExists(root, mention.path))
    .map((mention) => `${fileName}:${mention.line}: ${mention.path}`);
}
