/**
 * The fee calculator's arithmetic (docs/site.md, Fee calculator), from the figures of the one fee
 * table (src/features/fees/fees.ts), and the way a family's choices are kept in the page's address
 * (`?children=7n,9c`: Grade 7 new, Grade 9 continuing) so the result can be sent on.
 *
 * Browser code: it imports no content, configuration or schema; the island is handed the figures
 * (`calculatorFees`, run at build).
 */

import type { FeeTable } from "../fees-schema";
import { termLabels } from "../fee-totals";

export const calculatorGrades = [7, 8, 9] as const;
export type CalculatorGrade = (typeof calculatorGrades)[number];

/** A family larger than this is not a sum the page needs to draw (and keeps a pasted address short). */
export const maxChildren = 10;

export interface ChildChoice {
  grade: CalculatorGrade;
  /** New to the school (pays the one-time charges) or continuing. */
  isNew: boolean;
}

/** The figures the calculator needs, taken from the fee table at build. */
export interface CalculatorFees {
  grades: Readonly<Record<CalculatorGrade, { termFee: number; uniformBeddingTextbooks: number }>>;
  /** New pupils only, once. */
  commitmentFee: number;
  /** Off the tuition of every child after the first entered. */
  siblingDiscountPercent: number;
  /** Terms in the school year (the annual tuition is the termly fees added up). */
  termsInYear: number;
}

/** The figures of the fee table the calculator uses, as plain data for the island. */
export function calculatorFees(table: FeeTable): CalculatorFees {
  const figures = (grade: FeeTable["grade7"]) => ({ termFee: grade.termFee, uniformBeddingTextbooks: grade.uniformBeddingTextbooks });
  return {
    grades: { 7: figures(table.grade7), 8: figures(table.grade8), 9: figures(table.grade9) },
    commitmentFee: table.newStudents.commitmentFee,
    siblingDiscountPercent: table.siblingDiscountPercent,
    termsInYear: termLabels.length,
  };
}

export interface ChildFees {
  choice: ChildChoice;
  /** 1 for the first child entered. */
  position: number;
  /** The grade's fee for a term, before any discount. */
  fullTermFee: number;
  /** The sibling discount on one term's tuition, in whole shillings: 0 for the first child. */
  termDiscount: number;
  /** Tuition for a term, after the discount. */
  termFee: number;
  /** Tuition for the year: the termly tuition added up. */
  yearFee: number;
  /** One-time charges (new pupils only, otherwise 0). */
  commitmentFee: number;
  uniformBeddingTextbooks: number;
  oneTimeTotal: number;
  /** The year's tuition and the one-time charges. */
  firstYearTotal: number;
}

export interface FamilyFees {
  children: ChildFees[];
  termFee: number;
  yearFee: number;
  /** What the sibling discount saves in a term and in a year. */
  termDiscount: number;
  yearDiscount: number;
  oneTimeTotal: number;
  firstYearTotal: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Each child's fees and the family's total. The sibling discount comes off the termly tuition
 * of every child but the first entered (whichever grade that is), rounded to the nearest whole
 * shilling; it never touches the one-time charges. A year's tuition is always its terms added up.
 */
export function familyFees(choices: readonly ChildChoice[], fees: CalculatorFees): FamilyFees {
  const children = choices.map((choice, index): ChildFees => {
    const grade = fees.grades[choice.grade];
    const termDiscount = index === 0 ? 0 : Math.round((grade.termFee * fees.siblingDiscountPercent) / 100);
    const termFee = grade.termFee - termDiscount;
    const yearFee = termFee * fees.termsInYear;
    const commitmentFee = choice.isNew ? fees.commitmentFee : 0;
    const uniformBeddingTextbooks = choice.isNew ? grade.uniformBeddingTextbooks : 0;
    const oneTimeTotal = commitmentFee + uniformBeddingTextbooks;
    return {
      choice,
      position: index + 1,
      fullTermFee: grade.termFee,
      termDiscount,
      termFee,
      yearFee,
      commitmentFee,
      uniformBeddingTextbooks,
      oneTimeTotal,
      firstYearTotal: yearFee + oneTimeTotal,
    };
  });
  const termDiscount = sum(children.map((c) => c.termDiscount));
  return {
    children,
    termFee: sum(children.map((c) => c.termFee)),
    yearFee: sum(children.map((c) => c.yearFee)),
    termDiscount,
    yearDiscount: termDiscount * fees.termsInYear,
    oneTimeTotal: sum(children.map((c) => c.oneTimeTotal)),
    firstYearTotal: sum(children.map((c) => c.firstYearTotal)),
  };
}

/** The address's name for the choices: `?children=7n,9c`. */
export const childrenParam = "children";

/**
 * The calculator's result, named in the address it gives out (`?children=7n,9c#your-familys-fees`),
 * so a shared link opens on the family's total rather than at the top of the page.
 */
export const resultFragment = "your-familys-fees";

const childPattern = /^([789])([nc])$/;

/**
 * The choices an address holds (`7n,9c`); a part that is not a grade 7 to 9 followed by `n` (new)
 * or `c` (continuing) is left out, letter case and spaces aside, and only the first `maxChildren` count.
 */
export function parseChildren(value: string | null): ChildChoice[] {
  if (!value) return [];
  return value
    .split(",")
    .map((part) => childPattern.exec(part.trim().toLowerCase()))
    .filter((match) => match !== null)
    .slice(0, maxChildren)
    .map((match) => ({ grade: Number(match[1]) as CalculatorGrade, isNew: match[2] === "n" }));
}

/** `[{ grade: 7, isNew: true }, { grade: 9, isNew: false }]` → `7n,9c`. */
export function formatChildren(children: readonly ChildChoice[]): string {
  return children.map((child) => `${child.grade}${child.isNew ? "n" : "c"}`).join(",");
}

/** The choices of an address's query string, or `fallback` when it holds none. */
export function childrenFromSearch(search: string, fallback: readonly ChildChoice[]): ChildChoice[] {
  const children = parseChildren(new URLSearchParams(search).get(childrenParam));
  return children.length > 0 ? children : [...fallback];
}

/**
 * The query string with these choices in it, every other part kept. Written by hand rather
 * than by URLSearchParams, which would send the commas as `%2C` in an address a parent shares.
 */
export function searchWithChildren(search: string, children: readonly ChildChoice[]): string {
  const others = new URLSearchParams(search);
  others.delete(childrenParam);
  const rest = others.toString();
  return `?${childrenParam}=${formatChildren(children)}${rest ? `&${rest}` : ""}`;
}
