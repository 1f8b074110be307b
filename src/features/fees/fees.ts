import feeData from "../../data/fees.json" with { type: "json" };
import type { FeeTable } from "./fees-schema";

/**
 * THE SCHOOL FEES, from src/data/fees.json (changed in the editor: Fees and payment). Amounts
 * are whole Kenya shillings; annual totals are worked out from the termly fee, so they are never
 * stored. `npm run build` stops with the file and the field named if a value is wrong.
 */
export const fees = feeData as FeeTable;

export type FeeGradeKey = "grade7" | "grade8" | "grade9";
