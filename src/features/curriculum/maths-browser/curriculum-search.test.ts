import { describe, expect, it } from "vitest";
import { mathematicsStrands, type Strand } from "~/features/curriculum/mathematics-curriculum";
import { buildSearchIndex, filterCurriculum, highlightParts } from "./curriculum-search";

const sub = (id: string, title: string, outcome: string, experience: string) => ({
  id,
  title,
  specificOutcomes: [outcome],
  suggestedExperiences: [experience],
  keyQuestions: ["Only in key questions: zebra"],
  competencies: [],
  values: ["Only in values: giraffe"],
  pcis: [],
});

const strands: Strand[] = [
  {
    id: "numbers",
    title: "Numbers & Algebra",
    subtitle: "Only in the subtitle: okapi",
    overview: "",
    subStrands: [
      sub("integers", "Integers", "add integers on a number line", "walk along a line drawn on the ground"),
      sub("fractions", "Fractions", "compare fractions (a+b)*c", "fold paper strips"),
    ],
  },
  {
    id: "geometry",
    title: "Measurements & Geometry",
    subtitle: "",
    overview: "",
    subStrands: [sub("area", "Area", "find the area of a circle", "measure the classroom floor")],
  },
];

const index = buildSearchIndex(strands);
const ids = (query: string) =>
  filterCurriculum(index, query).map((r) => `${r.strand.id}:${r.subStrands.map((s) => s.id).join(",")}`);

describe("filterCurriculum", () => {
  it("returns every strand and sub-strand for an empty or blank query", () => {
    expect(ids("")).toEqual(["numbers:integers,fractions", "geometry:area"]);
    expect(ids("   ")).toEqual(ids(""));
  });

  it("ignores letter case", () => {
    expect(ids("INTEGERS")).toEqual(["numbers:integers"]);
    expect(ids("iNtEgErS")).toEqual(ids("integers"));
  });

  it("matches substrings of the sub-strand title, the outcomes and the experiences", () => {
    expect(ids("ntege")).toEqual(["numbers:integers"]);
    expect(ids("area of a circ")).toEqual(["geometry:area"]);
    expect(ids("paper strip")).toEqual(["numbers:fractions"]);
  });

  it("keeps a strand whose own title matches, with all its sub-strands", () => {
    expect(ids("algebra")).toEqual(["numbers:integers,fractions"]);
    expect(ids("geometry")).toEqual(["geometry:area"]);
  });

  it("drops a strand with no matching sub-strand when its title does not match", () => {
    expect(ids("classroom")).toEqual(["geometry:area"]);
  });

  it("does not search fields outside the four named ones", () => {
    expect(ids("okapi")).toEqual([]);
    expect(ids("zebra")).toEqual([]);
    expect(ids("giraffe")).toEqual([]);
  });

  it("does not match across the boundary between two fields", () => {
    expect(ids("integers add")).toEqual([]);
  });

  it("returns nothing when nothing matches", () => {
    expect(filterCurriculum(index, "xylophone")).toEqual([]);
  });

  it("takes regular-expression characters literally", () => {
    expect(ids("(a+b)*c")).toEqual(["numbers:fractions"]);
    expect(ids(".*")).toEqual([]);
    expect(ids("[")).toEqual([]);
    expect(ids("\\")).toEqual([]);
  });

  // How fast: src/features/curriculum/maths-browser/curriculum-search.bench.ts times the same two queries (`npm run bench`).
  it("takes very long input literally", () => {
    expect(ids("integers ".repeat(5000))).toEqual([]);
    expect(ids("a".repeat(100_000))).toEqual([]);
  });
});

describe("highlightParts", () => {
  it("marks every match, keeping the original letter case", () => {
    expect(highlightParts("Integers and integers", "INTEGER")).toEqual([
      { text: "Integer", match: true },
      { text: "s and ", match: false },
      { text: "integer", match: true },
      { text: "s", match: false },
    ]);
  });

  it("leaves the text whole when the query is empty or absent from it", () => {
    expect(highlightParts("Area", "")).toEqual([{ text: "Area", match: false }]);
    expect(highlightParts("Area", "zz")).toEqual([{ text: "Area", match: false }]);
  });

  it("marks regular-expression characters literally", () => {
    expect(highlightParts("compare (a+b)*c now", "(a+b)*c")).toEqual([
      { text: "compare ", match: false },
      { text: "(a+b)*c", match: true },
      { text: " now", match: false },
    ]);
  });
});

describe("the Mathematics curriculum", () => {
  it("has the three strands of docs/site.md, with 3, 9 and 2 sub-strands", () => {
    expect(mathematicsStrands.map((s) => [s.title, s.subStrands.length])).toEqual([
      ["Numbers & Algebra", 3],
      ["Measurements & Geometry", 9],
      ["Statistics & Probability", 2],
    ]);
  });

  it("has unique ids and full details for every published sub-strand", () => {
    const all = mathematicsStrands.flatMap((s) => [s.id, ...s.subStrands.map((x) => x.id)]);
    expect(new Set(all).size).toBe(all.length);
    for (const subStrand of mathematicsStrands.flatMap((s) => s.subStrands)) {
      if (subStrand.unpublished) {
        expect(subStrand.title).toBe("Probability");
        continue;
      }
      for (const field of ["specificOutcomes", "suggestedExperiences", "keyQuestions", "competencies", "values", "pcis"] as const) {
        expect(subStrand[field].length, `${subStrand.id}.${field}`).toBeGreaterThan(0);
      }
    }
  });

  it("finds sub-strands of the real curriculum", () => {
    const real = buildSearchIndex(mathematicsStrands);
    expect(filterCurriculum(real, "pythagor").map((r) => r.subStrands.map((s) => s.title))).toEqual([["Pythagorean Relationship"]]);
    expect(filterCurriculum(real, "probability").map((r) => r.subStrands.length)).toEqual([2]);
  });
});
