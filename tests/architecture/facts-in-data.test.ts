import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { factFiles } from "../../src/facts/fact-files";

/**
 * Every fact the web admin changes lives in a data file (src/data/), never in code: no fee, date,
 * phone number, e-mail or portal address is written in a .ts, .tsx or .astro file outside the
 * data files and the tests. `git grep` searches the tracked files, as a clean clone has them.
 */

const root = fileURLToPath(new URL("../../", import.meta.url));
const code = ["*.ts", "*.tsx", "*.astro", "*.mjs"].map((glob) => `:(glob)**/${glob}`);
const notCode = [":!src/data/**", ":!tests/**", ":!**/*.test.ts", ":!**/*.test.tsx", ":!**/*.test.mjs", ":!**/*.bench.ts"];

/** Each line of the code that holds one of the strings, as `file:line: text`. */
function codeLinesWith(strings: readonly string[], { wholeWords = false } = {}): string[] {
  if (strings.length === 0) return [];
  const patterns = strings.flatMap((s) => ["-e", s]);
  try {
    return execFileSync("git", ["grep", "-n", "-F", ...(wholeWords ? ["-w"] : []), ...patterns, "--", ...code, ...notCode], { cwd: root, encoding: "utf8" }).trim().split("\n");
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

/** Every string and number a data file holds, however deep. */
function valuesOf(value: unknown): (string | number)[] {
  if (typeof value === "string" || typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(valuesOf);
  return [];
}

/** Each data file of the registry (src/facts/fact-files.ts) by its name: `fees.json` → its value. */
const data = Object.fromEntries(factFiles.map(({ file }) => [basename(file), JSON.parse(readFileSync(root + file, "utf8")) as unknown])) as Record<string, unknown>;

/** A number of shillings as code could write it: 80000, 80_000 or 80,000. */
const spellings = (amount: number) => [String(amount), amount.toLocaleString("en-GB"), amount.toLocaleString("en-GB").replace(/,/g, "_")];

const fees = valuesOf(data["fees.json"]).filter((v): v is number => typeof v === "number" && v >= 1_000);
const termDates = valuesOf(data["term-dates.json"]).filter((v): v is string => typeof v === "string" && /^\d{1,2} [A-Z][a-z]+/.test(v));
const contacts = valuesOf([data["site.json"], data["portals.json"], data["dashboards.json"], data["admissions-countdown.json"]]).filter(
  (v): v is string => typeof v === "string" && (/^https:\/\//.test(v) || /@/.test(v) || /^\+\d{9,}$/.test(v) || /^\+\d[\d ]{8,}$/.test(v) || /^\d{4}-\d{2}-\d{2}T/.test(v)),
);

/** The numbers a parent pays into (src/data/fees.json, payment): the Pay Bill and the bank account. */
const paymentNumbers = (() => {
  const { payment } = data["fees.json"] as { payment: { payBill: { businessNumber: string }; bank: { accountNumber: string } } };
  return [payment.payBill.businessNumber, payment.bank.accountNumber];
})();

describe("facts live in the data files, not in code", () => {
  it("finds the facts it looks for (the check can fail)", () => {
    expect(fees).toContain(80_000);
    expect(termDates).toContain("8 January");
    expect(contacts).toContain("+254700000000");
    expect(contacts.some((v) => v.includes("@"))).toBe(true);
    expect(contacts.some((v) => v.startsWith("https://"))).toBe(true);
    // A line of code that writes a fee is found.
    expect(codeLinesWith(["formatKes(12500)"])).not.toEqual([]);
  });

  it("no fee is written in code", () => {
    // Whole words: 180_000 (a time-out) does not hold the fee 80_000.
    expect(codeLinesWith(fees.flatMap(spellings), { wholeWords: true })).toEqual([]);
  });

  it("no Pay Bill or bank account number is written in code", () => {
    expect(paymentNumbers).toEqual([expect.stringMatching(/^\d{5,7}$/), expect.stringMatching(/^\d{6,}$/)]);
    expect(codeLinesWith(paymentNumbers, { wholeWords: true })).toEqual([]);
  });

  it("no term date is written in code", () => {
    expect(codeLinesWith(termDates.map((date) => `"${date}"`))).toEqual([]);
  });

  it("no phone number, e-mail, portal or dashboard address, or countdown date is written in code", () => {
    expect(codeLinesWith(contacts)).toEqual([]);
  });

  it("no phone number or e-mail address of any kind is written in code", () => {
    const phone = /\+254[\d ]{9,}|\b07\d{2} ?\d{3} ?\d{3}\b/;
    const email = /\b[\w.-]+@[\w-]+\.[\w.]+\b/;
    const hits = codeLinesWith(["@", "+254", "07"]).filter((line) => phone.test(line) || email.test(line));
    expect(hits).toEqual([]);
  });
});
