import type { Element, ElementContent, RootContent } from "hast";
import type { MdxJsxFlowElementHast } from "mdast-util-mdx-jsx";

/**
 * The few things the build's layout steps (src/markdown/rehype-page-structure.ts, rehype-blocks.ts) do
 * with a page's tree: tell nodes apart, read their words and attributes, make elements.
 */

export type Node = RootContent | ElementContent | MdxJsxFlowElementHast;

export function isElement(node: Node | undefined, tag?: string): node is Element {
  return node?.type === "element" && (tag === undefined || node.tagName === tag);
}

export function isJsx(node: Node | undefined, name: string): node is MdxJsxFlowElementHast {
  return node?.type === "mdxJsxFlowElement" && node.name === name;
}

export function isBlank(node: Node): boolean {
  return node.type === "text" && node.value.trim() === "";
}

export function el(tagName: string, properties: Element["properties"], children: Node[]): Element {
  return { type: "element", tagName, properties, children: children as ElementContent[] };
}

/** The words of a node and everything in it. */
export function textOf(node: Node): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return (node.children as Node[]).map(textOf).join("");
  return "";
}

/** An attribute of a component as written: `columns="2"`, or the code of `columns={2}`. */
export function attribute(node: MdxJsxFlowElementHast, name: string): string | undefined {
  const found = node.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  if (!found || found.type !== "mdxJsxAttribute") return undefined;
  const value = found.value;
  if (typeof value === "string") return value;
  return value?.type === "mdxJsxAttributeValueExpression" ? value.value : undefined;
}
