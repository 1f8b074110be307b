import type GithubSlugger from "github-slugger";
import type { Element, ElementContent } from "hast";
import type { MdxJsxFlowElementHast } from "mdast-util-mdx-jsx";

/**
 * The blocks a content file writes in plain Markdown and the page draws as more than Markdown
 * (docs/content.md), turned into their markup at build by src/lib/rehype-page-structure.ts:
 *
 * - `<Steps>` and `<Sequence>`: each `###` heading inside starts a numbered card, the words under
 *   it are its text. `<Steps>` are steps a family takes (screen readers hear "Step 2: …"),
 *   `<Sequence>` things that follow one another (a programme's week). Side by side on wide
 *   screens; `<Steps layout="column">` keeps them one under another (the admission process).
 * - `<Checklist>`: a Markdown list drawn with an empty box beside each line, for a parent to print
 *   and tick off; `print="Print this checklist"` adds a button that prints the page.
 * - `<Aside>`: a box of its own (a `###` heading, words, buttons) that stands beside the block
 *   written before it on wide screens, under it on a phone: the finance office's help beside the fee
 *   terms.
 */

type Child = ElementContent | MdxJsxFlowElementHast;

function el(tagName: string, className: string, children: Child[], properties: Element["properties"] = {}): Element {
  const classes = className === "" ? {} : { className: className.split(" ") };
  return { type: "element", tagName, properties: { ...classes, ...properties }, children: children as ElementContent[] };
}

const text = (value: string): ElementContent => ({ type: "text", value });

function isBlank(node: Child): boolean {
  return node.type === "text" && node.value.trim() === "";
}

function textOf(node: Child): string {
  if (node.type === "text") return node.value;
  return "children" in node ? (node.children as Child[]).map(textOf).join("") : "";
}

function attribute(node: MdxJsxFlowElementHast, name: string): string | undefined {
  const found = node.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  return found?.type === "mdxJsxAttribute" && typeof found.value === "string" ? found.value : undefined;
}

const stepLayouts = {
  /** Side by side on wide screens: the sessions of a week, the steps to join a club. */
  grid: "grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
  /** One under another: a process a parent follows (admissions). */
  column: "grid max-w-3xl gap-4",
} as const;

/** `<Steps>` or `<Sequence>` → an ordered list of numbered cards, one per `###` heading. */
export function stepList(node: MdxJsxFlowElementHast, slugger: GithubSlugger): Element {
  const name = node.name ?? "Steps";
  const layout = attribute(node, "layout") ?? "grid";
  if (!Object.hasOwn(stepLayouts, layout)) throw new Error(`<${name} layout="${layout}">: the layout is grid (the default) or column`);
  const steps: { heading: Element; body: Child[] }[] = [];
  for (const child of node.children as Child[]) {
    if (isBlank(child)) continue;
    if (child.type === "element" && child.tagName === "h3") {
      steps.push({ heading: child, body: [] });
    } else if (steps.length > 0) {
      if (child.type === "element" && child.tagName === "p") child.properties = { ...child.properties, className: ["mt-1", "text-slate-700"] };
      steps.at(-1)!.body.push(child);
    } else {
      throw new Error(`<${name}>: start each step with a ### heading`);
    }
  }
  if (steps.length === 0) throw new Error(`<${name}>: no step in it; start each step with a ### heading`);
  const items = steps.map(({ heading, body }, index) => {
    const number = String(index + 1);
    // Only steps are read out with their number; a sequence's numbers are just its order.
    const label = name === "Steps" ? [el("span", "sr-only", [text(`Step ${number}: `)])] : [];
    // The id comes from the page's own list of ids, as a section's or a card's does, so no two clash.
    const title = el("h3", "text-lg font-semibold text-brand-900", [...label, ...(heading.children as Child[])], {
      id: slugger.slug(textOf(heading)),
    });
    return el("li", "card flex gap-4 print:border-0 print:p-0 print:shadow-none", [
      el("span", "flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white", [text(number)], {
        ariaHidden: "true",
      }),
      el("div", "", [title, ...body]),
    ]);
  });
  // Numbered cards, not a Markdown list: the section's list indent and spacing are taken off.
  return el("div", "content-block text-base [&_h3]:pt-0 [&_ol]:list-none [&_ol]:space-y-0 [&_ol]:pl-0", [
    el("ol", stepLayouts[layout as keyof typeof stepLayouts], items),
  ]);
}

/** `<Checklist>` → its Markdown list with a box beside each line, and the print button if asked for. */
export function checklist(node: MdxJsxFlowElementHast): Element {
  const lists = (node.children as Child[]).filter((child): child is Element => child.type === "element" && child.tagName === "ul");
  const others = (node.children as Child[]).filter((child) => !isBlank(child) && !lists.includes(child as Element));
  if (lists.length !== 1 || others.length > 0) throw new Error("<Checklist>: write one Markdown list inside it (a line starting with - for each item)");
  const items = lists[0]!.children
    .filter((child): child is Element => child.type === "element" && child.tagName === "li")
    .map((item) =>
      el("li", "flex items-start gap-4 px-5 py-4 text-lg print:break-inside-avoid print:py-2", [
        el("span", "mt-1 size-5 shrink-0 rounded border-2 border-brand-700 print:border-black", [], { ariaHidden: "true" }),
        el("span", "", item.children),
      ]),
    );
  const list = el(
    "ul",
    "list-none space-y-0 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white pl-0 print:rounded-none print:border-slate-400",
    items,
  );
  const printLabel = attribute(node, "print");
  const printButton: MdxJsxFlowElementHast = {
    type: "mdxJsxFlowElement",
    name: "PrintButton",
    attributes: [{ type: "mdxJsxAttribute", name: "label", value: printLabel ?? "" }],
    children: [],
  };
  return el("div", "content-block max-w-3xl", printLabel ? [list, el("div", "mt-4", [printButton])] : [list]);
}

/**
 * `<Aside>` and the block before it → the two side by side from 1024 px; the box is named by its
 * `###` heading, so screen readers list it as a complementary region with that name.
 */
export function besideBlock(before: Child, node: MdxJsxFlowElementHast, slugger: GithubSlugger): Element {
  const children = (node.children as Child[]).filter((child) => !isBlank(child));
  const heading = children[0];
  if (heading?.type !== "element" || heading.tagName !== "h3") throw new Error("<Aside>: start it with a ### heading, which names the box");
  const id = slugger.slug(textOf(heading));
  const styled = children.map((child, index) => {
    if (child.type !== "element") return child;
    if (index === 0) return el("h3", "pt-0 text-xl font-semibold text-brand-900", heading.children, { id });
    if (child.tagName === "p") return el("p", "mt-2 text-slate-700", child.children);
    // A row of buttons (grouped by the page-structure step) keeps its distance from the words.
    if (child.tagName === "div") return el("div", "button-row mt-4", child.children);
    return child;
  });
  const aside = el("aside", "card border-gold-400 bg-gold-300/20 text-base", styled, { ariaLabelledBy: [id] });
  return el("div", "content-block grid items-start gap-8 lg:grid-cols-[3fr_2fr]", [before, aside]);
}
