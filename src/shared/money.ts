/**
 * The one way the site writes money and percentages, so every page reads alike:
 * `KES 12,500`, `2.5%`. Amounts are whole shillings.
 */

const currency = "KES";

/** Thousands grouped with commas, without Intl so the server and every phone print the same. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** `formatKes(12500)` → `KES 12,500`. */
export function formatKes(amount: number): string {
  if (!Number.isFinite(amount) || !Number.isInteger(amount) || amount < 0) {
    throw new RangeError(`formatKes: ${amount} is not a whole, non-negative number of shillings`);
  }
  return `${currency} ${groupThousands(amount)}`;
}

/** `formatPercent(7.5)` → `7.5%`. */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatPercent: ${value} is not a number`);
  return `${value}%`;
}
