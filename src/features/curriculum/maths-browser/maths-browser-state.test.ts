import { describe, expect, it } from "vitest";
import { browserReducer, initialBrowserState, isStrandSelected, isSubStrandSelected, type BrowserAction } from "./maths-browser-state";

const run = (...actions: BrowserAction[]) => actions.reduce(browserReducer, initialBrowserState);

describe("browserReducer", () => {
  it("starts with nothing selected, nothing expanded and no search", () => {
    expect(initialBrowserState).toEqual({ query: "", selection: null, expanded: [] });
  });

  it("selecting a strand selects it and expands it", () => {
    const state = run({ type: "selectStrand", strandId: "algebra" });
    expect(state.selection).toEqual({ kind: "strand", strandId: "algebra" });
    expect(state.expanded).toEqual(["algebra"]);
  });

  it("selecting a sub-strand clears the selected strand, and the reverse", () => {
    const sub = run({ type: "selectStrand", strandId: "algebra" }, { type: "selectSubStrand", strandId: "algebra", subStrandId: "integers" });
    expect(isStrandSelected(sub.selection, "algebra")).toBe(false);
    expect(isSubStrandSelected(sub.selection, "integers")).toBe(true);

    const back = browserReducer(sub, { type: "selectStrand", strandId: "geometry" });
    expect(isSubStrandSelected(back.selection, "integers")).toBe(false);
    expect(isStrandSelected(back.selection, "geometry")).toBe(true);
  });

  it("toggles strands in and out of the expanded set independently", () => {
    const state = run(
      { type: "toggleStrand", strandId: "a" },
      { type: "toggleStrand", strandId: "b" },
      { type: "toggleStrand", strandId: "a" },
    );
    expect(state.expanded).toEqual(["b"]);
  });

  it("collapsing a selected strand keeps it selected; selecting it again expands it", () => {
    const collapsed = run({ type: "selectStrand", strandId: "a" }, { type: "toggleStrand", strandId: "a" });
    expect(collapsed.expanded).toEqual([]);
    expect(isStrandSelected(collapsed.selection, "a")).toBe(true);
    expect(browserReducer(collapsed, { type: "selectStrand", strandId: "a" }).expanded).toEqual(["a"]);
  });

  it("searching opens the strands with matches and keeps the selection", () => {
    const state = run(
      { type: "selectSubStrand", strandId: "a", subStrandId: "x" },
      { type: "search", query: "area", matchingStrandIds: ["a", "b"] },
    );
    expect(state.query).toBe("area");
    expect(state.expanded).toEqual(["a", "b"]);
    expect(isSubStrandSelected(state.selection, "x")).toBe(true);
  });

  it("clearing the search leaves the expanded set as it was", () => {
    const state = run({ type: "search", query: "area", matchingStrandIds: ["b"] }, { type: "search", query: "", matchingStrandIds: ["a", "b", "c"] });
    expect(state.expanded).toEqual(["b"]);
    expect(state.query).toBe("");
  });
});
