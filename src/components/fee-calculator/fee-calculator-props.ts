import { fees } from "~/content/fees";
import { calculatorFees, type CalculatorGrade } from "~/lib/fee-calculator";
import type { FeeCalculatorProps } from "./fee-calculator";

/**
 * What a fee page hands its calculator island, made at build: the fee table's figures as plain
 * data (never the table itself), and the page's own grade as the first child, a new pupil.
 */
export function feeCalculatorProps(grade: CalculatorGrade = 7): FeeCalculatorProps {
  return { fees: calculatorFees(fees), preset: { grade, isNew: true } };
}
