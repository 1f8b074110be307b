import { publishedFiles } from "../../../config/published-files";
import { calculatorGrades, type CalculatorFees } from "./family-fees";

/**
 * The fee calculator's figures as the island reads them: from /fee-table.json (src/pages/fee-table.json.ts),
 * fetched when the island starts, not written into every fee page, so one changed fee changes one
 * small file rather than every page with a calculator (docs/decisions/040-one-fee-deploy-costs-the-fee.md).
 * Browser code: the check is by hand, not with the site's zod schema, which the island would
 * otherwise have to download.
 */

const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The figures, when `value` holds every one the sums need as a number; otherwise undefined. */
export function readCalculatorFees(value: unknown): CalculatorFees | undefined {
  if (!isRecord(value) || !isRecord(value.grades)) return undefined;
  const { grades } = value;
  const complete = calculatorGrades.every((grade) => {
    const figures = grades[grade];
    return isRecord(figures) && isAmount(figures.termFee) && isAmount(figures.uniformBeddingTextbooks);
  });
  if (!complete || !isAmount(value.commitmentFee) || !isAmount(value.siblingDiscountPercent) || !isAmount(value.termsInYear)) return undefined;
  return value as unknown as CalculatorFees;
}

let pending: Promise<CalculatorFees | undefined> | undefined;

/**
 * Fetches the figures once per page (the browser asks the server whether its copy is current, as
 * for a page); undefined when they cannot be had (no network and no copy on the phone, or a
 * file that is not the fee table). A failure is not remembered: the next call tries again.
 */
export function loadCalculatorFees(fetchFile: typeof fetch = fetch): Promise<CalculatorFees | undefined> {
  pending ??= fetchFile(publishedFiles.feeTable.path, { credentials: "same-origin" })
    .then(async (response) => (response.ok ? readCalculatorFees(await response.json()) : undefined))
    .catch(() => undefined)
    .then((fees) => {
      if (!fees) pending = undefined;
      return fees;
    });
  return pending;
}
