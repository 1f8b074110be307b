import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Parent, Root, RootContent } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";

/**
 * `<Shared passage="programme-cards" />` in a page's Markdown stands for the words of
 * `src/content/shared/programme-cards.mdx`, put in its place before the page is laid out
 * (docs/content.md, Words on more than one page). Words two pages show are then written once:
 * the web admin changes the Mandarin card's sentence in one file, and both pages show it. The
 * passage is spliced in as Markdown, not rendered as a component, so the page's own layout steps
 * (cards, sections) treat its headings exactly as if the page had written them.
 */

const parser = unified().use(remarkParse).use(remarkMdx);

function passageName(node: MdxJsxFlowElement): string {
  const attribute = node.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === "passage");
  if (!attribute || typeof attribute.value !== "string" || !/^[a-z0-9-]+$/.test(attribute.value)) {
    throw new Error(`<Shared> needs passage="name", the name of a file in src/content/shared/ without .mdx`);
  }
  return attribute.value;
}

/** Replaces each `<Shared passage="…" />` under `parent` with the passage's Markdown, in place. */
function splice(parent: Parent, read: (name: string) => RootContent[]) {
  parent.children = parent.children.flatMap((child) => {
    if (child.type === "mdxJsxFlowElement" && child.name === "Shared") return read(passageName(child));
    if ("children" in child) splice(child, read);
    return [child];
  });
}

/** The remark plugin; `directory` holds the shared passages (src/content/shared). */
export function remarkSharedPassages({ directory }: { directory: string }) {
  const read = (name: string): RootContent[] => {
    const file = join(directory, `${name}.mdx`);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      throw new Error(`<Shared passage="${name}" />: there is no ${file}`);
    }
    // A passage may not hold another: one level keeps every page's words easy to find.
    return (parser.parse(text) as Root).children;
  };
  return (tree: Root) => splice(tree, read);
}
