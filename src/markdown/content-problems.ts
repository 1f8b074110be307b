import type { Root as Mdast } from "mdast";
import type { MdxJsxAttribute } from "mdast-util-mdx-jsx";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from "yaml";

/**
 * Checks a content file (src/content/**) for the two mistakes a web admin can make that
 * would otherwise ship quietly: a link to an address the site does not have, and a photo slot
 * with no photo. Every problem names its line, so the build can say exactly where to look
 * (src/integrations/site-build.ts runs this before anything is built).
 */

export interface ContentProblem {
  line: number;
  message: string;
}

export interface KnownTargets {
  /** Every address the site answers at: pages' canonical paths and declared aliases, and published files (/term-dates.ics), as spelt. */
  paths: ReadonlySet<string>;
  /** Every photo slot (file names in src/assets/photos/ without `.jpg`). */
  photoSlots: ReadonlySet<string>;
}

/** Attributes of the content components that hold a link or a photo slot. */
const linkAttributes = new Set(["to", "href", "page"]);
const slotAttributes = new Set(["slot", "photo"]);
/** Words a `to` may hold instead of an address (`<Button to="enquire" …/>`). */
const linkKeywords = new Set(["enquire"]);

function checkLink(target: string, known: KnownTargets, line: number): ContentProblem[] {
  if (!target.startsWith("/") || target.startsWith("//")) return [];
  const path = target.replace(/[?#].*$/, "") || "/";
  if (known.paths.has(path)) return [];
  const sameButCase = [...known.paths].find((p) => p.toLowerCase() === path.toLowerCase());
  const hint = sameButCase ? ` (did you mean ${sameButCase}?)` : "";
  return [{ line, message: `link to ${target}: no page of the site has this address${hint}` }];
}

function checkSlot(slot: string, known: KnownTargets, line: number): ContentProblem[] {
  if (known.photoSlots.has(slot)) return [];
  return [{ line, message: `photo slot '${slot}': no such photo in src/data/photos.json (the editor's Photos)` }];
}

/** The frontmatter block of a file, if any, and the line its first key is on. */
export function splitFrontmatter(text: string): { yaml: string; firstLine: number; body: string; bodyLine: number } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { yaml: "", firstLine: 1, body: text, bodyLine: 1 };
  const bodyLine = match[0].split("\n").length - (match[0].endsWith("\n") ? 1 : 0) + 1;
  return { yaml: match[1] ?? "", firstLine: 2, body: text.slice(match[0].length), bodyLine };
}

function checkYaml(source: string, firstLine: number, known: KnownTargets): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines });
  const lineOf = (node: YamlNode) => (node.range ? lines.linePos(node.range[0]).line + firstLine - 1 : firstLine);
  const walk = (node: unknown, key?: string) => {
    if (isMap(node)) {
      for (const pair of node.items) walk(pair.value, isScalar(pair.key) ? String(pair.key.value) : undefined);
    } else if (isSeq(node)) {
      for (const item of node.items) walk(item, key);
    } else if (isScalar(node) && typeof node.value === "string") {
      if (key && slotAttributes.has(key)) problems.push(...checkSlot(node.value, known, lineOf(node)));
      else problems.push(...checkLink(node.value, known, lineOf(node)));
    }
  };
  walk(document.contents);
  for (const error of document.errors) {
    problems.push({ line: (error.linePos?.[0]?.line ?? 1) + firstLine - 1, message: `the block between the --- lines is not valid YAML: ${error.message.split("\n")[0]}` });
  }
  return problems;
}

function checkMarkdown(body: string, bodyLine: number, known: KnownTargets, mdx: boolean): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const processor = mdx ? unified().use(remarkParse).use(remarkMdx) : unified().use(remarkParse);
  let tree: Mdast;
  try {
    tree = processor.parse(body) as Mdast;
  } catch (error) {
    const place = (error as { line?: number }).line;
    return [{ line: (place ?? 1) + bodyLine - 1, message: `cannot be read as MDX: ${(error as Error).message}` }];
  }
  const lineOf = (node: { position?: { start: { line: number } } }) => (node.position?.start.line ?? 1) + bodyLine - 1;
  visit(tree, (node) => {
    if (node.type === "link" || node.type === "definition") {
      problems.push(...checkLink(node.url, known, lineOf(node)));
    } else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      for (const attribute of node.attributes) {
        if (attribute.type !== "mdxJsxAttribute" || typeof attribute.value !== "string") continue;
        const { name, value } = attribute as MdxJsxAttribute & { value: string };
        if (slotAttributes.has(name)) problems.push(...checkSlot(value, known, lineOf(node)));
        if (linkAttributes.has(name) && !linkKeywords.has(value)) problems.push(...checkLink(value, known, lineOf(node)));
        // <Shared passage="…" links="/from → /to">: the address the page's links go to instead.
        if (name === "links") {
          for (const pair of value.split(",")) {
            const to = pair.split(/→|->/)[1]?.trim();
            if (to) problems.push(...checkLink(to, known, lineOf(node)));
          }
        }
      }
    }
  });
  return problems;
}

/** Every problem of one content file (Markdown, MDX or YAML), each with its line. */
export function checkContentFile(fileName: string, text: string, known: KnownTargets): ContentProblem[] {
  if (/\.ya?ml$/.test(fileName)) return checkYaml(text, 1, known);
  const { yaml, firstLine, body, bodyLine } = splitFrontmatter(text);
  return [...checkYaml(yaml, firstLine, known), ...checkMarkdown(body, bodyLine, known, fileName.endsWith(".mdx"))].sort(
    (a, b) => a.line - b.line,
  );
}

/** 'src/content/clubs/golf.mdx:12: link to /gollf: …', one line per problem. */
export function describeProblems(fileName: string, problems: readonly ContentProblem[]): string[] {
  return problems.map((problem) => `${fileName}:${problem.line}: ${problem.message}`);
}
