import type { FeeTable } from "../lib/fees-schema";

/**
 * THE SCHOOL FEES — the one place to change them (docs/site.md, Fees). Amounts are whole Kenya
 * shillings; write 12_500 for 12,500. Annual totals are worked out from the termly fee, so
 * they are never typed here. `npm run build` stops with the field named if a value is wrong.
 */
export const fees = {
  grade7: {
    grade: 7,
    termFee: 80_000,
    uniformBeddingTextbooks: 30_000,
  },
  grade8: {
    grade: 8,
    termFee: 85_200,
    uniformBeddingTextbooks: 100_000,
  },
  grade9: {
    grade: 9,
    termFee: 105_200,
    uniformBeddingTextbooks: 30_000,
  },
  newStudents: {
    commitmentFee: 20_000,
    freeTransportTowns: ["Nanyuki", "Mombasa", "Embu"],
  },
  /** The sibling discount: this percent off the tuition of every child after the first (the fee pages and the fee calculator). */
  siblingDiscountPercent: 7.5,
  paymentMethods: [
    {
      method: "Pay Bill (M-Pesa)",
      accepted: true,
      detail: "Pay from your phone to the school's M-Pesa Pay Bill. The finance office gives you the number and the account reference for your child.",
    },
    {
      method: "Banker's cheque",
      accepted: true,
      detail: "A cheque drawn by your bank and made payable to the school.",
    },
    {
      method: "Cash",
      accepted: false,
      detail: "Please do not bring or send cash: staff cannot receive fees in cash.",
    },
    {
      method: "Personal cheques",
      accepted: false,
      detail: "Cheques drawn on a personal account are not accepted.",
    },
    {
      method: "Post-dated cheques",
      accepted: false,
      detail: "Every cheque must be payable on the day it is handed in.",
    },
  ],
} as const satisfies FeeTable;

export type FeeGradeKey = "grade7" | "grade8" | "grade9";
