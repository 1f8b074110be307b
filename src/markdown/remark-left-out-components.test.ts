import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { remarkLeftOutComponents } from "./remark-left-out-components";

/** The names of the top-level nodes and components of a page's Markdown once the plugin has run. */
function leftIn(markdown: string, names: string[]): string[] {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkLeftOutComponents, { names });
  const tree = processor.runSync(processor.parse(markdown)) as unknown as { children: { type: string; name?: string }[] };
  return tree.children.map((node) => node.name ?? node.type);
}

describe("remarkLeftOutComponents", () => {
  const page = "First paragraph.\n\n<NoticesOnPhones>\n  Words about notices.\n</NoticesOnPhones>\n\n<Facts>\n  <EmailFact />\n</Facts>\n\nLast paragraph.\n";

  it("takes the named components out, with their words, and nothing else", () => {
    expect(leftIn(page, ["NoticesOnPhones"])).toEqual(["paragraph", "Facts", "paragraph"]);
  });

  it("leaves every component in when none is named", () => {
    expect(leftIn(page, [])).toEqual(["paragraph", "NoticesOnPhones", "Facts", "paragraph"]);
  });
});
