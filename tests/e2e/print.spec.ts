import { expect, test, type Page } from "./support";
import { site } from "../../src/config/site";

/**
 * The pages parents print (docs/site.md, Fees, Admissions, Events) as they come out on paper
 * (src/styles/print.css): the school, its phone and the page's address at the top; the page's
 * own words; no header, menus, footer, bottom bar or buttons.
 */

const printedPages = ["/fees", "/grade7fee", "/grade8fee", "/grade9fee", "/terms", "/grade7", "/grade8", "/grade9", "/form3", "/events"];

/** What only works on a screen: the page has it, and none of it may reach the paper. */
async function expectScreenPartsHidden(page: Page) {
  const screenParts = [
    page.getByRole("banner"),
    page.getByRole("contentinfo"),
    page.getByRole("navigation"),
    page.getByRole("button"),
    page.getByRole("link", { name: /Enroll Today/ }),
  ];
  // Role queries leave out what is hidden, so on paper each of these finds nothing at all.
  for (const part of screenParts) expect(await part.count(), `${part} is on the screen`).toBeGreaterThan(0);
  await page.emulateMedia({ media: "print" });
  for (const part of [...screenParts, page.getByRole("search")]) await expect(part).toHaveCount(0);
}

for (const path of printedPages) {
  test(`${path} prints without the screen's parts, under the school's name, phone and its own address`, async ({ page }) => {
    await page.goto(path);
    const printHeader = page.getByText(`Phone ${site.phone.display}`);
    await expect(printHeader, "the print header is for paper only").toBeHidden();

    await expectScreenPartsHidden(page);
    await expect(printHeader).toBeVisible();
    await expect(page.getByText(site.schoolName, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`${site.siteOrigin}${path}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("a fee page prints its fee cards whole, each kept on one sheet", async ({ page }) => {
  await page.goto("/grade7fee");
  await page.emulateMedia({ media: "print" });
  const termly = page.getByRole("region", { name: "Termly fees" });
  await expect(termly).toBeVisible();
  for (const label of ["Term 1", "Term 2", "Term 3", "Annual total"]) {
    // Each card is a term (<dt>) and its amount (<dd>), grouped in one box.
    const card = termly.getByRole("term").filter({ hasText: label }).locator("..");
    await expect(card).toBeVisible();
    await expect(card).toContainText("KES");
    expect(await card.evaluate((el) => getComputedStyle(el).breakInside), label).toBe("avoid");
  }
  await expect(page.getByRole("region", { name: "Payment Methods" })).toBeVisible();
});

test("a document checklist prints whole, each item kept on one sheet", async ({ page }) => {
  await page.goto("/form3");
  await page.emulateMedia({ media: "print" });
  const items = page.getByRole("region", { name: "Eligibility and documents" }).getByRole("listitem");
  expect(await items.count()).toBeGreaterThan(2);
  for (const item of await items.all()) {
    await expect(item).toBeVisible();
    expect(await item.evaluate((el) => getComputedStyle(el).breakInside)).toBe("avoid");
  }
  await expect(page.getByRole("button", { name: /print/i })).toBeHidden();
});

test("a printed link writes its full address after its words", async ({ page }) => {
  await page.goto("/grade7");
  await page.emulateMedia({ media: "print" });
  const addressAfter = (name: string) =>
    // In print the link's accessible name includes the address written after it.
    page.getByRole("main").getByRole("link", { name: new RegExp(`^${name}`) }).evaluate((el) => getComputedStyle(el, "::after").content);
  // A page of the site: the site's address before its path.
  expect(await addressAfter("See the fees")).toBe(`" (${site.siteOrigin}/grade7fee)"`);
  // On screen, nothing is added.
  await page.emulateMedia({ media: "screen" });
  expect(await addressAfter("See the fees")).toBe("none");
});

test("/grade7fee prints as a PDF of a few A4 sheets", async ({ page }, testInfo) => {
  await page.goto("/grade7fee");
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const sheets = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(sheets).toBeGreaterThanOrEqual(1);
  expect(sheets, "a fee page prints on a few sheets, not a dozen").toBeLessThanOrEqual(4);
  await testInfo.attach("grade7fee.pdf", { body: pdf, contentType: "application/pdf" });
});
