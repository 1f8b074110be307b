import { describe, expect, it } from "vitest";
import { withPortableIslandIds } from "./portable-island-ids";

const island = (uid: string, props: string) => `<astro-island uid="${uid}" prefix="r1" component-url="/assets/fee-calculator.a1.js" props="${props}" ssr client="visible"><p>x</p></astro-island>`;

describe("island names that do not depend on the folder the site is built in", () => {
  it("names an island by what it is, so two builds in two folders write the same page", () => {
    const here = withPortableIslandIds(`<main>${island("Zh6bJQ", "{}")}</main>`);
    const there = withPortableIslandIds(`<main>${island("Qx81pA", "{}")}</main>`);
    expect(here).toBe(there);
    expect(here).toMatch(/^<main><astro-island uid="[\w-]{8}" prefix="r1" component-url="\/assets\/fee-calculator\.a1\.js" props="\{\}" ssr client="visible"><p>x<\/p><\/astro-island><\/main>$/);
  });

  it("gives each island of a page its own name, two alike included, and a changed island a new one", () => {
    const page = withPortableIslandIds(island("a", "{}") + island("b", "{}") + island("c", '{"grade":8}'));
    const names = [...page.matchAll(/uid="([^"]*)"/g)].map((match) => match[1]);
    expect(new Set(names).size).toBe(3);
  });

  it("leaves the rest of the page as it is", () => {
    const page = '<p uid="kept">text</p><astro-island client="only"></astro-island>';
    expect(withPortableIslandIds(page)).toBe(page);
  });
});
