import type { Element, Root } from "hast";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { splitEmoji, structurePage } from "./rehype-page-structure";

const mdxNodes = ["mdxJsxFlowElement", "mdxJsxTextElement", "mdxFlowExpression", "mdxTextExpression", "mdxjsEsm"];

async function structure(mdx: string): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkRehype, { passThrough: mdxNodes } as never);
  const tree = (await processor.run(processor.parse(mdx))) as Root;
  structurePage(tree);
  return tree;
}

const elements = (node: unknown) => ((node as { children?: unknown[] }).children ?? []).filter((c): c is Element => (c as Element).type === "element");
const classOf = (node: Element) => [node.properties.className ?? []].flat().join(" ");
const text = (node: unknown): string =>
  typeof node === "object" && node !== null && "value" in node
    ? String(node.value)
    : typeof node === "object" && node !== null && "children" in node
      ? (node.children as unknown[]).map(text).join("")
      : "";

describe("a page written in Markdown gets the site's layout", () => {
  it("always gives the page's hero its place, even with no introduction", async () => {
    const tree = await structure("## Only a section\n\nText.");
    expect(tree.children[0]).toMatchObject({ type: "mdxJsxFlowElement", name: "PageIntro", children: [] });
  });

  it("puts what comes before the first ## in the introduction and each ## in a named section", async () => {
    const tree = await structure("Lead sentence.\n\nSecond sentence.\n\n## Why we are here\n\nText.\n\n## Grade 7\n\nMore.");
    const intro = tree.children[0] as unknown as { type: string; name: string; children: Element[] };
    expect(intro.type).toBe("mdxJsxFlowElement");
    expect(intro.name).toBe("PageIntro");
    expect(intro.children.filter((c) => c.type === "element").map(text)).toEqual(["Lead sentence.", "Second sentence."]);
    const [first, second] = elements(tree);
    expect(first!.tagName).toBe("section");
    expect(first!.properties.ariaLabelledBy).toEqual(["why-we-are-here"]);
    expect(second!.properties.ariaLabelledBy).toEqual(["grade-7"]);
    const heading = elements(elements(second!)[0]!)[0]!;
    expect(heading.tagName).toBe("h2");
    expect(heading.properties.id).toBe("grade-7");
  });

  it("names a section whose heading is a component after the component", async () => {
    const tree = await structure("## <School />\n\nText.\n\n## Fees at <School />\n\nMore.");
    const [first, second] = elements(tree);
    expect(first!.properties.ariaLabelledBy).toEqual(["school"]);
    expect(elements(elements(first!)[0]!)[0]!.properties.id).toBe("school");
    expect(second!.properties.ariaLabelledBy).toEqual(["fees-at-school"]);
  });

  it("turns each ### inside <Cards> into a card, its emoji into a hidden badge", async () => {
    const tree = await structure("## Values\n\n<Cards columns={2}>\n\n### 🎯 Our Mission\n\nTo teach.\n\n### Our Purpose\n\nTo prepare.\n\n</Cards>");
    const body = elements(elements(elements(tree)[0]!)[0]!)[1]!;
    const list = elements(body)[0]!;
    expect(list.tagName).toBe("ul");
    expect(classOf(list)).toBe("card-grid card-grid-2");
    const [mission, purpose] = elements(list);
    expect(elements(mission!).map((e) => e.tagName)).toEqual(["span", "h3", "div"]);
    expect(elements(mission!)[0]!.properties.ariaHidden).toBe("true");
    expect(text(elements(mission!)[0])).toBe("🎯");
    expect(text(elements(mission!)[1])).toBe("Our Mission");
    expect(elements(purpose!).map((e) => e.tagName)).toEqual(["h3", "div"]);
  });

  it("refuses cards that do not start with a ### heading, or an unknown column count", async () => {
    await expect(structure("<Cards>\n\nLoose text.\n\n</Cards>")).rejects.toThrow("start each card with a ### heading");
    await expect(structure("<Cards columns={5}>\n\n### A\n\nB\n\n</Cards>")).rejects.toThrow("columns must be 2, 3 or 4");
  });

  it("makes <Next> the closing band and keeps consecutive buttons in one row", async () => {
    const tree = await structure(
      '## Section\n\n<Button to="/a" label="A" />\n\n<Button to="/b" label="B" />\n\n<Next>\n\nRead on.\n\n<Button to="/c" label="C" />\n\n</Next>',
    );
    const [section, next] = elements(tree);
    const body = elements(elements(section!)[0]!)[1]!;
    const row = elements(body)[0]!;
    expect(classOf(row)).toBe("button-row");
    expect(row.children).toHaveLength(2);
    expect(classOf(next!)).toBe("page-next");
    expect(text(next)).toContain("Read on.");
  });

  it("makes <Band> a band of its own between the introduction and the next section, with no heading", async () => {
    const tree = await structure("Lead.\n\n<Band>\n\n<StemChooser />\n\n</Band>\n\n## Not sure?\n\nText.");
    expect(text(tree.children[0])).toBe("Lead.");
    const [band, section] = elements(tree);
    expect(band!.tagName).toBe("section");
    expect(classOf(band!)).toBe("content-section page-band");
    expect(band!.properties.ariaLabelledBy).toBeUndefined();
    const inner = elements(band!)[0]!;
    expect(inner.children.some((child) => child.type === "mdxJsxFlowElement" && child.name === "StemChooser")).toBe(true);
    expect(section!.properties.ariaLabelledBy).toEqual(["not-sure"]);
  });
});

describe("steps and checklists written in Markdown", () => {
  /** The block the section's first child is, in a page that is one section. */
  const firstBlock = async (mdx: string) => elements(elements(elements((await structure(`## Section\n\n${mdx}`)).children[1])[0]!)[1]!)[0]!;

  it("turns each ### inside <Steps> into a numbered card, read out as 'Step n:'", async () => {
    const block = await firstBlock("<Steps>\n\n### Apply\n\nFill in the form.\n\n### Visit\n\nCome and see us.\n\n</Steps>");
    const list = elements(block)[0]!;
    expect(list.tagName).toBe("ol");
    expect(classOf(list)).toBe("grid gap-4 sm:grid-cols-2 lg:grid-cols-4");
    const items = elements(list);
    expect(items.map(text)).toEqual(["1Step 1: ApplyFill in the form.", "2Step 2: VisitCome and see us."]);
    const [badge, body] = elements(items[1]!);
    expect(badge!.properties.ariaHidden).toBe("true");
    const [heading, paragraph] = elements(body!);
    expect(heading!.tagName).toBe("h3");
    expect(heading!.properties.id).toBe("visit");
    expect(classOf(elements(heading!)[0]!)).toBe("sr-only");
    expect(classOf(paragraph!)).toBe("mt-1 text-slate-700");
  });

  it("numbers a <Sequence> without 'Step', and stacks steps with layout=\"column\"", async () => {
    const sequence = await firstBlock("<Sequence>\n\n### Morning prep\n\nReading.\n\n</Sequence>");
    expect(elements(sequence)[0]!.children.map(text)).toEqual(["1Morning prepReading."]);
    const column = await firstBlock('<Steps layout="column">\n\n### Apply\n\nNow.\n\n</Steps>');
    expect(classOf(elements(column)[0]!)).toBe("grid max-w-3xl gap-4");
  });

  it("refuses steps that do not start with a ### heading, and an unknown layout", async () => {
    await expect(firstBlock("<Steps>\n\nJust words.\n\n</Steps>")).rejects.toThrow(/start each step with a ### heading/);
    await expect(firstBlock('<Steps layout="row">\n\n### A\n\nB.\n\n</Steps>')).rejects.toThrow(/grid \(the default\) or column/);
  });

  it("draws a <Checklist>'s list with a box beside each line and the print button asked for", async () => {
    const block = await firstBlock('<Checklist print="Print this checklist">\n\n- Birth certificate\n- Medical test\n\n</Checklist>');
    const [list, buttonRow] = elements(block);
    expect(list!.tagName).toBe("ul");
    const items = elements(list!);
    expect(items.map(text)).toEqual(["Birth certificate", "Medical test"]);
    expect(elements(items[0]!)[0]!.properties.ariaHidden).toBe("true");
    expect(buttonRow!.children).toMatchObject([{ type: "mdxJsxFlowElement", name: "PrintButton", attributes: [{ name: "label", value: "Print this checklist" }] }]);
    const plain = await firstBlock("<Checklist>\n\n- One\n\n</Checklist>");
    expect(elements(plain)).toHaveLength(1);
  });

  it("sets an <Aside> beside the block before it, named by its ### heading", async () => {
    const block = await firstBlock(
      '- Fees are due.\n\n<Aside>\n\n### Need help?\n\nWrite to us.\n\n<Button to="finance-email" label="Send e-mail" />\n\n</Aside>',
    );
    expect(classOf(block)).toBe("content-block grid items-start gap-8 lg:grid-cols-[3fr_2fr]");
    const [list, aside] = elements(block);
    expect(text(list).trim()).toBe("Fees are due.");
    expect(aside!.tagName).toBe("aside");
    const [heading, paragraph, row] = elements(aside!);
    expect(aside!.properties.ariaLabelledBy).toEqual([heading!.properties.id]);
    expect(text(heading)).toBe("Need help?");
    expect(text(paragraph)).toBe("Write to us.");
    expect(classOf(row!)).toBe("button-row mt-4");
    await expect(firstBlock("<Aside>\n\nNo heading.\n\n</Aside>")).rejects.toThrow(/write it after the block|### heading/);
  });

  it("makes one checklist of lists written one after another, a comment between them", async () => {
    const block = await firstBlock("<Checklist>\n\n- Result certificate\n\n{/* shared */}\n\n- Medical test\n- Birth certificate\n\n</Checklist>");
    expect(elements(block)).toHaveLength(1);
    expect(elements(elements(block)[0]!).map(text)).toEqual(["Result certificate", "Medical test", "Birth certificate"]);
  });

  it("refuses a checklist that is not a Markdown list", async () => {
    await expect(firstBlock("<Checklist>\n\nBring your documents.\n\n</Checklist>")).rejects.toThrow(/write a Markdown list/);
    await expect(firstBlock("<Checklist>\n\n- One\n\nAnd a sentence.\n\n</Checklist>")).rejects.toThrow(/write a Markdown list/);
  });
});

describe("splitEmoji", () => {
  it("separates a leading emoji from the title, and leaves titles that start with a letter or digit alone", () => {
    expect(splitEmoji("🌱 Our Purpose")).toEqual({ emoji: "🌱", title: "Our Purpose" });
    expect(splitEmoji("👨‍👩‍👧‍👦 Sibling discount")).toEqual({ emoji: "👨‍👩‍👧‍👦", title: "Sibling discount" });
    expect(splitEmoji("Grade 7 fees")).toEqual({ title: "Grade 7 fees" });
    expect(splitEmoji("24/7 care")).toEqual({ title: "24/7 care" });
  });
});
