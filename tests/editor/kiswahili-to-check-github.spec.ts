import { readFileSync } from "node:fs";
import { expectNoAxeViolations } from "../e2e/support.ts";
import { admin, expect, readerToken, test } from "./github-editor.ts";

/**
 * Kiswahili to check (docs/decisions/067) in the Node server's editor (tests/editor/github-editor.ts):
 * the dates come from GitHub's commits (the fake's, over a real git repository). Saves made as the
 * editor makes them: the Kiswahili of /fees, then its English later, and a notice with no
 * Kiswahili; then the Kiswahili saved again. Who may see it, and the bar.
 */

test.describe.configure({ mode: "serial" });
// Its saves would show on Publishing, whose test lists every recent save: a repository of its own.
test.use({ ownRepository: true });

const text = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const feesName = "Fees (/fees)";
const noticeName = "Notice: Boarding reminder: reporting day for Term 1";

const item = (page: import("@playwright/test").Page, section: string, name: string) => page.getByRole("region", { name: section }).getByRole("listitem").filter({ hasText: name });

test("answers 401 without a sign-in and 404 without write access", async ({ request }) => {
  for (const [cookie, status] of [[undefined, 401], [`keystatic-gh-access-token=${readerToken}`, 404]] as const) {
    const answer = await request.get("/keystatic/kiswahili", { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
    expect(answer.status(), String(cookie)).toBe(status);
  }
});

test("lists the Kiswahili whose English was saved after it, and a notice with no Kiswahili, from GitHub's commits", async ({ signedIn, page, githubEditor: { github } }) => {
  void signedIn;
  github.commit({ message: "Update src/content/sw/pages/fees", author: admin, date: "2025-11-20T07:00:00Z", files: { "src/content/sw/pages/fees.mdx": text("src/content/sw/pages/fees.mdx") } });
  github.commit({
    message: "Update src/content/pages/fees",
    author: admin,
    date: "2025-11-20T08:30:00Z",
    files: { "src/content/pages/fees.mdx": text("src/content/pages/fees.mdx"), "src/content/notices/boarding-reminder-term-1.mdx": text("src/content/notices/boarding-reminder-term-1.mdx") },
  });

  await page.goto("/keystatic/publishing");
  await page.getByRole("navigation", { name: "Publishing" }).getByRole("link", { name: "Kiswahili to check" }).click();
  await expect(page.getByRole("heading", { name: "Kiswahili to check", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Kiswahili to check – School website editor");

  const fees = item(page, "Kiswahili may be out of date", feesName);
  await expect(fees).toContainText("English saved on 20 November 2025, 11:30; Kiswahili saved on 20 November 2025, 10:00.");
  await expect(fees.getByRole("link", { name: `Open the Kiswahili of ${feesName}` })).toHaveAttribute("href", "/keystatic/collection/swPages/item/fees");
  const notice = item(page, "No Kiswahili yet", noticeName);
  await expect(notice.getByRole("link", { name: `Write the Kiswahili of ${noticeName}` })).toHaveAttribute("href", "/keystatic/collection/swNotices/create");
  await expectNoAxeViolations(page, "Kiswahili to check, on the school's server");

  // Saved again after its English: off the list (the page reads GitHub again once main has moved).
  github.commit({ message: "Update src/content/sw/pages/fees", author: admin, date: "2025-11-20T09:00:00Z", files: { "src/content/sw/pages/fees.mdx": `${text("src/content/sw/pages/fees.mdx")}\n` } });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Kiswahili to check", level: 1 })).toBeVisible();
  await expect(item(page, "Kiswahili may be out of date", feesName)).toHaveCount(0);
  await expect(item(page, "No Kiswahili yet", noticeName)).toBeVisible();
});
