import type { Ref } from "react";
import { calculatorGrades, type CalculatorGrade, type ChildChoice } from "~/features/fees/calculator/family-fees";
import { fillIn, type CalculatorWords } from "./calculator-words";

interface ChildFieldsProps {
  /** Unique on the page: names the child's controls. */
  idBase: string;
  /** 1 for the first child entered. */
  position: number;
  choice: ChildChoice;
  onChange: (choice: ChildChoice) => void;
  /** Absent for an only child: there is always one to work out. */
  onRemove?: () => void;
  /** The grade control, where focus goes when this child is added, or follows a removed one. */
  gradeRef: Ref<HTMLSelectElement>;
  words: CalculatorWords;
}

/** One child's choices: a grade and whether the child is new to the school, as native, labelled controls. */
export function ChildFields({ idBase, position, choice, onChange, onRemove, gradeRef, words }: ChildFieldsProps) {
  const name = fillIn(words.child, { n: position });
  return (
    <fieldset className="card p-4 sm:p-5">
      <legend className="px-1 text-lg font-bold text-brand-900">{name}</legend>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
        <div>
          <label htmlFor={`${idBase}-grade`} className="block font-semibold text-brand-900">
            {words.grade}
          </label>
          <select
            id={`${idBase}-grade`}
            ref={gradeRef}
            value={choice.grade}
            onChange={(event) => onChange({ ...choice, grade: Number(event.target.value) as CalculatorGrade })}
            className="mt-1 min-h-11 min-w-36 rounded-lg border-2 border-slate-400 bg-white px-3 text-lg"
          >
            {calculatorGrades.map((grade) => (
              <option key={grade} value={grade}>
                {fillIn(words.gradeN, { grade })}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="font-semibold text-brand-900">{words.newOrContinuing}</legend>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
            {[
              { isNew: true, label: words.newPupil },
              { isNew: false, label: words.continuingPupil },
            ].map((option) => (
              <label key={option.label} className="inline-flex min-h-11 items-center gap-2 text-lg">
                <input
                  type="radio"
                  name={`${idBase}-new`}
                  checked={choice.isNew === option.isNew}
                  onChange={() => onChange({ ...choice, isNew: option.isNew })}
                  className="size-5 accent-brand-700"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        {onRemove ? (
          <button type="button" onClick={onRemove} className="btn-secondary ml-auto">
            {fillIn(words.removeChild, { n: position })}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
