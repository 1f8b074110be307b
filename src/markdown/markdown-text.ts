import type { Nodes, Root } from "mdast";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";

/**
 * The words of a content file as plain text, for places that take no markup (a calendar event's
 * description, a search engine's): each paragraph, heading or list item on a line of its own,
 * blank lines between blocks; links keep their words; components (`<Button … />`) are left out.
 */

const parser = unified().use(remarkParse).use(remarkMdx);

function inlineText(node: Nodes): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (node.type === "break") return " ";
  if (node.type.startsWith("mdx")) return "";
  return "children" in node ? node.children.map((child) => inlineText(child as Nodes)).join("") : "";
}

function blocks(node: Nodes): string[] {
  switch (node.type) {
    case "paragraph":
    case "heading":
      return [inlineText(node).replace(/\s+/g, " ").trim()];
    case "list":
      return [node.children.map((item) => `- ${item.children.flatMap((child) => blocks(child as Nodes)).join(" ")}`).join("\n")];
    case "blockquote":
      return node.children.flatMap((child) => blocks(child as Nodes));
    default:
      return [];
  }
}

export function markdownText(markdown: string): string {
  const root = parser.parse(markdown) as Root;
  return root.children
    .flatMap((child) => blocks(child as Nodes))
    .filter((text) => text !== "")
    .join("\n\n");
}
