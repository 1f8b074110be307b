import { resultFragment } from "../../src/features/fees/calculator/family-fees";
import { expect, expectNoAxeViolations, openCalculator, test, type Page } from "./support";

/**
 * The fee calculator as parents use it (docs/site.md, Fee calculator). The figures are those of
 * docs/site.md, Fees table, written here on purpose: the calculator computes them from
 * src/features/fees/fees.ts, and this checks they agree.
 */

/** The address the calculator writes for these children (`7c,9c`), on this page or any. */
const addressOf = (children: string, path = "") => new RegExp(`${path.replace("/", "\\/")}\\?children=${children}#${resultFragment}$`);

const child = (page: Page, n: number) => page.getByRole("group", { name: `Child ${n}`, exact: true });
const result = (page: Page) => page.getByRole("region", { name: "Your family's fees", exact: true });

test.describe("the fee calculator", () => {
  test("two continuing Grade 7 pupils from the address: KES 154,000 a term, KES 462,000 a year", async ({ page }) => {
    await openCalculator(page, "/fees?children=7c,7c");
    await expect(child(page, 1).getByLabel("Grade")).toHaveValue("7");
    await expect(child(page, 2).getByRole("radio", { name: "Continuing pupil" })).toBeChecked();
    const status = result(page).getByRole("status");
    await expect(status).toContainText("2 children: KES 154,000 a term, KES 462,000 a year.");
    await expect(status).toContainText("for child 2: KES 6,000 a term, KES 18,000 a year");
    await expect(result(page).getByRole("listitem").nth(1)).toContainText("KES 80,000 less the 7.5% sibling discount, KES 6,000");
  });

  test("a shared link opens on the family's total, on a phone, without a scroll", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/fees?children=7c,7c");
    await expect(result(page).getByRole("status")).toContainText("2 children: KES 154,000 a term, KES 462,000 a year.");
    await expect(result(page).getByRole("heading", { name: "Your family's fees" })).toBeInViewport();
    await expect(result(page).getByRole("status")).toBeInViewport();
  });

  test("the address it gives out names the result, and opened elsewhere it lands there", async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openCalculator(page, "/fees");
    await page.getByRole("button", { name: "Add a child" }).click();
    await expect(page).toHaveURL(addressOf("7n,7n", "/fees"));

    const other = await context.newPage();
    await other.setViewportSize({ width: 375, height: 812 });
    await other.goto(page.url());
    await expect(result(other).getByRole("status")).toContainText("2 children");
    await expect(result(other).getByRole("heading", { name: "Your family's fees" })).toBeInViewport();
  });

  test("keeps the choices in the address as they change, and a reload shows the same result", async ({ page }) => {
    await openCalculator(page, "/fees?children=7c,7c");
    await child(page, 2).getByLabel("Grade").selectOption("9");
    await expect(page).toHaveURL(addressOf("7c,9c", "/fees"));
    // 80,000 + 105,200 less 7.5% (7,890).
    await expect(result(page).getByRole("status")).toContainText("KES 177,310 a term, KES 531,930 a year");

    await child(page, 2).getByRole("radio", { name: "New pupil" }).check();
    await expect(page).toHaveURL(addressOf("7c,9n", "/fees"));
    await expect(result(page).getByRole("status")).toContainText("KES 581,930 in the first year with the one-time charges");

    const historyLength = await page.evaluate(() => history.length);
    await page.reload();
    await page.getByRole("button", { name: "Add a child" }).scrollIntoViewIfNeeded();
    await expect(child(page, 2).getByLabel("Grade")).toHaveValue("9");
    await expect(child(page, 2).getByRole("radio", { name: "New pupil" })).toBeChecked();
    await expect(result(page).getByRole("status")).toContainText("KES 177,310 a term");
    // Written in place: Back leaves the page rather than stepping through each change.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test("ignores the parts of an address it cannot read", async ({ page }) => {
    await openCalculator(page, "/fees?children=7c,banana,12n,8n");
    await expect(page.getByRole("group", { name: /^Child \d+$/ })).toHaveCount(2);
    await expect(child(page, 2).getByLabel("Grade")).toHaveValue("8");
    await expect(result(page).getByRole("status")).toContainText("2 children");
  });

  test("adds and removes children by name, with focus where the reader is", async ({ page }) => {
    await openCalculator(page, "/fees");
    await expect(page.getByRole("group", { name: /^Child \d+$/ })).toHaveCount(1);
    // An only child cannot be removed.
    await expect(page.getByRole("button", { name: /^Remove child/ })).toHaveCount(0);
    await expect(result(page).getByRole("status")).toContainText("add a brother or sister to see it");

    await page.getByRole("button", { name: "Add a child" }).click();
    await expect(child(page, 2).getByLabel("Grade")).toBeFocused();
    await page.getByRole("button", { name: "Add a child" }).click();
    await expect(child(page, 3).getByLabel("Grade")).toBeFocused();
    await child(page, 3).getByLabel("Grade").selectOption("8");
    await expect(page).toHaveURL(addressOf("7n,7n,8n"));
    await expect(result(page).getByRole("status")).toContainText("for children 2 and 3");

    await page.getByRole("button", { name: "Remove child 2" }).click();
    await expect(page.getByRole("group", { name: /^Child \d+$/ })).toHaveCount(2);
    // The child that followed moves up and takes the focus.
    await expect(child(page, 2).getByLabel("Grade")).toHaveValue("8");
    await expect(child(page, 2).getByLabel("Grade")).toBeFocused();
    await expect(page).toHaveURL(addressOf("7n,8n"));

    await page.getByRole("button", { name: "Remove child 2" }).click();
    await expect(page.getByRole("button", { name: "Add a child" })).toBeFocused();
    await expect(page).toHaveURL(addressOf("7n"));
  });

  test("works from the keyboard alone", async ({ page }) => {
    await openCalculator(page, "/fees");
    await page.getByRole("button", { name: "Add a child" }).focus();
    await page.keyboard.press("Enter");
    await expect(child(page, 2).getByLabel("Grade")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(child(page, 2).getByRole("radio", { name: "New pupil" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(child(page, 2).getByRole("radio", { name: "Continuing pupil" })).toBeChecked();
    await expect(page).toHaveURL(addressOf("7n,7c"));
  });

  for (const grade of [7, 8, 9] as const) {
    test(`/grade${grade}fee starts with one new Grade ${grade} pupil`, async ({ page }) => {
      await openCalculator(page, `/grade${grade}fee`, /Fees for your family/);
      await expect(page.getByRole("group", { name: /^Child \d+$/ })).toHaveCount(1);
      await expect(child(page, 1).getByLabel("Grade")).toHaveValue(String(grade));
      await expect(child(page, 1).getByRole("radio", { name: "New pupil" })).toBeChecked();
      const firstYear = { 7: "KES 290,000", 8: "KES 375,600", 9: "KES 365,600" }[grade];
      await expect(result(page).getByRole("status")).toContainText(`${firstYear} in the first year`);
    });
  }

  test("works its sums from /fee-table.json, which the fee pages carry no copy of", async ({ page }) => {
    // The school's figures as the server would send them after a change of Grade 7's fee.
    await page.route("**/fee-table.json", async (route) => {
      const response = await route.fetch();
      const figures = await response.json();
      figures.grades["7"].termFee = 90000;
      await route.fulfill({ response, json: figures });
    });
    await openCalculator(page, "/grade8fee?children=7c", /Fees for your family/);
    await expect(result(page).getByRole("status")).toContainText("1 child: KES 90,000 a term, KES 270,000 a year.");
    // One fee changed changes this file and the pages that print it, not every page with a calculator.
    expect(await page.locator('astro-island[component-export="FeeCalculator"]').getAttribute("props")).not.toMatch(/termFee|80000/);
  });

  test("without the fee table's figures (no network, none kept) it stays the note, the fee table the answer", async ({ page }) => {
    await page.route("**/fee-table.json", (route) => route.abort("internetdisconnected"));
    const asked = page.waitForRequest("**/fee-table.json");
    // The children in the address wake the calculator at once.
    await page.goto("/fees?children=7c,7c");
    await asked;
    const section = page.getByRole("region", { name: "Work out your family's fees" });
    await expect(section).toContainText("the fees above are the whole answer: the sibling discount takes 7.5% off");
    await expect(section.getByRole("button", { name: "Add a child" })).toHaveCount(0);
  });

  test("a grade page's address wins over its own grade", async ({ page }) => {
    await openCalculator(page, "/grade9fee?children=7c,7c", /Fees for your family/);
    await expect(result(page).getByRole("status")).toContainText("KES 154,000 a term, KES 462,000 a year");
  });

  test("meets WCAG 2.2 AA once it runs, with children new and continuing, on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openCalculator(page, "/fees?children=7c,8n,9n");
    await expectNoAxeViolations(page, "/fees with the calculator running");
    const overflow = await page.locator("main").evaluate((main) => main.scrollWidth - main.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("prints the result without the controls", async ({ page }) => {
    await openCalculator(page, "/fees?children=7c,8n");
    await page.emulateMedia({ media: "print" });
    await expect(result(page)).toBeVisible();
    await expect(result(page)).toHaveAttribute("data-print-keep", "");
    await expect(page.getByRole("button", { name: "Add a child" })).toBeHidden();
    await expect(page.getByRole("group", { name: "Child 1" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print this result" })).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the fee table is still the answer, and the calculator does not pretend to work", async ({ page }) => {
    await page.goto("/fees?children=7c,7c");
    await expect(page.getByRole("region", { name: "Fees at a glance" })).toContainText("KES 80,000 a term: KES 240,000 for the year.");
    const section = page.getByRole("region", { name: "Work out your family's fees" });
    await expect(section).toContainText("the fees above are the whole answer");
    await expect(section.getByRole("button")).toHaveCount(0);
    await expect(section.getByRole("combobox")).toHaveCount(0);
    await expect(page.getByText("KES 154,000")).toHaveCount(0);
  });

  test("a shared link that names the result opens on the note that stands in the calculator's place", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/fees?children=7c,7c#${resultFragment}`);
    await expect(page.getByText("the fees above are the whole answer")).toBeInViewport();
  });
});
