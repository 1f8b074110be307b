/**
 * What the Mathematics browser remembers (docs/site.md, Mathematics browser): the search text, the one selected
 * strand or sub-strand (choosing one clears the other), and the set of expanded strands.
 */

export type Selection =
  | { kind: "strand"; strandId: string }
  | { kind: "subStrand"; strandId: string; subStrandId: string }
  | null;

export interface BrowserState {
  query: string;
  selection: Selection;
  expanded: readonly string[];
}

export type BrowserAction =
  | { type: "selectStrand"; strandId: string }
  | { type: "selectSubStrand"; strandId: string; subStrandId: string }
  | { type: "toggleStrand"; strandId: string }
  /** `matchingStrandIds`: the strands that have matching sub-strands, opened so the matches show. */
  | { type: "search"; query: string; matchingStrandIds: readonly string[] };

export const initialBrowserState: BrowserState = { query: "", selection: null, expanded: [] };

function withExpanded(expanded: readonly string[], ids: readonly string[]): readonly string[] {
  const added = ids.filter((id) => !expanded.includes(id));
  return added.length === 0 ? expanded : [...expanded, ...added];
}

export function browserReducer(state: BrowserState, action: BrowserAction): BrowserState {
  switch (action.type) {
    case "selectStrand":
      return {
        ...state,
        selection: { kind: "strand", strandId: action.strandId },
        expanded: withExpanded(state.expanded, [action.strandId]),
      };
    case "selectSubStrand":
      return {
        ...state,
        selection: { kind: "subStrand", strandId: action.strandId, subStrandId: action.subStrandId },
        expanded: withExpanded(state.expanded, [action.strandId]),
      };
    case "toggleStrand":
      return {
        ...state,
        expanded: state.expanded.includes(action.strandId)
          ? state.expanded.filter((id) => id !== action.strandId)
          : [...state.expanded, action.strandId],
      };
    case "search":
      return {
        ...state,
        query: action.query,
        expanded: action.query.trim() === "" ? state.expanded : withExpanded(state.expanded, action.matchingStrandIds),
      };
  }
}

export function isStrandSelected(selection: Selection, strandId: string): boolean {
  return selection?.kind === "strand" && selection.strandId === strandId;
}

export function isSubStrandSelected(selection: Selection, subStrandId: string): boolean {
  return selection?.kind === "subStrand" && selection.subStrandId === subStrandId;
}
