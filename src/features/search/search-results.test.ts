import { describe, expect, it } from "vitest";
import { excerptParts, resultsSummary } from "./search-results";

describe("the site search's results (docs/site.md, Search)", () => {
  it("announces how many pages match, in words", () => {
    expect(resultsSummary(3, "golf")).toBe("3 results for golf");
    expect(resultsSummary(1, " KCPE ")).toBe("1 result for KCPE");
    expect(resultsSummary(0, "xylophone")).toBe("No results for xylophone");
  });

  it("splits an excerpt into text and highlighted words", () => {
    expect(excerptParts("Golf is coached every <mark>Friday</mark>, each <mark>week</mark>")).toEqual([
      { text: "Golf is coached every ", match: false },
      { text: "Friday", match: true },
      { text: ", each ", match: false },
      { text: "week", match: true },
    ]);
    expect(excerptParts("<mark>Sibling</mark> discount")).toEqual([
      { text: "Sibling", match: true },
      { text: " discount", match: false },
    ]);
  });

  it("gives back the page's characters, never markup to run", () => {
    expect(excerptParts("Terms &amp; Conditions &lt;b&gt; <mark>fees</mark>")).toEqual([
      { text: "Terms & Conditions <b> ", match: false },
      { text: "fees", match: true },
    ]);
    expect(excerptParts("")).toEqual([]);
  });
});
