import { useEffect, useId, useRef, useState } from "react";
import {
  childrenFromSearch,
  childrenParam,
  familyFees,
  maxChildren,
  resultFragment,
  searchWithChildren,
  type CalculatorFees,
  type ChildChoice,
} from "~/features/fees/calculator/family-fees";
import { loadCalculatorFees } from "~/features/fees/calculator/fee-table-file";
import { formatPercent } from "~/shared/money";
import { ChildFields } from "./child-fields";
import { FeeResult } from "./fee-result";
import { englishCalculatorWords, fillIn, type CalculatorWords } from "./calculator-words";

export interface FeeCalculatorProps {
  /** The discount the note names until the calculator runs (the sums read the fee table's own). */
  siblingDiscountPercent: number;
  /** The first child when the address holds no choices: the page's own grade, a new pupil. */
  preset: ChildChoice;
  /** On a Kiswahili page, its words (sw.json's `calculator`); an English page's are the island's own. */
  words?: CalculatorWords;
}

// The figures are asked for as soon as the island's code arrives, beside React's, not after it.
if (typeof window !== "undefined") void loadCalculatorFees();

interface Row {
  /** Stable while the child is listed, so a control keeps its state when another child is removed. */
  id: number;
  choice: ChildChoice;
}

/** Where focus goes after the list changes: a child's grade control, or the add button. */
type FocusTarget = { row: number } | "add" | null;

/**
 * Keeps the choices in the address as they change, without a new history entry, ending on the
 * result's name: the address is the link a parent sends, and it opens on the result (docs/site.md,
 * Fee calculator).
 */
function writeAddress(choices: readonly ChildChoice[]) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${searchWithChildren(search, choices)}#${resultFragment}`);
}

/**
 * The fee calculator of /fees and each grade's fee page (docs/site.md, Fee calculator): children
 * added one by one, each with a grade and new or continuing; the result per child and in total,
 * with the sibling discount on every child after the first. The choices live in the address
 * (`?children=7n,9c`), read when the island starts and rewritten as they change, so a parent can
 * send the result on. The HTML made at build cannot know the address, and a calculator that
 * cannot calculate must not look as if it could: until the island runs and has the fee table's
 * figures (/fee-table.json, fetched as it starts), it shows a short note, and the fee table above
 * stays the answer; so it does when the figures cannot be had (offline, never fetched).
 */
export function FeeCalculator({ siblingDiscountPercent, preset, words = englishCalculatorWords }: FeeCalculatorProps) {
  const [fees, setFees] = useState<CalculatorFees | null>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const nextId = useRef(0);
  const baseId = useId();
  const gradeControls = useRef(new Map<number, HTMLSelectElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<FocusTarget>(null);

  /** The address held the children (a shared result): it is brought into view once shown. */
  const shared = useRef(false);

  useEffect(() => {
    let current = true;
    void loadCalculatorFees().then((loaded) => {
      if (current && loaded) setFees(loaded);
    });
    return () => {
      current = false;
    };
  }, []);

  // The address is read once, as the island starts: afterwards the page writes it, not the reverse.
  useEffect(() => {
    shared.current = new URLSearchParams(window.location.search).has(childrenParam);
    setRows(childrenFromSearch(window.location.search, [preset]).map((choice) => ({ id: nextId.current++, choice })));
  }, [preset]);

  // A shared link opens at the top of the page, or at this note when it names the result: the
  // parent came for the family's total, so it is scrolled to once the island has worked it out.
  useEffect(() => {
    if (rows === null || fees === null || !shared.current) return;
    shared.current = false;
    document.getElementById(resultFragment)?.scrollIntoView({ block: "start" });
  }, [rows, fees]);

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === "add") addButton.current?.focus();
    else if (target) gradeControls.current.get(target.row)?.focus();
  }, [rows]);

  if (rows === null || fees === null) {
    return (
      <p id={resultFragment} className="text-base text-slate-700">
        {fillIn(words.notReady, { percent: formatPercent(siblingDiscountPercent) })}
      </p>
    );
  }

  const update = (next: Row[], focus: FocusTarget = null) => {
    focusAfterRender.current = focus;
    setRows(next);
    writeAddress(next.map((row) => row.choice));
  };
  const add = () => {
    const row = { id: nextId.current++, choice: preset };
    update([...rows, row], { row: row.id });
  };
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    // Focus goes to what followed the removed child: the next child, or the add button.
    const following = next[index];
    update(next, following ? { row: following.id } : "add");
  };
  const change = (index: number, choice: ChildChoice) => update(rows.map((row, i) => (i === index ? { ...row, choice } : row)));

  const family = familyFees(
    rows.map((row) => row.choice),
    fees,
  );

  return (
    <div className="grid gap-8 text-base lg:grid-cols-2 lg:items-start">
      {/* On paper only the result is kept (data-print-keep); the controls are left off (src/styles/print.css). */}
      <div data-print-hidden="" className="space-y-4 print:hidden">
        <ol className="list-none space-y-4 pl-0" aria-label={words.yourChildren}>
          {rows.map((row, index) => (
            <li key={row.id}>
              <ChildFields
                idBase={`${baseId}-${row.id}`}
                position={index + 1}
                choice={row.choice}
                onChange={(choice) => change(index, choice)}
                onRemove={rows.length > 1 ? () => remove(index) : undefined}
                words={words}
                gradeRef={(element) => {
                  if (element) gradeControls.current.set(row.id, element);
                  else gradeControls.current.delete(row.id);
                }}
              />
            </li>
          ))}
        </ol>
        {rows.length < maxChildren ? (
          <button type="button" ref={addButton} onClick={add} className="btn-primary">
            {words.addChild}
          </button>
        ) : (
          <p className="text-slate-700">{fillIn(words.most, { n: maxChildren })}</p>
        )}
        <p className="text-sm text-slate-600">{words.addressNote}</p>
      </div>
      <div className="space-y-4">
        <FeeResult id={resultFragment} family={family} siblingDiscountPercent={fees.siblingDiscountPercent} headingId={`${baseId}-result`} words={words} />
        <button type="button" onClick={() => window.print()} data-print-hidden="" className="btn-secondary print:hidden">
          {words.print}
        </button>
      </div>
    </div>
  );
}
