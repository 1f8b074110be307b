import type { FeeTable, GradeFees } from "./fees-schema";
import { andList } from "~/shared/and-list";

/** The school year's three terms, in order (docs/site.md, Fees: the same fee for each term). */
export const termLabels = ["Term 1", "Term 2", "Term 3"] as const;

/** One termly fee card: the term and its amount. */
export interface TermFee {
  term: (typeof termLabels)[number];
  amount: number;
}

/** A charge new students pay once: its title, its amount, and whether it is free. */
export interface OneTimeCharge {
  title: string;
  amount: number;
  note?: string;
  isFree?: boolean;
}

export function termFees(grade: GradeFees): TermFee[] {
  return termLabels.map((term) => ({ term, amount: grade.termFee }));
}

/** The annual total is always the sum of the termly fees, never a typed figure. */
export function annualTotal(terms: readonly TermFee[]): number {
  return terms.reduce((sum, t) => sum + t.amount, 0);
}

export function oneTimeCharges(grade: GradeFees, newStudents: FeeTable["newStudents"]): OneTimeCharge[] {
  return [
    { title: "Commitment fee (non-refundable)", amount: newStudents.commitmentFee, note: "Paid with your acceptance letter to secure the place." },
    { title: "Uniform, bedding and textbooks", amount: grade.uniformBeddingTextbooks, note: "Everything your child needs on the first day." },
    {
      title: `Transport to and from ${andList(newStudents.freeTransportTowns)}`,
      amount: 0,
      isFree: true,
      note: "Free for new students.",
    },
  ];
}
