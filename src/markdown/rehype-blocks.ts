import type GithubSlugger from "github-slugger";
import type { Element, ElementContent } from "hast";
import type { MdxJsxFlowElementHast } from "mdast-util-mdx-jsx";
import { attribute, el, isBlank, isElement, textOf, type Node } from "./hast-nodes";

/**
 * The blocks a content file writes in plain Markdown and the page draws as more than Markdown
 * (docs/content.md), turned into their markup at build by src/markdown/rehype-page-structure.ts:
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

/** An element with the given classes (space-separated, as in a `class` attribute). */
function styled(tagName: string, className: string, children: Node[], properties: Element["properties"] = {}): Element {
  return el(tagName, className === "" ? properties : { className: className.split(" "), ...properties }, children);
}

const text = (value: string): ElementContent => ({ type: "text", value });

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
  const steps: { heading: Element; body: Node[] }[] = [];
  for (const child of node.children as Node[]) {
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
    const label = name === "Steps" ? [styled("span", "sr-only", [text(`Step ${number}: `)])] : [];
    // The id comes from the page's own list of ids, as a section's or a card's does, so no two clash.
    const title = styled("h3", "text-lg font-semibold text-brand-900", [...label, ...(heading.children as Node[])], {
      id: slugger.slug(textOf(heading)),
    });
    return styled("li", "card flex gap-4 print:border-0 print:p-0 print:shadow-none", [
      styled("span", "flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white", [text(number)], {
        ariaHidden: "true",
      }),
      styled("div", "", [title, ...body]),
    ]);
  });
  // Numbered cards, not a Markdown list: the section's list indent and spacing are taken off.
  return styled("div", "content-block text-base [&_h3]:pt-0 [&_ol]:list-none [&_ol]:space-y-0 [&_ol]:pl-0", [
    styled("ol", stepLayouts[layout as keyof typeof stepLayouts], items),
  ]);
}

/** `<Checklist>` → its Markdown list with a box beside each line, and the print button if asked for. */
export function checklist(node: MdxJsxFlowElementHast): Element {
  // One list, or several in a row (a page's own lines, then a shared passage's): one checklist.
  const lists = (node.children as Node[]).filter((child): child is Element => isElement(child, "ul"));
  // A comment (`{/* … */}`, a shared passage's note) draws nothing and may stand between them.
  const others = (node.children as Node[]).filter((child) => !isBlank(child) && !isElement(child, "ul") && (child.type as string) !== "mdxFlowExpression");
  if (lists.length === 0 || others.length > 0) throw new Error("<Checklist>: write a Markdown list inside it (a line starting with - for each item)");
  const items = lists
    .flatMap((list) => list.children)
    .filter((child): child is Element => isElement(child, "li"))
    .map((item) =>
      styled("li", "flex items-start gap-4 px-5 py-4 text-lg print:break-inside-avoid print:py-2", [
        styled("span", "mt-1 size-5 shrink-0 rounded border-2 border-brand-700 print:border-black", [], { ariaHidden: "true" }),
        styled("span", "", item.children),
      ]),
    );
  const list = styled(
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
  return styled("div", "content-block max-w-3xl", printLabel ? [list, styled("div", "mt-4", [printButton])] : [list]);
}

/**
 * `<Aside>` and the block before it → the two side by side from 1024 px; the box is named by its
 * `###` heading, so screen readers list it as a complementary region with that name.
 */
export function besideBlock(before: Node, node: MdxJsxFlowElementHast, slugger: GithubSlugger): Element {
  const children = (node.children as Node[]).filter((child) => !isBlank(child));
  const heading = children[0];
  if (heading?.type !== "element" || heading.tagName !== "h3") throw new Error("<Aside>: start it with a ### heading, which names the box");
  const id = slugger.slug(textOf(heading));
  const content = children.map((child, index) => {
    if (child.type !== "element") return child;
    if (index === 0) return styled("h3", "pt-0 text-xl font-semibold text-brand-900", heading.children, { id });
    if (child.tagName === "p") return styled("p", "mt-2 text-slate-700", child.children);
    // A row of buttons (grouped by the page-structure step) keeps its distance from the words.
    if (child.tagName === "div" && String(child.properties.className) === "button-row") return styled("div", "button-row mt-4", child.children);
    return child;
  });
  const aside = styled("aside", "card border-gold-400 bg-gold-300/20 text-base", content, { ariaLabelledBy: [id] });
  return styled("div", "content-block grid items-start gap-8 lg:grid-cols-[3fr_2fr]", [before, aside]);
}
