import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "../e2e/support.ts";
import { contentCheckFailure } from "./fake-github.ts";
import { admin, adminToken, expect, readerToken, test } from "./github-editor.ts";
import { readmeScreenshot } from "./readme-screenshots.ts";

/**
 * The Node server's editor in GitHub mode (tests/editor/github-editor.ts): the Publishing page
 * reading the publishing workflow's runs, the earlier versions of a file and putting one back,
 * bringing back a deleted notice, and who may see any of it. The repository is a real git
 * repository behind a fake GitHub API; every commit here is one the editor's save would make.
 */

const project = new URL("../../", import.meta.url).pathname;
const fromProject = (path: string) => readFileSync(`${project}${path}`);
const fees = JSON.parse(fromProject("src/data/fees.json").toString()) as { grade7: { termFee: number }; grade8: { termFee: number } };
const feesWith = (change: (value: typeof fees) => void) => {
  const value = structuredClone(fees);
  change(value);
  return `${JSON.stringify(value, null, 2)}\n`;
};
const notice = "src/content/notices/boarding-reminder-term-1.mdx";
const feeNotice = "src/content/notices/fee-structure-2026.mdx";
const feeNoticePdf = "public/notice-files/fee-structure-2026/attachments/0/file.pdf";
const laundry = "src/content/pages/laundry.mdx";
const seeded = ["src/data/fees.json", notice, feeNotice, feeNoticePdf, laundry];
/** A time on 3 December 2026, written in UTC (Kenya is three hours ahead). */
const at = (utc: string) => `2026-12-03T${utc}:00Z`;

/** What is on the page after its heading: each save as the page lists it, newest first. */
const saves = (page: Page) => page.getByRole("list").filter({ has: page.getByRole("heading", { level: 2 }) }).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });

/** Presses Tab until `target` has the focus, as someone with a keyboard alone would (at most 40 times). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, "reached with Tab").toBeFocused();
}

test.describe.configure({ mode: "serial" });

test.beforeAll(({ githubEditor: { github } }) => {
  github.commit({
    message: "The site as it was",
    author: { login: "developer", name: "The developer", push: true },
    date: "2026-12-01T06:00:00Z",
    files: Object.fromEntries(seeded.map((path) => [path, fromProject(path)])),
  });
});

test("Publishing and its data answer 401 without a sign-in and 404 without write access, and give nothing away", async ({ request, githubEditor: { url } }) => {
  for (const path of ["/keystatic/publishing", "/keystatic/publishing/state", "/keystatic/history", "/keystatic/history?file=src/data/fees.json"]) {
    for (const [cookie, status] of [[undefined, 401], ["keystatic-gh-access-token=ghu_unknown", 401], [`keystatic-gh-access-token=${readerToken}`, 404]] as const) {
      const answer = await request.get(path, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
      expect(answer.status(), `${path} with ${cookie}`).toBe(status);
      const body = await answer.text();
      for (const secret of ["school/website", "fees.json", "Fees and payment", "Jane"]) expect(body, `${path} with ${cookie}`).not.toContain(secret);
    }
  }
  // Astro's own check of a form's Origin may refuse it first (403): either way, nothing is said.
  for (const headers of [{}, { origin: url }] as Record<string, string>[]) {
    const putBack = await request.post("/keystatic/history/put-back", { headers, form: { file: "src/data/fees.json", version: "0".repeat(40) }, maxRedirects: 0 });
    expect([401, 403]).toContain(putBack.status());
    expect(await putBack.text()).not.toContain("fees");
  }
});

test("the Publishing page shows each save's state in her words, and moves from being checked to live with no reload", async ({ signedIn, githubEditor: { github } }) => {
  const live = github.commit({ message: "Update src/data/fees", author: admin, date: at("07:38"), files: { "src/data/fees.json": feesWith((value) => (value.grade7.termFee = 81000)) } });
  github.setRun(live, { status: "completed", conclusion: "success", createdAt: at("07:38"), updatedAt: at("07:42") });
  const failed = github.commit({ message: "Update src/data/fees", author: admin, date: at("07:50"), files: { "src/data/fees.json": feesWith((value) => (value.grade8.termFee = 0)) } });
  github.setRun(failed, contentCheckFailure(["src/data/fees.json: grade 8 term fee must be more than 0"], { createdAt: at("07:50"), updatedAt: at("07:52") }));
  const noticeText = fromProject(notice).toString().replace("title: 'Boarding reminder: reporting day for Term 1'", "title: Term 1 opening moved");
  const checking = github.commit({ message: "Update src/content/notices/boarding-reminder-term-1", author: admin, date: at("07:55"), files: { [notice]: noticeText } });
  github.setRun(checking, { status: "in_progress", createdAt: at("07:55") });
  const waiting = github.commit({ message: "Update src/content/pages/laundry", author: admin, date: at("07:57"), files: { [laundry]: `${fromProject(laundry)}\nBring two towels.\n` } });
  github.setRun(waiting, { status: "queued", createdAt: at("07:57") });

  const page = await signedIn.newPage();
  // The editor's first screen: the newest save's state is in its bar, so she need not open Publishing.
  await page.goto("/keystatic");
  const bar = page.getByRole("navigation", { name: "Publishing" });
  await expect(bar.getByRole("status")).toHaveText("Latest save (Page: laundry): Waiting for the change before it");
  await readmeScreenshot(page, "publishing-in-the-bar", [bar]);
  // One click from the first screen.
  await bar.getByRole("link", { name: "Publishing" }).click();
  await expect(page.getByRole("heading", { name: "Publishing", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Publishing/);

  const list = saves(page);
  // What changed, as the editor names it; the developer's first commit changed five files (a notice's PDF is the notice).
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(["Page: laundry", "Notice: Term 1 opening moved", "Fees and payment", "Fees and payment", /^(?=.*Fees and payment)(?=.*Notice: Fee structure for 2026)(?=.*Page: laundry)/]);
  await expect(list.nth(0)).toContainText("Saved by Jane Wanjiru, 3 December, 10:57");
  await expect(list.nth(0)).toContainText("Waiting for the change before it");
  await expect(list.nth(1)).toContainText("Being checked and published (about 2 minutes)");
  await expect(list.nth(2)).toContainText("Not published: src/data/fees.json: grade 8 term fee must be more than 0");
  await expect(list.nth(2)).toContainText("Correct this in the editor and save again.");
  await expect(list.nth(2)).not.toContainText("exit code");
  await expect(list.nth(3)).toContainText("Live since 3 December, 10:42");
  await expect(page.getByText(/^Checked at \d\d:\d\d:\d\d \(Kenya time\), and again every few seconds/)).toBeVisible();
  await expectNoAxeViolations(page, "the Publishing page");
  await readmeScreenshot(page, "publishing-states", [list.nth(0), list.nth(3)]);

  // The publication goes on: the page follows it by itself.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const finished = new Date();
  github.setRun(checking, { status: "completed", conclusion: "success", updatedAt: finished.toISOString() });
  github.setRun(waiting, { status: "in_progress" });
  const clock = new Date(finished.getTime() + 3 * 3600_000).toISOString().slice(11, 16);
  await expect(list.nth(1)).toContainText(`Live since ${clock}`, { timeout: 20_000 });
  await expect(list.nth(0)).toContainText("Being checked and published (about 2 minutes)");
  await expect(list.nth(2)).toContainText(`A later save has been live since ${clock}`);
  await expect(page.getByRole("status").filter({ hasText: "Notice: Term 1 opening moved: Live since" })).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  github.setRun(waiting, { status: "completed", conclusion: "success" });
  await expect(list.nth(0)).toContainText("Live since", { timeout: 20_000 });
  await expect(page.getByText(/^Checked at \d\d:\d\d:\d\d \(Kenya time\)\.$/)).toBeVisible();
});

test("a fee changed twice: both versions, compared field by field, and the first put back as a commit of that file alone", async ({ signedIn, githubEditor: { github } }) => {
  const first = github.commit({ message: "Update src/data/fees", author: admin, date: at("08:10"), files: { "src/data/fees.json": feesWith((value) => (value.grade7.termFee = 85000)) } });
  const second = github.commit({ message: "Update src/data/fees", author: admin, date: at("08:20"), files: { "src/data/fees.json": feesWith((value) => (value.grade7.termFee = 86000)) } });
  for (const sha of [first, second]) github.setRun(sha, { status: "completed", conclusion: "success" });

  // With the keyboard alone, from Publishing to the version and its button.
  const page = await signedIn.newPage();
  await page.goto("/keystatic/publishing");
  await tabTo(page, saves(page).first().getByRole("link", { name: "Earlier versions of Fees and payment" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Earlier versions of Fees and payment", level: 1 })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toContainText("3 December, 11:20Jane WanjiruSaved in the editorThe current version");
  await expect(rows.nth(2)).toContainText("3 December, 11:10Jane WanjiruSaved in the editor");
  await expectNoAxeViolations(page, "a file's versions");
  await readmeScreenshot(page, "history-versions", [page.getByRole("heading", { level: 1 }), rows.nth(3)]);

  await tabTo(page, page.getByRole("link", { name: "Compare the version of 3 December, 11:10 with now" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Fees and payment: the version of 3 December, 11:10", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Grade 7, Term fee (KES): 85,000 → 86,000" })).toBeVisible();
  await expectNoAxeViolations(page, "a version compared with now");
  const button = page.getByRole("button", { name: "Put this version back" });
  // The whole subject: the way back, the version's heading, who saved it, the first changed line and the button.
  await readmeScreenshot(page, "history-compare", [
    page.getByRole("link", { name: "All versions of Fees and payment" }),
    page.getByRole("heading", { level: 1 }),
    page.getByText(/^Saved by /),
    page.getByRole("listitem").filter({ hasText: "Grade 7, Term fee (KES)" }),
    button,
  ]);
  const before = github.head();
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Put back." })).toBeVisible();

  const commit = github.head()!;
  expect(commit).not.toBe(before);
  expect(github.git(["rev-parse", `${commit}^`])).toBe(before);
  expect(github.fileAt(commit, "src/data/fees.json")).toBe(github.fileAt(first, "src/data/fees.json"));
  expect(github.git(["diff-tree", "--no-commit-id", "--name-only", "-r", commit])).toBe("src/data/fees.json");
  expect(github.git(["log", "-1", "--format=%an|%s", commit])).toBe(`${admin.name}|Put back Fees and payment as it was on 3 December 2026, 11:10`);
  // It goes through the checks like any save.
  await page.getByRole("link", { name: "See it on Publishing" }).click();
  await expect(saves(page).first()).toContainText("Being checked and published (about 2 minutes)");
});

test("a deleted notice is brought back, with its PDF, from the list of deleted notices", async ({ signedIn, githubEditor: { github } }) => {
  const deleted = github.commit({ message: "Delete src/content/notices/fee-structure-2026", author: admin, date: at("08:30"), files: { [feeNotice]: null, [feeNoticePdf]: null } });
  github.setRun(deleted, { status: "completed", conclusion: "success" });
  const page = await signedIn.newPage();
  await page.goto("/keystatic/publishing");
  await page.getByRole("navigation", { name: "Publishing" }).getByRole("link", { name: "Earlier versions" }).click();
  const deletedNotices = page.getByRole("region", { name: "Deleted notices" });
  const item = deletedNotices.getByRole("listitem").filter({ hasText: "Fee structure for 2026" });
  await expect(item).toContainText("Fee structure for 2026, deleted by Jane Wanjiru, 3 December, 11:30");
  await expectNoAxeViolations(page, "Earlier versions");
  await readmeScreenshot(page, "history-deleted-notice", [page.getByRole("heading", { level: 1 }), deletedNotices]);

  await item.getByRole("button", { name: "Bring it back: Fee structure for 2026" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Put back." })).toBeVisible();
  const commit = github.head()!;
  const seed = github.git(["rev-list", "--max-parents=0", "HEAD"]);
  for (const path of [feeNotice, feeNoticePdf]) expect(github.gitRaw(["show", `${commit}:${path}`]).equals(github.gitRaw(["show", `${seed}:${path}`])), path).toBe(true);
  expect(github.git(["diff-tree", "--no-commit-id", "--name-only", "-r", commit]).split("\n").sort()).toEqual([feeNoticePdf, feeNotice]);
  // As it was just before it was deleted: the commit before the deletion, whenever that was made.
  expect(github.git(["log", "-1", "--format=%an|%s", commit])).toMatch(/^Jane Wanjiru\|Put back Notice: Fee structure for 2026 as it was on \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d$/);
  await page.goto("/keystatic/history");
  await expect(page.getByRole("region", { name: "Deleted notices" })).toContainText("No notice has been deleted lately.");
});

test("putting a version back is refused from another site, or without the page's token, and nothing is committed", async ({ request, githubEditor: { github, url } }) => {
  const head = github.head();
  const cookie = `keystatic-gh-access-token=${adminToken}`;
  const version = github.git(["rev-list", "--max-parents=0", "HEAD"]);
  const page = await request.get(`/keystatic/history?file=src/data/fees.json&version=${version}`, { headers: { cookie } });
  const token = /name="form-token" value="([^"]+)"/.exec(await page.text())?.[1];
  expect(token).toBeDefined();
  const form = { file: "src/data/fees.json", version, "form-token": token! };
  for (const [headers, what] of [
    [{ cookie, origin: "https://elsewhere.example" }, "another site's Origin"],
    [{ cookie }, "no Origin"],
  ] as const) {
    const answer = await request.post("/keystatic/history/put-back", { headers, form, maxRedirects: 0 });
    expect(answer.status(), what).toBe(403);
  }
  for (const wrong of [{}, { "form-token": "forged" }] as Record<string, string>[]) {
    const answer = await request.post("/keystatic/history/put-back", { headers: { cookie, origin: url }, form: { file: form.file, version, ...wrong }, maxRedirects: 0 });
    expect(answer.status(), JSON.stringify(wrong)).toBe(403);
  }
  expect(github.head()).toBe(head);
  // The same request from the editor's page, with its token, is taken.
  const taken = await request.post("/keystatic/history/put-back", { headers: { cookie, origin: url }, form, maxRedirects: 0 });
  expect(taken.status()).toBe(303);
  expect(github.head()).not.toBe(head);
  // Every request to GitHub carried the admin's own token, never one of the server's.
  expect(github.requests.filter((sent) => sent.token !== adminToken && sent.token !== readerToken && sent.token !== "ghu_unknown")).toEqual([]);
});
