import type { Parent, Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";

/**
 * Leaves out of every page the components a build does not offer, with everything they hold:
 * `<NoticesOnPhones>…</NoticesOnPhones>` in a build without notices on phones (astro.config.ts;
 * docs/decisions/055). Taken out of the Markdown before it is compiled, not rendered as nothing,
 * so the page is the same, byte for byte, as one whose file never had them: a component rendered
 * empty still leaves a line break, and counts as one more React render in the islands' names.
 */
export function remarkLeftOutComponents({ names }: { names: readonly string[] }) {
  const leftOut = new Set(names);
  const prune = (parent: Parent) => {
    parent.children = parent.children.filter((child) => !(child.type === "mdxJsxFlowElement" && leftOut.has((child as MdxJsxFlowElement).name ?? "")));
    for (const child of parent.children) if ("children" in child) prune(child as Parent);
  };
  return (tree: Root) => {
    if (leftOut.size > 0) prune(tree);
  };
}
