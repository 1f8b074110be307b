import type { CardData } from "~/components/card-grid";
import type {
  ActionLink,
  Fact,
  PageContent,
  PageSection,
  PhotoData,
  Profile,
  Slide,
  TimelineEntry,
} from "~/components/page-types";
import type { RouteId } from "~/config/route-table";
import type { Picture } from "./picture";

/**
 * Pages written as plain text: a small subset of Markdown in a tagged template, so that the
 * words of a page read as words (and a non-developer can edit them), while `${…}` keeps every
 * name, number, path and photo type-checked. One line is one paragraph.
 *
 *   Lead paragraph of the hero (exactly one), then optional hero buttons and photo.
 *   [Button label](/path)          a button: in the hero, in a section, in a card (its link)
 *   ## Section title               a section (h2)
 *   > Section intro
 *   Any other line                 a paragraph (in a card: the card's text)
 *   - Bullet                       a bullet; `- [Label](to)` an item of a list of links
 *   1. [Label](to)                 an item of a numbered list of links
 *   ### 🌱 Card title              a card of the section's grid (the emoji is optional)
 *   ---                            the closing band: one sentence and one button
 *   ${block.photo(…)} and the other `block` helpers: photos, facts, a map, slides, a timeline,
 *   a profile or ready-made cards, each on a line of its own.
 *
 * Anything that doesn't fit throws, so a slip stops the build with the line named.
 */

type Block =
  | { kind: "photo"; value: PhotoData }
  | { kind: "facts"; value: readonly Fact[] }
  | { kind: "map"; value: { src: string; title: string } }
  | { kind: "slides"; value: readonly Slide[] }
  | { kind: "timeline"; value: readonly TimelineEntry[] }
  | { kind: "profile"; value: Profile }
  | { kind: "cards"; value: readonly CardData[] };

const blockTag = Symbol("page-text block");
type TaggedBlock = Block & { [blockTag]: true };

function tag<B extends Block>(b: B): TaggedBlock {
  return { ...b, [blockTag]: true };
}

/** Structured parts of a page, placed in the text with `${block.…}` on a line of their own. */
export const block = {
  photo: (picture: Picture, alt: string, objectPosition?: string) =>
    tag({ kind: "photo", value: { picture, alt, objectPosition } }),
  facts: (value: readonly Fact[]) => tag({ kind: "facts", value }),
  map: (src: string, title: string) => tag({ kind: "map", value: { src, title } }),
  slides: (value: readonly Slide[]) => tag({ kind: "slides", value }),
  timeline: (value: readonly TimelineEntry[]) => tag({ kind: "timeline", value }),
  profile: (value: Profile) => tag({ kind: "profile", value }),
  cards: (value: readonly CardData[]) => tag({ kind: "cards", value }),
};

export type Interpolation = string | number | TaggedBlock;

function isBlock(value: unknown): value is TaggedBlock {
  return typeof value === "object" && value !== null && blockTag in value;
}

const linkLine = /^\[([^\]]+)\]\(([^)\s]+)\)$/;

/** '[Label](to)' standing alone → the link; anything else → undefined. */
function parseLink(text: string): ActionLink | undefined {
  const [, label, to] = linkLine.exec(text) ?? [];
  return label && to ? { label, to } : undefined;
}
const marker = /^\uE000(\d+)\uE000$/;

/** Splits '🌱 Our Purpose' into its emoji and title; a title that starts with a letter or digit has none. */
export function splitEmoji(heading: string): { emoji?: string; title: string } {
  const [first = "", ...rest] = heading.split(" ");
  if (rest.length === 0 || /[\p{L}\p{N}]/u.test(first)) return { title: heading };
  return { emoji: first, title: rest.join(" ") };
}

interface Parsed {
  lead?: string;
  photo?: PhotoData;
  actions: ActionLink[];
  sections: PageSection[];
  next?: { text?: string; link?: ActionLink };
}

type Zone = "hero" | "section" | "next";

class PageTextParser {
  readonly out: Parsed = { actions: [], sections: [] };
  private zone: Zone = "hero";
  private card: { title: string; emoji?: string; text: string; link?: ActionLink; photo?: PhotoData } | undefined;

  constructor(private readonly blocks: readonly TaggedBlock[]) {}

  private fail(line: string, why: string): never {
    throw new Error(`Page text: ${why}: "${line.replace(/\uE000/g, "")}"`);
  }

  private section(line: string): PageSection {
    const current = this.out.sections.at(-1);
    if (this.zone !== "section" || !current) this.fail(line, "this belongs under a '## ' section heading");
    return current;
  }

  private endCard() {
    if (this.card && !this.card.text) this.fail(this.card.title, "a card needs a line of text");
    this.card = undefined;
  }

  line(line: string) {
    if (line === "") return this.endCard();
    if (line.startsWith("## ")) {
      this.endCard();
      this.zone = "section";
      this.out.sections.push({ title: line.slice(3).trim() });
      return;
    }
    if (line === "---") {
      this.endCard();
      this.zone = "next";
      this.out.next = {};
      return;
    }
    if (line.startsWith("### ")) return this.startCard(line);
    const blockAt = marker.exec(line);
    if (blockAt) return this.placeBlock(line, this.blocks[Number(blockAt[1])]);
    const link = parseLink(line);
    if (link) return this.placeLink(line, link);
    if (line.startsWith("- ") || /^\d+\. /.test(line)) return this.listItem(line);
    if (line.includes("](") || line.includes("\uE000")) this.fail(line, "links and blocks must stand on a line of their own");
    if (line.startsWith("> ")) {
      const section = this.section(line);
      if (section.intro) this.fail(line, "a section has one intro");
      section.intro = line.slice(2);
      return;
    }
    this.paragraph(line);
  }

  private startCard(line: string) {
    this.endCard();
    const section = this.section(line);
    this.card = { ...splitEmoji(line.slice(4).trim()), text: "" };
    section.cards = [...(section.cards ?? []), this.card];
  }

  private listItem(line: string) {
    const ordered = !line.startsWith("- ");
    const item = line.replace(/^(- |\d+\. )/, "");
    const section = this.section(line);
    const link = parseLink(item);
    if (link) {
      section.links = [...(section.links ?? []), link];
      section.ordered = ordered;
    } else if (ordered) {
      this.fail(line, "numbered items must be links");
    } else if (item.includes("](") || item.includes("\uE000")) {
      this.fail(line, "a bullet is text or a link, not both");
    } else {
      section.bullets = [...(section.bullets ?? []), item];
    }
  }

  private paragraph(line: string) {
    if (this.card) {
      this.card.text = this.card.text ? `${this.card.text} ${line}` : line;
    } else if (this.zone === "hero") {
      if (this.out.lead) this.fail(line, "the hero has one lead paragraph");
      this.out.lead = line;
    } else if (this.zone === "next") {
      if (this.out.next?.text) this.fail(line, "the closing band has one sentence");
      this.out.next = { ...this.out.next, text: line };
    } else {
      const section = this.section(line);
      section.paragraphs = [...(section.paragraphs ?? []), line];
    }
  }

  private placeLink(line: string, link: ActionLink) {
    if (this.card) {
      if (this.card.link) this.fail(line, "a card has one link");
      this.card.link = link;
    } else if (this.zone === "hero") {
      this.out.actions.push({ ...link, variant: this.out.actions.length === 0 ? "primary" : "secondary" });
    } else if (this.zone === "next") {
      if (this.out.next?.link) this.fail(line, "the closing band has one button");
      this.out.next = { ...this.out.next, link };
    } else {
      const section = this.section(line);
      section.actions = [...(section.actions ?? []), { ...link, variant: "secondary" }];
    }
  }

  private placeBlock(line: string, found: TaggedBlock | undefined) {
    if (!found) this.fail(line, "unknown block");
    const { [blockTag]: _tag, ...b } = found;
    if (b.kind === "photo" && this.card) {
      this.card.photo = b.value;
    } else if (b.kind === "photo" && this.zone === "hero") {
      this.out.photo = b.value;
    } else if (b.kind === "cards") {
      const section = this.section(line);
      section.cards = [...(section.cards ?? []), ...b.value];
    } else {
      Object.assign(this.section(line), { [b.kind]: b.value });
    }
  }
}

/** Parses a tagged template of page text into the hero, sections and closing band of a page. */
export function parsePageText(strings: readonly string[], values: readonly Interpolation[]): Parsed {
  const blocks: TaggedBlock[] = [];
  let text = "";
  strings.forEach((chunk, i) => {
    text += chunk;
    if (i >= values.length) return;
    const value: unknown = values[i];
    if (isBlock(value)) {
      text += `\uE000${blocks.push(value) - 1}\uE000`;
    } else if (typeof value === "string" || typeof value === "number") {
      text += String(value);
    } else {
      throw new Error(`Page text: cannot place ${String(value)} in the text`);
    }
  });
  const parser = new PageTextParser(blocks);
  for (const line of text.split("\n")) parser.line(line.trim());
  parser.line("");
  return parser.out;
}

/**
 * `page("laundry", "Think Boarding")` followed by a template of page text gives that page's
 * PageContent. The hero's lead is required; a closing band needs its sentence and button.
 */
export function page(id: RouteId, eyebrow?: string) {
  return (strings: TemplateStringsArray, ...values: Interpolation[]): PageContent => {
    const { lead, photo, actions, sections, next } = parsePageText(strings, values);
    if (!lead) throw new Error(`Page text for ${id}: the hero needs a lead paragraph`);
    if (next && (!next.text || !next.link)) throw new Error(`Page text for ${id}: the closing band needs a sentence and a button`);
    return {
      id,
      eyebrow,
      lead,
      photo,
      actions: actions.length > 0 ? actions : undefined,
      sections,
      next: next?.text && next.link ? { text: next.text, link: next.link } : undefined,
    };
  };
}
