import type { KeyboardEvent } from "react";
import type { Strand } from "~/features/curriculum/mathematics-curriculum";
import type { StrandResult } from "~/features/curriculum/maths-browser/curriculum-search";
import { isStrandSelected, isSubStrandSelected, type BrowserState } from "~/features/curriculum/maths-browser/maths-browser-state";
import { Highlight } from "./highlight";

interface StrandListProps {
  results: readonly StrandResult<Strand>[];
  state: BrowserState;
  onSelectStrand: (strandId: string) => void;
  onSelectSubStrand: (strandId: string, subStrandId: string) => void;
  onToggleStrand: (strandId: string) => void;
}

/** Up and down arrows (and Home, End) move between the list's buttons, as well as Tab. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const list = event.currentTarget.closest("[data-strand-list]");
  const buttons = Array.from(list?.querySelectorAll<HTMLButtonElement>("button[data-nav]") ?? []).filter(
    (button) => button.offsetParent !== null,
  );
  const at = buttons.indexOf(event.currentTarget);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key] ?? at;
  const target = buttons[Math.max(0, Math.min(to, buttons.length - 1))];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

const rowButton =
  "w-full rounded-lg px-3 py-2 text-left transition-colors hover:bg-brand-50 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white aria-[current=true]:hover:bg-brand-800";

/** The left-hand list: strands, each opening into its sub-strands. */
export function StrandList({ results, state, onSelectStrand, onSelectSubStrand, onToggleStrand }: StrandListProps) {
  return (
    <ul className="space-y-2" data-strand-list>
      {results.map(({ strand, subStrands }) => {
        const expanded = state.expanded.includes(strand.id);
        const listId = `substrands-${strand.id}`;
        const count =
          subStrands.length === strand.subStrands.length
            ? `${strand.subStrands.length} sub-strands`
            : `${subStrands.length} of ${strand.subStrands.length} sub-strands`;
        return (
          <li key={strand.id} className="rounded-xl border border-slate-200 bg-white p-1">
            <div className="flex items-stretch gap-1">
              <button
                type="button"
                data-nav
                className={`${rowButton} min-h-11 flex-1 font-semibold text-brand-900`}
                aria-current={isStrandSelected(state.selection, strand.id) || undefined}
                onClick={() => onSelectStrand(strand.id)}
                onKeyDown={moveFocus}
              >
                <Highlight text={strand.title} query={state.query} />
                <span className="block text-sm font-normal opacity-90">{count}</span>
              </button>
              <button
                type="button"
                data-nav
                className="inline-flex min-h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => onToggleStrand(strand.id)}
                onKeyDown={moveFocus}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`size-5 transition-transform ${expanded ? "rotate-180" : ""}`}
                  fill="currentColor"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                </svg>
                <span className="sr-only">Sub-strands of {strand.title}</span>
              </button>
            </div>
            <ul id={listId} hidden={!expanded} className="mt-1 space-y-1 border-t border-slate-100 pt-1 pl-3">
              {subStrands.map((subStrand) => (
                <li key={subStrand.id}>
                  <button
                    type="button"
                    data-nav
                    className={`${rowButton} min-h-11 text-slate-800`}
                    aria-current={isSubStrandSelected(state.selection, subStrand.id) || undefined}
                    onClick={() => onSelectSubStrand(strand.id, subStrand.id)}
                    onKeyDown={moveFocus}
                  >
                    <Highlight text={subStrand.title} query={state.query} />
                    {subStrand.unpublished ? <span className="ml-2 text-sm italic">(details to follow)</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
