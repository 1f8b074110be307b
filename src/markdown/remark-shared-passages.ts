import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Parent, Root, RootContent } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";

/**
 * `<Shared passage="programme-cards" />` in a page's Markdown stands for the words of
 * `src/content/shared/programme-cards.mdx`, put in its place before the page is laid out
 * (docs/content.md, Words on more than one page). Words two pages show are then written once:
 * the web admin changes the Mandarin card's sentence in one file, and both pages show it. The
 * passage is spliced in as Markdown, not rendered as a component, so the page's own layout steps
 * (cards, sections) treat its headings exactly as if the page had written them.
 */

const parser = unified().use(remarkParse).use(remarkMdx);

function attributeOf(node: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = node.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  return typeof attribute?.value === "string" ? attribute.value : undefined;
}

function passageName(node: MdxJsxFlowElement): string {
  const name = attributeOf(node, "passage");
  if (!name || !/^[a-z0-9-]+$/.test(name)) {
    throw new Error(`<Shared> needs passage="name", the name of a file in src/content/shared/ without .mdx`);
  }
  return name;
}

/**
 * `links="/seafarers → /seaferers"`: on this page, the passage's links to the first address go to
 * the second (pairs separated by commas). A page can so keep a spelling the school published
 * (docs/site.md, Routes and redirects) without writing the passage twice.
 */
function relinked(nodes: RootContent[], node: MdxJsxFlowElement, name: string): RootContent[] {
  const pairs = (attributeOf(node, "links") ?? "")
    .split(",")
    .filter((pair) => pair.trim() !== "")
    .map((pair) => pair.split(/→|->/).map((part) => part.trim()));
  for (const pair of pairs) {
    const [from, to] = pair;
    if (pair.length !== 2 || !from || !to) throw new Error(`<Shared passage="${name}" links="…">: write each pair as "/from → /to"`);
    let found = false;
    visit({ type: "root", children: nodes } as Root, "link", (link) => {
      if (link.url === from) {
        link.url = to;
        found = true;
      }
    });
    if (!found) throw new Error(`<Shared passage="${name}" links="…">: the passage has no link to ${from}`);
  }
  return nodes;
}

/** Replaces each `<Shared passage="…" />` under `parent` with the passage's Markdown, in place. */
function splice(parent: Parent, read: (name: string) => RootContent[]) {
  parent.children = parent.children.flatMap((child) => {
    if (child.type === "mdxJsxFlowElement" && child.name === "Shared") {
      const name = passageName(child);
      return relinked(read(name), child, name);
    }
    if ("children" in child) splice(child, read);
    return [child];
  });
}

/**
 * The remark plugin; `directory` holds the shared passages (src/content/shared). A Kiswahili page's
 * file (under `kiswahili.pages`, src/content/sw/) takes its passages from `kiswahili.directory`
 * (src/content/sw/shared), the same names (docs/decisions/063).
 */
export function remarkSharedPassages({ directory, kiswahili }: { directory: string; kiswahili?: { pages: string; directory: string } }) {
  const reader = (folder: string) => (name: string) => readPassage(folder, name);
  return (tree: Root, file?: { path?: string }) => {
    const inKiswahili = kiswahili !== undefined && (file?.path ?? "").startsWith(kiswahili.pages);
    splice(tree, reader(inKiswahili ? kiswahili.directory : directory));
  };
}

function readPassage(directory: string, name: string): RootContent[] {
  const file = join(directory, `${name}.mdx`);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(`<Shared passage="${name}" />: there is no ${file}`);
  }
  // A passage has no settings of its own; the editor still writes an empty block of them
  // (`---`, `{}`, `---`) at its top, which is not part of its words.
  const words = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "");
  // A passage may not hold another: one level keeps every page's words easy to find.
  return (parser.parse(words) as Root).children;
}
