import GithubSlugger from "github-slugger";
import type { Element, ElementContent, Root, RootContent } from "hast";
import type { MdxJsxFlowElementHast } from "mdast-util-mdx-jsx";
import { attribute, el, isBlank, isElement, isJsx, textOf, type Node } from "./hast-nodes";
import { besideBlock, checklist, stepList } from "./rehype-blocks";

/**
 * Gives a page written in Markdown (src/content/pages/*.mdx) the layout of the site, at build
 * (docs/content.md says how to write a page):
 *
 * - what comes before the first `##` heading is the page's introduction: it is wrapped in
 *   `<PageIntro>`, which the page's layout supplies (its hero: label, title, photo, buttons);
 * - each `##` heading and what follows it is a section: a band of the page, named by its heading
 *   (a landmark for screen readers), with an id for links such as `/detailed-pathways#grade-7`;
 * - inside `<Cards>`, each `###` heading starts a card; an emoji at the start of the heading
 *   becomes the card's badge, hidden from screen readers;
 * - `<Next>` is the closing band: where to read on;
 * - `<Band>` is a band with no heading of its own, for an island that brings its own (the STEM
 *   chooser, the Mathematics browser), between the introduction and the sections;
 * - `<Steps>`, `<Sequence>` and `<Checklist>` are numbered cards and a list to tick off, and
 *   `<Aside>` a box beside the block before it (src/markdown/rehype-blocks.ts);
 * - `<Button>`s written one after another stand in one row.
 *
 * The words stay the words of the Markdown; this only wraps them. Nothing of it reaches the browser.
 */

/**
 * The words a section's id is made of. A component in the heading (`## <School />`) counts by its
 * name, as its words are only known when the page is drawn: `## <School />` gets the id `school`.
 */
function idWordsOf(node: Node): string {
  if (node.type === "mdxJsxTextElement" && node.children.length === 0) return node.name ?? "";
  if ("children" in node) return (node.children as Node[]).map(idWordsOf).join("");
  return textOf(node);
}

/** '🌱 Our Purpose' → the emoji and the rest; a heading that starts with a letter or digit has none. */
export function splitEmoji(heading: string): { emoji?: string; title: string } {
  const match = /^(\S+)\s+(.+)$/su.exec(heading.trim());
  if (!match || /[\p{L}\p{N}]/u.test(match[1]!)) return { title: heading.trim() };
  return { emoji: match[1], title: match[2]! };
}

/** `<Cards>` → a list of cards, one per `###` heading inside it. */
function cardList(node: MdxJsxFlowElementHast, slugger: GithubSlugger): Element {
  const columns = attribute(node, "columns") ?? "3";
  if (!["2", "3", "4"].includes(columns)) throw new Error(`<Cards columns={${columns}}>: columns must be 2, 3 or 4`);
  const cards: Element[] = [];
  let body: Node[] | undefined;
  for (const child of node.children as Node[]) {
    if (isBlank(child)) continue;
    if (isElement(child, "h3")) {
      const { emoji, title } = splitEmoji(textOf(child));
      body = [];
      const badge = emoji ? [el("span", { className: ["card-emoji"], ariaHidden: "true" }, [{ type: "text", value: emoji }])] : [];
      const heading = el("h3", { id: slugger.slug(title), className: ["card-title"] }, [{ type: "text", value: title }]);
      cards.push(el("li", { className: ["card"] }, [...badge, heading, el("div", { className: ["card-body"] }, body)]));
    } else if (body) {
      if (isJsx(child, "Photo")) {
        // A card's photo goes across its top.
        cards.at(-1)!.children.unshift(child as ElementContent);
      } else {
        body.push(child);
      }
    } else {
      throw new Error("<Cards>: start each card with a ### heading");
    }
  }
  if (cards.length === 0) throw new Error("<Cards>: no card in it; start each card with a ### heading");
  return el("ul", { className: ["card-grid", `card-grid-${columns}`] }, cards);
}

/** Buttons written one after another stand in one row; an `<Aside>` stands beside the block before it. */
function rowsAndAsides(nodes: Node[], slugger: GithubSlugger): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if (isJsx(node, "Aside")) {
      while (out.length > 0 && isBlank(out.at(-1)!)) out.pop();
      const before = out.pop();
      if (!before) throw new Error("<Aside>: write it after the block it stands beside");
      out.push(besideBlock(before as ElementContent, node, slugger));
      continue;
    }
    const previous = out.at(-1);
    if (isJsx(node, "Button") && isElement(previous, "div") && previous.properties.className?.toString() === "button-row") {
      previous.children.push(node as ElementContent);
    } else if (isJsx(node, "Button")) {
      out.push(el("div", { className: ["button-row"] }, [node]));
    } else if (!(isBlank(node) && isElement(previous, "div") && previous.properties.className?.toString() === "button-row")) {
      out.push(node);
    }
  }
  return out;
}

/**
 * Replaces every `<Cards>` (at any depth) with its list of cards, every `<Steps>`, `<Sequence>`
 * and `<Checklist>` with theirs (src/markdown/rehype-blocks.ts), groups buttons in rows and sets each
 * `<Aside>` beside the block before it.
 */
function expandBlocks(nodes: Node[], slugger: GithubSlugger): Node[] {
  return rowsAndAsides(
    nodes.map((node) => {
      if (isJsx(node, "Cards")) return cardList(node, slugger);
      if (isJsx(node, "Steps") || isJsx(node, "Sequence")) return stepList(node, slugger);
      if (isJsx(node, "Checklist")) return checklist(node);
      const parent = node as Node;
      if ((parent.type === "element" || parent.type === "mdxJsxFlowElement") && parent.children.length > 0) {
        parent.children = expandBlocks(parent.children as Node[], slugger) as typeof parent.children;
      }
      return parent;
    }),
    slugger,
  );
}

function section(heading: Element, rest: Node[], slugger: GithubSlugger): Element {
  const id = (heading.properties.id as string | undefined) ?? slugger.slug(idWordsOf(heading).trim());
  heading.properties = { ...heading.properties, id, className: ["section-title"] };
  return el("section", { className: ["content-section"], ariaLabelledBy: [id] }, [
    el("div", { className: ["page-container", "section-inner"] }, [heading, el("div", { className: ["section-body"] }, rest)]),
  ]);
}

export function structurePage(tree: Root): void {
  const slugger = new GithubSlugger();
  const out: Node[] = [];
  const intro: Node[] = [];
  let current: { heading: Element; rest: Node[] } | undefined;
  const close = () => {
    if (current) out.push(section(current.heading, current.rest, slugger));
    current = undefined;
  };

  for (const node of expandBlocks(tree.children as Node[], slugger)) {
    if (isElement(node, "h2")) {
      close();
      current = { heading: node, rest: [] };
    } else if (isJsx(node, "Next") || isJsx(node, "Band")) {
      close();
      const children = node.children as Node[];
      out.push(
        node.name === "Next"
          ? el("div", { className: ["page-next"] }, [el("div", { className: ["page-container", "page-next-inner"] }, children)])
          : // A <section> like the others, so every second section is still the tinted one.
            el("section", { className: ["content-section", "page-band"] }, [el("div", { className: ["page-container", "section-inner"] }, children)]),
      );
    } else if (node.type === "mdxjsEsm" || node.type === "doctype" || node.type === "comment") {
      out.push(node);
    } else if (current) {
      current.rest.push(node);
    } else if (!isBlank(node)) {
      intro.push(node);
    }
  }
  close();
  const introBlock: MdxJsxFlowElementHast = { type: "mdxJsxFlowElement", name: "PageIntro", attributes: [], children: intro as MdxJsxFlowElementHast["children"] };
  tree.children = [introBlock, ...out] as RootContent[];
}

/** The rehype plugin (astro.config.ts). */
export function rehypePageStructure() {
  return (tree: Root) => structurePage(tree);
}

