import { fees } from "~/features/fees/fees";
import { childrenParam, type CalculatorGrade } from "~/features/fees/calculator/family-fees";
import type { FeeCalculatorProps } from "./fee-calculator";
import type { Language } from "~/config/languages";
import { uiWordsOf } from "~/features/kiswahili/ui-words";

/**
 * What a fee page hands its calculator island, made at build: the page's own grade as the first
 * child, a new pupil, and the sibling discount its note names until the island runs. Not the
 * fee figures: the island fetches them (/fee-table.json), so a changed fee does not change every
 * page with a calculator (docs/decisions/040-one-fee-deploy-costs-the-fee.md).
 */
export function feeCalculatorProps(grade: CalculatorGrade = 7, language: Language = "en"): FeeCalculatorProps {
  const props = { siblingDiscountPercent: fees.siblingDiscountPercent, preset: { grade, isNew: true } };
  // A Kiswahili page's calculator is given its words; an English one has its own (./calculator-words.ts).
  return language === "en" ? props : { ...props, words: uiWordsOf(language).calculator };
}

/**
 * When a fee page's calculator hydrates (`client:settled`, src/islands/settled-directive.ts): as it
 * comes near the screen, for the calculator stands below the fee table and a parent who reads only
 * the table should not pay for React's download; at once when the address holds the children
 * (a shared result, docs/decisions/034-shared-calculator-link-lands-on-the-result.md).
 */
export const feeCalculatorHydration = { on: "near", rootMargin: "300px", asks: childrenParam } as const;
