import { describe, expect, it } from "vitest";
import { block, page, parsePageText, splitEmoji } from "./page-text";

const picture = { sources: { webp: "x.webp 480w" }, img: { src: "x.jpg", w: 480, h: 300 } };

describe("splitEmoji", () => {
  it("separates a leading emoji from the title", () => {
    expect(splitEmoji("🌱 Our Purpose")).toEqual({ emoji: "🌱", title: "Our Purpose" });
    expect(splitEmoji("🛡️ Safe & Positive Environment")).toEqual({ emoji: "🛡️", title: "Safe & Positive Environment" });
  });

  it("leaves a title that starts with a letter or a digit whole", () => {
    expect(splitEmoji("Our Purpose")).toEqual({ title: "Our Purpose" });
    expect(splitEmoji("24/7 Nursing Care")).toEqual({ title: "24/7 Nursing Care" });
    expect(splitEmoji("Chess")).toEqual({ title: "Chess" });
  });
});

describe("page", () => {
  it("reads the hero, sections with paragraphs, bullets, cards and buttons, and the closing band", () => {
    const school = "Sisal Ridge";
    const content = page("laundry", "Think Boarding")`
      Clean clothes at ${school}.
      [Start here](/start)
      [Or here](https://example.org)
      ${block.photo(picture, "Washing on a line")}

      ## How laundry works
      > Every week of the term.
      Uniforms are washed.
      Bedding too.
      - Label everything.
      - Send two sets.
      [Read more](/more)

      ## What we offer
      ### 🧺 Washing
      Weekly, for everyone,
      and ironed.
      [About washing](/washing)

      ### Mending
      When a button comes off.
      ${block.photo(picture, "A needle and thread")}

      ---
      Read on.
      [Chaplaincy](/chaplaincy)
    `;
    expect(content).toEqual({
      id: "laundry",
      eyebrow: "Think Boarding",
      lead: "Clean clothes at Sisal Ridge.",
      photo: { picture, alt: "Washing on a line", objectPosition: undefined },
      actions: [
        { label: "Start here", to: "/start", variant: "primary" },
        { label: "Or here", to: "https://example.org", variant: "secondary" },
      ],
      sections: [
        {
          title: "How laundry works",
          intro: "Every week of the term.",
          paragraphs: ["Uniforms are washed.", "Bedding too."],
          bullets: ["Label everything.", "Send two sets."],
          actions: [{ label: "Read more", to: "/more", variant: "secondary" }],
        },
        {
          title: "What we offer",
          cards: [
            { emoji: "🧺", title: "Washing", text: "Weekly, for everyone, and ironed.", link: { label: "About washing", to: "/washing" } },
            { title: "Mending", text: "When a button comes off.", photo: { picture, alt: "A needle and thread", objectPosition: undefined } },
          ],
        },
      ],
      next: { text: "Read on.", link: { label: "Chaplaincy", to: "/chaplaincy" } },
    });
  });

  it("places structured blocks in the current section", () => {
    const facts = [{ term: "Phone", detail: "+254 700 000 000", to: "tel:+254700000000" }];
    const timeline = [{ when: "1995", title: "Founded", text: "On a sisal estate." }];
    const { sections } = parsePageText(
      ["Lead.\n## Contact\n", "\n", "\n## History\n", "\n", "\n"],
      [block.facts(facts), block.map("https://maps.example/embed", "Map of the school"), block.timeline(timeline), block.cards([{ title: "A", text: "B" }])],
    );
    expect(sections).toEqual([
      { title: "Contact", facts, map: { src: "https://maps.example/embed", title: "Map of the school" } },
      { title: "History", timeline, cards: [{ title: "A", text: "B" }] },
    ]);
  });

  it("makes numbered and bulleted links into lists of links", () => {
    const { sections } = parsePageText(["Lead.\n## Pages\n1. [Home](/)\n2. [Think](/think)\n## More\n- [Fees](/fees)\n"], []);
    expect(sections).toEqual([
      { title: "Pages", links: [{ label: "Home", to: "/" }, { label: "Think", to: "/think" }], ordered: true },
      { title: "More", links: [{ label: "Fees", to: "/fees" }], ordered: false },
    ]);
  });

  it("throws on text it cannot place", () => {
    expect(() => page("laundry")`## A section before any lead`).toThrow(/lead paragraph/);
    expect(() => page("laundry")`Lead.\nA second lead.`).toThrow(/one lead paragraph/);
    expect(() => page("laundry")`Lead.\n### A card outside a section\nText.`).toThrow(/section heading/);
    expect(() => page("laundry")`Lead.\n## S\n### Empty card\n`).toThrow(/card needs a line of text/);
    expect(() => page("laundry")`Lead.\n## S\nSee [this](/x) inline.`).toThrow(/line of their own/);
    expect(() => page("laundry")`Lead.\n---\n[Only a button](/x)`).toThrow(/closing band/);
    expect(() => page("laundry")`Lead.\n## S\n1. Not a link`).toThrow(/must be links/);
  });
});
