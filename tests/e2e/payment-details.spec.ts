import fees from "../../src/data/fees.json" with { type: "json" };
import { site } from "../../src/config/site";
import { expect, test, type Page } from "./support";

/**
 * How to pay, safely (issue 22, part 3), on /terms and every grade's fee page: the Pay Bill and
 * bank account from src/data/fees.json as plain text, the steps on the phone, the fraud warning
 * with the finance office's number, the day the details were checked; and, with JavaScript and a
 * clipboard, a Copy button beside each number that copies it exactly and says so.
 */

const { payBill, bank, checkedOn } = fees.payment;
const pages = ["/terms", "/grade7fee", "/grade8fee", "/grade9fee"];
const howToPay = (page: Page) => page.getByRole("region", { name: "How to pay safely" });

for (const path of pages) {
  test(`${path} shows the Pay Bill, the bank account, the steps and the fraud warning, with JavaScript off`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const section = howToPay(page);

    const mpesa = section.getByRole("region", { name: "M-Pesa Pay Bill" });
    await expect(mpesa.getByRole("definition").filter({ hasText: payBill.businessNumber })).toBeVisible();
    await expect(mpesa).toContainText(payBill.accountForPupil);
    await expect(mpesa).toContainText(`For an applicant: ${payBill.accountForApplicant}`);
    // The steps in the order the phone's menus come.
    const steps = await mpesa.getByRole("listitem").allTextContents();
    const order = ["M-PESA", "Lipa na M-PESA", "Pay Bill", "business number", "account number", "amount", "PIN"].map((word) => steps.findIndex((step) => step.includes(word)));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at >= order[i - 1]!)), `steps in order: ${steps.join(" / ")}`).toBe(true);

    const cheque = section.getByRole("region", { name: "Banker's cheque" });
    await expect(cheque).toContainText(`${bank.bank}, ${bank.branch}`);
    await expect(cheque).toContainText(site.schoolName);
    await expect(cheque.getByRole("definition").filter({ hasText: bank.accountNumber })).toBeVisible();

    // No Copy button without the script that makes it work; the numbers are text a parent can select.
    await expect(section.getByRole("button")).toHaveCount(0);
    for (const number of [payBill.businessNumber, bank.accountNumber]) {
      const text = section.getByText(number, { exact: true });
      await expect(text).toBeVisible();
      await expect(text).not.toHaveCSS("user-select", "none");
    }

    await expect(section).toContainText(
      `The school never changes its payment details by SMS or phone call. Check this page, or call the finance office on ${site.financePhone.display}.`,
    );
    await expect(section.getByRole("link", { name: site.financePhone.display })).toHaveAttribute("href", `tel:${site.financePhone.tel}`);
    await expect(section.getByText(`Payment details last checked on ${checkedOn}.`)).toBeVisible();
    await expect(section.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    // /terms no longer sends the parent to the finance office for the number.
    await expect(page.getByRole("main")).not.toContainText("gives you the number");
    await context.close();
  });
}

test.describe("Copy buttons", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  for (const path of ["/terms", "/grade8fee"]) {
    test(`${path}: each Copy button puts its number on the clipboard exactly, and the line beside it says so`, async ({ page }) => {
      await page.goto(path);
      const section = howToPay(page);
      for (const [name, number, said] of [
        ["Copy the Pay Bill number", payBill.businessNumber, `Pay Bill number copied: ${payBill.businessNumber}`],
        ["Copy the bank account number", bank.accountNumber, `Bank account number copied: ${bank.accountNumber}`],
      ] as const) {
        await page.evaluate(() => navigator.clipboard.writeText("something else"));
        const button = section.getByRole("button", { name, exact: true });
        await button.click();
        // The line beside the button: a live region screen readers read out as it changes.
        const message = button.locator("xpath=..").locator("[aria-live=polite]");
        await expect(message).toHaveText(said);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
      }
    });
  }

  test("a browser without the Clipboard API shows no Copy button", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined, configurable: true });
    });
    await page.goto("/grade8fee");
    const section = howToPay(page);
    await expect(section.getByText(payBill.businessNumber, { exact: true })).toBeVisible();
    await expect(section.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
  });
});
