import { test } from "vitest";
import { mathematicsStrands } from "~/features/curriculum/mathematics-curriculum";
import { buildSearchIndex, filterCurriculum, highlightParts } from "./curriculum-search";

/**
 * One keystroke in the Mathematics browser filters the whole curriculum and highlights the
 * visible titles. The budget is one frame (16 ms); `npx vitest bench` prints the mean.
 */
const index = buildSearchIndex(mathematicsStrands);
const typed = "geometrical constructions";
const keystrokes = Array.from({ length: typed.length }, (_, i) => typed.slice(0, i + 1));

function keystroke(query: string) {
  for (const result of filterCurriculum(index, query)) {
    highlightParts(result.strand.title, query);
    for (const subStrand of result.subStrands) {
      highlightParts(subStrand.title, query);
      for (const text of [...subStrand.specificOutcomes, ...subStrand.suggestedExperiences]) highlightParts(text, query);
    }
  }
}

// Vitest 5's benchmarks are a fixture of a test: `bench.compare` runs each case and prints the table.
test("Mathematics search, per keystroke on the full curriculum", async ({ bench }) => {
  let next = 0;
  await bench.compare(
    bench("typing 'geometrical constructions', one keystroke at a time", () => {
      keystroke(keystrokes[next++ % keystrokes.length] ?? "");
    }),
    bench("clearing the box (everything listed)", () => keystroke("")),
    bench("a query that matches nothing", () => keystroke("xylophone")),
    bench("a very long pasted query", () => keystroke("area ".repeat(2000))),
    // The two queries the unit test checks are taken literally (curriculum-search.test.ts): a word
    // pasted 5,000 times and 100,000 letters, which must still return within a frame.
    bench("'integers ' pasted 5,000 times (45,000 characters)", () => keystroke("integers ".repeat(5000))),
    bench("100,000 letters", () => keystroke("a".repeat(100_000))),
  );
});
