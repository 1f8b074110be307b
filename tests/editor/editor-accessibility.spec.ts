import { expectNoAxeViolations } from "../e2e/support";
import { expect, openFromMenu, test } from "./support";

/**
 * The editor for a web admin who uses a screen reader or the keyboard alone (issue 30, "The editor
 * is accessible too"): axe (WCAG 2.2 A and AA) on the editor's first screen and the forms she uses
 * most, inside the page of ours around Keystatic (src/admin/shell/, docs/decisions/053). What is
 * Keystatic's own and stays is listed in docs/editor-accessibility.md. Nothing is saved here.
 */

test("the first screen has a language, a title naming it, the Publishing bar, and no axe violation", async ({ page }) => {
  await page.goto("/keystatic");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Dashboard – School website editor");

  const bar = page.getByRole("navigation", { name: "Publishing" });
  await expect(bar.getByRole("link")).toHaveText(["Publish", "What parents read", "Kiswahili to check", "See the site (opens in a new tab)"]);
  await expect(bar.getByRole("link", { name: "Publish", exact: true })).toHaveAttribute("href", "/keystatic/publish");
  // Keystatic's screen fills the window below the bar: nothing of it is pushed out of sight.
  const heights = await page.evaluate(() => [document.documentElement.scrollHeight, innerHeight]);
  expect(heights[0], "the page does not scroll as a whole").toBe(heights[1]);
  // One card per collection: the five of English words and the four of Kiswahili (docs/decisions/067).
  await expect(page.getByRole("main").getByText(/^\d+ entries$/)).toHaveCount(9);
  await expectNoAxeViolations(page, "the editor's first screen");
});

test("What parents read, on one computer, says where the school's figures are, and axe finds nothing", async ({ page }) => {
  await page.goto("/keystatic/publish");
  await page.getByRole("navigation", { name: "Publishing" }).getByRole("link", { name: "What parents read" }).click();
  await expect(page.getByRole("heading", { name: "What parents read", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("What parents read – School website editor");
  await expect(page.getByRole("main")).toContainText("See them in the editor on the school's server: What parents read, beside Publishing.");
  await expect(page.getByRole("main")).toContainText("npm run report");
  await expectNoAxeViolations(page, "What parents read, on one computer");
});

test("the fees form: its title names it, and axe finds nothing", async ({ page }) => {
  await openFromMenu(page, "Fees and payment");
  await expect(page).toHaveTitle("Fees and payment – School website editor");
  await expect(page.getByRole("group", { name: "Grade 7" }).getByRole("textbox", { name: "Term fee (KES)" })).toBeVisible();
  await expectNoAxeViolations(page, "the fees form");
});

test("the term dates form: its title names it, and axe finds nothing", async ({ page }) => {
  await openFromMenu(page, "Term dates");
  await expect(page).toHaveTitle("Term dates – School website editor");
  await expect(page.getByRole("group", { name: "School years" })).toBeVisible();
  await expectNoAxeViolations(page, "the term dates form");
});

test("the new-notice form: its title names it from the breadcrumbs, the words' Insert button has a name, and axe finds nothing", async ({ page }) => {
  await openFromMenu(page, "Notices and circulars");
  await page.getByRole("main").getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("textbox", { name: "File name" })).toBeVisible();
  await expect(page).toHaveTitle("Add – Notices and circulars – School website editor");
  const insert = page.getByRole("button", { name: "Insert", exact: true });
  await expect(insert).toBeVisible();
  await insert.click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expectNoAxeViolations(page, "the new-notice form");
});
