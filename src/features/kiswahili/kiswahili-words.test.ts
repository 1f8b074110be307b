import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Root } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { kiswahiliPagesOf, sitePages } from "../page-content/site-pages.build";

const root = new URL("../../../", import.meta.url).pathname;
const parser = unified().use(remarkParse).use(remarkMdx);

/** The props a Kiswahili file translates: what a component shows as words. Every other prop is a fact or an address, the same as the English. */
const wordProps = new Set(["label", "print", "totalLabel", "totalNote", "download", "subscribe", "alt", "caption", "title", "text", "subject"]);

/** Each component a words file places, with its props that are not words: `TermFee grade={7}`, in order. */
function factComponents(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8").replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "");
  const tree = parser.parse(text) as Root;
  const found: string[] = [];
  visit(tree, (node) => {
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    const props = element.attributes
      .filter((attribute): attribute is MdxJsxAttribute => attribute.type === "mdxJsxAttribute" && !wordProps.has(attribute.name))
      .map((attribute) => `${attribute.name}=${typeof attribute.value === "string" ? JSON.stringify(attribute.value) : `{${attribute.value?.value ?? ""}}`}`)
      .sort();
    found.push([element.name ?? "", ...props].join(" "));
  });
  return found.sort();
}

/** Amounts, phone numbers and long numbers typed in a file's words, in order. */
function typedFigures(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(/\b(?:KES|Ksh)\s?\d[\d,]*|\d{1,3}(?:,\d{3})+|\+254[\d ]+|\b0\d{9}\b|\b\d{6,}\b/gi)].map((match) => match[0].replace(/^(?:KES|Ksh)\s?/i, "").trim());
}

const kiswahiliFolders = [
  { kiswahili: "src/content/sw/pages", english: "src/content/pages" },
  { kiswahili: "src/content/sw/shared", english: "src/content/shared" },
  { kiswahili: "src/content/sw/notices", english: "src/content/notices" },
  { kiswahili: "src/content/sw/events", english: "src/content/events" },
];
const pairs = kiswahiliFolders.flatMap(({ kiswahili, english }) =>
  existsSync(join(root, kiswahili))
    ? readdirSync(join(root, kiswahili))
        .filter((file) => file.endsWith(".mdx"))
        .map((file) => ({ kiswahili: `${kiswahili}/${file}`, english: `${english}/${file}` }))
    : [],
);

describe("the Kiswahili words files (docs/decisions/063)", () => {
  it("are there to test", () => {
    expect(pairs.length).toBeGreaterThan(10);
  });

  it.each(pairs)("$kiswahili translates an English file of the same name", ({ english }) => {
    expect(existsSync(join(root, english)), english).toBe(true);
  });

  it.each(pairs)("$kiswahili places the same fact components with the same props as its English file", ({ kiswahili, english }) => {
    expect(factComponents(kiswahili)).toEqual(factComponents(english));
  });

  // A notice is a circular as the school sent it, and may quote the figures of its day; its
  // Kiswahili quotes exactly those, no other. A page's words quote none: its components draw them.
  it.each(pairs)("$kiswahili types no amount, phone or account number that its English file does not", ({ kiswahili, english }) => {
    expect(typedFigures(kiswahili)).toEqual(typedFigures(english));
  });

  it("builds a page in Kiswahili only where its words are written, and names the grade in Kiswahili", () => {
    const pages = sitePages();
    const kiswahili = pages.filter((page) => page.language === "sw");
    for (const page of kiswahili) expect(page.path === "/sw" || page.path.startsWith("/sw/")).toBe(true);
    // Without a words file a page is left out, never shown half-translated.
    expect(kiswahiliPagesOf(pages.filter((page) => page.language === "en"), "/nowhere")).toEqual([]);
    const grade8 = kiswahili.find((page) => page.path === "/sw/grade8fee");
    if (grade8) expect(grade8.title).toMatch(/Gredi ya 8/);
    // Each English page with Kiswahili points to it, and back.
    for (const page of kiswahili) expect(pages.find((english) => english.path === page.alternate)?.alternate).toBe(page.path);
  });
});
