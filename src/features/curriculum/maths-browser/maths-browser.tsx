import { useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { mathematicsStrands } from "~/features/curriculum/mathematics-curriculum";
import { buildSearchIndex, filterCurriculum } from "~/features/curriculum/maths-browser/curriculum-search";
import { browserReducer, initialBrowserState } from "~/features/curriculum/maths-browser/maths-browser-state";
import { DetailPanel, type DesignsLink } from "./detail-panel";
import { Heading, type HeadingLevel } from "./heading";
import { StrandList } from "./strand-list";
import { SearchInput } from "~/shared/search-input";

// Built once: every keystroke then only compares lower-cased text (see curriculum-search.bench.ts).
const searchIndex = buildSearchIndex(mathematicsStrands);

/** Where the list and the panel stand side by side (Tailwind's lg); narrower, the panel is below the list. */
const sideBySide = "(min-width: 1024px)";

/** The browser's step for words typed in its search box: they and the strands they match. */
function searchFor(query: string) {
  return { type: "search", query, matchingStrandIds: filterCurriculum(searchIndex, query).map((r) => r.strand.id) } as const;
}

function findStrand(id: string | undefined) {
  return mathematicsStrands.find((strand) => strand.id === id);
}

export interface MathsBrowserProps {
  /** The link to the published curriculum designs (src/features/curriculum/maths-browser/maths-browser-props.ts). */
  designs: DesignsLink;
  /** Its top heading level: 2 on /strands, 3 inside the STEM chooser. */
  level?: HeadingLevel;
}

/**
 * The junior school Mathematics curriculum (docs/site.md, Mathematics browser): a search box, a
 * list of strands that open into sub-strands, and a panel with the chosen one's detail. An
 * island on /strands, and the Mathematics view of the STEM chooser on /stem-pathways. It
 * downloads the curriculum itself (src/features/curriculum/mathematics-curriculum.ts), which its search needs.
 */
export function MathsBrowser({ designs, level = 2 }: MathsBrowserProps) {
  const [state, dispatch] = useReducer(browserReducer, initialBrowserState);
  const [announcement, setAnnouncement] = useState("");
  const results = useMemo(() => filterCurriculum(searchIndex, state.query), [state.query]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPanel = useRef(false);
  const searchId = useId();
  const searchBox = useRef<HTMLInputElement>(null);

  // On /strands the island wakes when the reader reaches for it: words typed while it woke are
  // in the box already, though not yet searched.
  useEffect(() => {
    const typed = searchBox.current?.value ?? "";
    if (typed !== "") dispatch(searchFor(typed));
  }, []);

  const { selection } = state;
  const strand = findStrand(selection?.strandId);
  const subStrand = selection?.kind === "subStrand" ? strand?.subStrands.find((s) => s.id === selection.subStrandId) : undefined;
  const shownTitle = subStrand?.title ?? strand?.title;

  // On a phone the panel is below a long list: take the reader (and a screen reader) to it.
  // Side by side it is already in view, so focus stays in the list and the change is announced.
  useEffect(() => {
    if (!focusPanel.current || !shownTitle) return;
    focusPanel.current = false;
    if (window.matchMedia(sideBySide).matches) setAnnouncement(`Showing ${shownTitle}`);
    else headingRef.current?.focus();
  }, [selection, shownTitle]);

  const select = {
    strand: (strandId: string) => {
      focusPanel.current = true;
      dispatch({ type: "selectStrand", strandId });
    },
    subStrand: (strandId: string, subStrandId: string) => {
      focusPanel.current = true;
      dispatch({ type: "selectSubStrand", strandId, subStrandId });
    },
  };

  const matchedSubStrands = results.reduce((sum, r) => sum + r.subStrands.length, 0);

  return (
    <div className="space-y-6">
      <div className="max-w-xl">
        <label htmlFor={searchId} className="block font-semibold text-brand-900">
          Search the Mathematics curriculum
        </label>
        <p id={`${searchId}-hint`} className="text-sm text-slate-700">
          Looks in strand and sub-strand titles, learning outcomes and suggested experiences.
        </p>
        <SearchInput
          ref={searchBox}
          id={searchId}
          value={state.query}
          onChange={(event) => dispatch(searchFor(event.target.value))}
          aria-describedby={`${searchId}-hint`}
          placeholder="For example: area, integers, budget"
          className="mt-2 w-full"
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <div>
          <Heading level={level} className="mb-3 text-xl font-bold text-brand-900">
            Strands
          </Heading>
          <div role="status" className="text-slate-700">
            {state.query.trim() === "" ? null : results.length === 0 ? (
              <div className="mb-3 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center">
                <p className="text-lg font-semibold text-brand-900">No results found</p>
                <p>Try a different search term</p>
              </div>
            ) : (
              <p className="mb-3">
                {matchedSubStrands} {matchedSubStrands === 1 ? "sub-strand" : "sub-strands"} in {results.length}{" "}
                {results.length === 1 ? "strand" : "strands"}
              </p>
            )}
          </div>
          <StrandList
            results={results}
            state={state}
            onSelectStrand={select.strand}
            onSelectSubStrand={select.subStrand}
            onToggleStrand={(strandId) => dispatch({ type: "toggleStrand", strandId })}
          />
        </div>
        <DetailPanel
          strand={strand}
          subStrand={subStrand}
          query={state.query}
          level={level}
          designs={designs}
          headingRef={headingRef}
          onSelectStrand={select.strand}
          onSelectSubStrand={select.subStrand}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
