import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Root } from "mdast";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { remarkSharedPassages } from "./remark-shared-passages";

const directory = mkdtempSync(join(tmpdir(), "shared-passages-"));
writeFileSync(join(directory, "two-cards.mdx"), "### Aviation\n\nFlight and navigation.\n\n[Explore Aviation](/cadet)\n\n### Mandarin\n\nHSK 1 and 2.\n");

function transform(markdown: string): Root {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(markdown) as Root;
  remarkSharedPassages({ directory })(tree);
  return tree;
}

describe("shared passages (docs/content.md, Words on more than one page)", () => {
  it("puts the passage's Markdown where the page names it, inside the page's own components", () => {
    const tree = transform('## Programmes\n\n<Cards>\n\n### Curriculum\n\n<Shared passage="two-cards" />\n\n</Cards>\n');
    const cards = tree.children[1];
    expect(cards).toMatchObject({ type: "mdxJsxFlowElement", name: "Cards" });
    const headings = (cards as { children: Root["children"] }).children
      .filter((node) => node.type === "heading")
      .map((node) => (node.type === "heading" && node.children[0]?.type === "text" ? node.children[0].value : ""));
    expect(headings).toEqual(["Curriculum", "Aviation", "Mandarin"]);
    expect(JSON.stringify(tree)).not.toContain('"Shared"');
  });

  it("sends a link of the passage elsewhere on the page that asks, and on that page only", () => {
    const links = (tree: Root) => JSON.stringify(tree).match(/"url":"[^"]*"/g);
    expect(links(transform('<Shared passage="two-cards" links="/cadet → /aviation" />\n'))).toEqual(['"url":"/aviation"']);
    expect(links(transform('<Shared passage="two-cards" />\n'))).toEqual(['"url":"/cadet"']);
    expect(() => transform('<Shared passage="two-cards" links="/golf → /aviation" />\n')).toThrow(/no link to \/golf/);
  });

  it("stops the build naming the file when the passage does not exist", () => {
    expect(() => transform('<Shared passage="no-such-passage" />\n')).toThrow(/no-such-passage\.mdx/);
  });

  it("asks for a passage name when none is given", () => {
    expect(() => transform("<Shared />\n")).toThrow(/passage="name"/);
  });
});
