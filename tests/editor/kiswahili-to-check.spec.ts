import { expectNoAxeViolations } from "../e2e/support";
import { readmeScreenshot } from "./readme-screenshots";
import { expect, test, type Page, type ProjectCopy } from "./support";

/**
 * Kiswahili to check (issue 39, Build 7; docs/decisions/067), in `npm run admin`: the copy is a git
 * repository (tests/editor/editor-copy.ts), so a test commits the Kiswahili of /fees, then its
 * English an hour and a half later, as two saves published one after the other would be, and
 * removes a notice's Kiswahili; the page then says the Kiswahili of /fees may be out of date and that the notice has
 * no Kiswahili yet, with links to both files in the editor. Its commits are taken back afterwards
 * (the copy is shared with the other editor tests, whose Publish page would count them).
 */

test.describe.configure({ mode: "serial" });

const englishFees = "src/content/pages/fees.mdx";
const kiswahiliFees = "src/content/sw/pages/fees.mdx";
const kiswahiliNotice = "src/content/sw/notices/boarding-reminder-term-1.mdx";
const feesName = "Fees (/fees)";
const noticeName = "Notice: Boarding reminder: reporting day for Term 1";

/** The copy's `main` before these tests: put back after them. */
let before = "";

/**
 * Commits what is staged (only these tests stage) as written at `date`: dates of 2025, before the
 * copy was made, so the page (and the README's picture) says the same days and times on every run.
 */
function commitWrittenAt(copy: ProjectCopy, date: string, message: string) {
  copy.git("commit", "--quiet", "--date", date, "--message", message);
}

const section = (page: Page, name: string) => page.getByRole("region", { name });
const item = (page: Page, sectionName: string, name: string) => section(page, sectionName).getByRole("listitem").filter({ hasText: name });

async function openPage(page: Page) {
  await page.goto("/keystatic/kiswahili");
  await expect(page.getByRole("heading", { name: "Kiswahili to check", level: 1 })).toBeVisible();
}

test.beforeAll(({ copy }) => {
  before = copy.git("rev-parse", "HEAD").trim();
});

test.afterAll(({ copy }) => {
  // Back to the copy's own commit, keeping whatever another test saved and did not commit.
  if (before) copy.git("reset", "--quiet", "--keep", before);
});

test("is reached from the editor's first screen by its bar, with the keyboard alone", async ({ page }) => {
  await page.goto("/keystatic");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 30_000 });
  const link = page.getByRole("navigation", { name: "Publishing" }).getByRole("link", { name: "Kiswahili to check" });
  for (let presses = 0; presses < 10 && !(await link.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Kiswahili to check", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Kiswahili to check – School website editor");
  await expect(page.getByRole("navigation", { name: "Publishing" }).getByRole("link", { name: "Kiswahili to check" })).toHaveAttribute("aria-current", "page");
  // As copied, the Kiswahili of /fees was committed with its English, and the notice has its Kiswahili.
  await expect(section(page, "Kiswahili may be out of date")).toBeVisible();
  await expect(item(page, "Kiswahili may be out of date", feesName)).toHaveCount(0);
  await expect(item(page, "No Kiswahili yet", noticeName)).toHaveCount(0);
});

test("says the Kiswahili may be out of date once the English is saved after it, and lists a notice with no Kiswahili, each with the editor's links", async ({ page, copy }) => {
  // The Kiswahili of /fees read over at 10:00, Nairobi time; its English changed at 11:30.
  copy.write(kiswahiliFees, `${copy.read(kiswahiliFees).trimEnd()}\n\n`);
  copy.git("add", "--", kiswahiliFees);
  commitWrittenAt(copy, "2025-11-20T07:00:00Z", "Kiswahili ya ada imesomwa tena (test data)");
  copy.write(englishFees, `${copy.read(englishFees).trimEnd()}\n\nThe bursar's office is open on Saturdays too (test data).\n`);
  copy.git("add", "--", englishFees);
  copy.git("rm", "--quiet", "--", kiswahiliNotice);
  commitWrittenAt(copy, "2025-11-20T08:30:00Z", "The bursar's Saturday hours; the notice's Kiswahili taken out (test data)");

  await openPage(page);
  const fees = item(page, "Kiswahili may be out of date", feesName);
  await expect(fees).toContainText("English saved on 20 November 2025, 11:30; Kiswahili saved on 20 November 2025, 10:00.");
  await expect(fees.getByRole("link", { name: `Open the English of ${feesName}` })).toHaveAttribute("href", "/keystatic/collection/pages/item/fees");
  await expect(fees.getByRole("link", { name: `Open the Kiswahili of ${feesName}` })).toHaveAttribute("href", "/keystatic/collection/swPages/item/fees");
  // Not the pages whose English did not change (another editor test may have saved some: not these).
  await expect(item(page, "Kiswahili may be out of date", "Terms & Conditions (/terms)")).toHaveCount(0);

  const notice = item(page, "No Kiswahili yet", noticeName);
  await expect(notice).toContainText("file name boarding-reminder-term-1");
  await expect(notice.getByRole("link", { name: `Open the English of ${noticeName}` })).toHaveAttribute("href", "/keystatic/collection/notices/item/boarding-reminder-term-1");
  await expect(notice.getByRole("link", { name: `Write the Kiswahili of ${noticeName}` })).toHaveAttribute("href", "/keystatic/collection/swNotices/create");
  // A notice without Kiswahili is normal, and said so; no page lacks its Kiswahili.
  await expect(section(page, "No Kiswahili yet")).toContainText("This is normal");
  await expect(section(page, "No Kiswahili yet").getByRole("heading", { name: "Pages", level: 3 })).toHaveCount(0);

  await expectNoAxeViolations(page, "Kiswahili to check");
  await readmeScreenshot(page, "kiswahili-to-check", [page.getByRole("heading", { name: "Kiswahili to check", level: 1 }), fees, notice]);

  // The link opens the Kiswahili of /fees in the editor.
  await fees.getByRole("link", { name: `Open the Kiswahili of ${feesName}` }).click();
  await expect(page).toHaveURL(/\/keystatic\/collection\/swPages\/item\/fees$/);
  await expect(page.getByRole("textbox", { name: "File name" })).toHaveValue("fees", { timeout: 30_000 });
});

test("takes the page off the list once its Kiswahili is saved after the English", async ({ page, copy }) => {
  copy.write(kiswahiliFees, `${copy.read(kiswahiliFees).trimEnd()}\n\nOfisi ya mhasibu iko wazi Jumamosi pia (test data).\n`);
  copy.git("add", "--", kiswahiliFees);
  commitWrittenAt(copy, "2025-11-20T09:00:00Z", "Saa za Jumamosi za mhasibu (test data)");
  await openPage(page);
  await expect(item(page, "No Kiswahili yet", noticeName)).toBeVisible();
  await expect(item(page, "Kiswahili may be out of date", feesName)).toHaveCount(0);
});
