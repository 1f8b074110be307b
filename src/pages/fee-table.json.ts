import type { APIRoute } from "astro";
import { publishedFiles } from "../config/published-files";
import { fees } from "../features/fees/fees";
import { calculatorFees } from "../features/fees/calculator/family-fees";

/**
 * /fee-table.json: the fee table's figures the fee calculator needs (src/data/fees.json), made at
 * build. The calculator island fetches it when it starts (src/features/fees/calculator/fee-table-file.ts), so the fee
 * pages carry no copy of it (docs/decisions/040-one-fee-deploy-costs-the-fee.md).
 */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(calculatorFees(fees)), { headers: { "Content-Type": publishedFiles.feeTable.contentType } });
