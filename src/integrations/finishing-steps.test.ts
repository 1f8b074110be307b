import { describe, expect, it } from "vitest";
import { finishingSteps, orderProblems, pageRewrites, rewrittenPage, type Ordered } from "./finishing-steps";
import { withWholePagePaint } from "./paint-whole-page";
import { withPortableIslandIds } from "./portable-island-ids";
import { withScriptsAfterFirstPaint } from "./script-after-first-paint";

const names = (list: readonly Ordered[]) => list.map((step) => step.name);

/** The list with two steps swapped, as a change to finishing-steps.ts might leave it. */
function swapped<T extends Ordered>(list: readonly T[], first: string, second: string): T[] {
  const copy = [...list];
  const [a, b] = [names(list).indexOf(first), names(list).indexOf(second)];
  [copy[a], copy[b]] = [list[b]!, list[a]!];
  return copy;
}

describe("the build's finishing steps (docs/decisions/045-finishing-steps-in-order.md)", () => {
  it("come each after every step whose output it reads", () => {
    expect(orderProblems(finishingSteps)).toEqual([]);
    expect(orderProblems(pageRewrites)).toEqual([]);
  });

  it("write the download sizes into the pages before the pages are hashed, and everything before it is compressed", () => {
    const place = (name: string) => names(finishingSteps).indexOf(name);
    expect(place("offline download sizes")).toBeLessThan(place("CSP hashes"));
    expect(place("offline download sizes")).toBeLessThan(place("service worker"));
    expect(place("search index")).toBeLessThan(place("compressed copies"));
    expect(place("site manifest")).toBeLessThan(place("deploy files"));
  });

  it("each say why in one line", () => {
    for (const step of [...finishingSteps, ...pageRewrites]) expect(step.why, step.name).toMatch(/^[^\n]{10,}$/);
  });

  it("rewrite each page as the three rewrites did one after the other", () => {
    const page =
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Fees</title></head><body><main><astro-island uid="Zh6bJQ" client="visible"></astro-island></main>' +
      '<footer id="site-footer"></footer><script type="module" src="/assets/page.Ab1.js"></script></body></html>';
    expect(rewrittenPage(page)).toBe(withPortableIslandIds(withWholePagePaint(withScriptsAfterFirstPaint(page))));
  });
});

describe("orderProblems", () => {
  const list: Ordered[] = [
    { name: "pages", why: "written first" },
    { name: "sizes", why: "written into the pages", after: ["pages"] },
    { name: "hashes", why: "read from the pages as published", after: ["pages", "sizes"] },
  ];

  it("finds nothing wrong when each step follows what it reads", () => {
    expect(orderProblems(list)).toEqual([]);
  });

  it("names a step put before one it reads", () => {
    expect(orderProblems(swapped(list, "sizes", "hashes"))).toEqual(['"hashes" reads what "sizes" writes, but comes before it']);
    expect(orderProblems(swapped(finishingSteps, "offline download sizes", "CSP hashes"))).toContain(
      '"CSP hashes" reads what "offline download sizes" writes, but comes before it',
    );
  });

  it("names a step that follows one not in the list, and a name given twice", () => {
    expect(orderProblems([...list, { name: "manifest", why: "from the hashes", after: ["hashs"] }])).toEqual(['"manifest" comes after "hashs", which is not in the list']);
    expect(orderProblems([...list, { name: "pages", why: "again" }])).toEqual(['"pages" is in the list twice']);
  });
});
