import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { daysBefore, StatsStore, type StatsBatch } from "../../server/stats/stats-store.ts";
import { nairobiDay } from "../../src/shared/nairobi-time.ts";
import { expectNoAxeViolations } from "../e2e/support.ts";
import { admin, expect, readerToken, test } from "./github-editor.ts";
import { readmeScreenshot } from "./readme-screenshots.ts";

/**
 * What parents read (docs/site.md, What the school sees; docs/decisions/062), in the Node server's
 * editor (tests/editor/github-editor.ts, counting on): its tables after known traffic, written to
 * the server's figures as its counting writes them, over the last 7 and 30 days; who may see it;
 * axe and the keyboard; and the Publishing list's line beside a notice sent to phones.
 */

const notice = "src/content/notices/boarding-reminder-term-1.mdx";
const noticePage = "/notices/boarding-reminder-term-1";

test.describe.configure({ mode: "serial" });

/**
 * The traffic: reads today, 3, 10, 20 and 40 days ago (the last out of both windows), each counted
 * by source and by device as the server counts them; failed searches on their days (a name typed
 * once is never shown); the notice sent to 412 phones, 231 of which opened it.
 */
test.beforeAll(({ githubEditor: { statsDatabase } }) => {
  const today = nairobiDay(new Date());
  const ago = (days: number) => daysBefore(today, days);
  const batch: StatsBatch = {
    reads: [
      { day: today, path: "/fees", reads: 5 },
      { day: today, path: noticePage, reads: 6 },
      { day: ago(3), path: "/fees", reads: 3 },
      { day: ago(10), path: "/", reads: 2 },
      { day: ago(20), path: "/fees", reads: 4 },
      { day: ago(40), path: "/term-dates", reads: 9 },
    ],
    sources: [
      { day: today, path: "/fees", source: "WhatsApp", reads: 3 },
      { day: today, path: "/fees", source: "None", reads: 2 },
      { day: today, path: noticePage, source: "WhatsApp", reads: 6 },
      { day: ago(3), path: "/fees", source: "Search engine", reads: 3 },
      { day: ago(10), path: "/", source: "None", reads: 2 },
      { day: ago(20), path: "/fees", source: "Facebook", reads: 4 },
      { day: ago(40), path: "/term-dates", source: "Other site", reads: 9 },
    ],
    devices: [
      { day: today, path: "/fees", device: "phone", reads: 4 },
      { day: today, path: "/fees", device: "computer", reads: 1 },
      { day: today, path: noticePage, device: "phone", reads: 6 },
      { day: ago(3), path: "/fees", device: "tablet", reads: 1 },
      { day: ago(3), path: "/fees", device: "computer", reads: 2 },
      { day: ago(10), path: "/", device: "computer", reads: 2 },
      { day: ago(20), path: "/fees", device: "phone", reads: 4 },
      { day: ago(40), path: "/term-dates", device: "phone", reads: 9 },
    ],
    searchMisses: [
      ...[0, 2, 5].map((days) => ({ day: ago(days), query: "swimming gala" })),
      ...[1, 12, 25].map((days) => ({ day: ago(days), query: "uniform shop" })),
      { day: today, query: "grace wanjiku" },
    ],
    noticeOpens: [{ path: noticePage, opened: 231 }],
  };
  const store = new StatsStore(statsDatabase);
  try {
    store.write(batch, today);
    store.addNoticeDelivery(noticePage, today, { sent: 412, accepted: 405, removed: 5, failed: 2 });
  } finally {
    store.close();
  }
});

/** A table's rows as the page shows them, the header row first: each cell's text. */
function rowsOf(table: Locator): Promise<string[][]> {
  return table.evaluate((element: HTMLTableElement) => [...element.rows].map((row) => [...row.cells].map((cell) => cell.textContent!.trim())));
}

const table = (page: Page, caption: RegExp) => page.getByRole("table", { name: caption });

test("answers 401 without a sign-in and 404 without write access, and gives no figure away", async ({ request }) => {
  for (const [cookie, status] of [[undefined, 401], ["keystatic-gh-access-token=ghu_unknown", 401], [`keystatic-gh-access-token=${readerToken}`, 404]] as const) {
    const answer = await request.get("/keystatic/what-parents-read", { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
    expect(answer.status(), String(cookie)).toBe(status);
    const body = await answer.text();
    for (const secret of ["swimming gala", "/fees", "412", "WhatsApp"]) expect(body, String(cookie)).not.toContain(secret);
  }
});

test("shows the last 7 and 30 days: pages by reads, each notice's reach, searches that found nothing, sources and devices", async ({ signedIn, page }) => {
  void signedIn;
  await page.goto("/keystatic/what-parents-read");
  await expect(page.getByRole("heading", { name: "What parents read", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("What parents read – School website editor");

  expect(await rowsOf(table(page, /^Reads of each page/))).toEqual([
    ["Page", "Last 7 days", "Last 30 days"],
    ["/fees", "8", "12"],
    [noticePage, "6", "6"],
    ["/", "0", "2"],
  ]);
  expect(await rowsOf(table(page, /^Each notice/))).toEqual([
    ["Notice", "Sent to phones", "Accepted", "Opened", "Page reads, last 7 days", "Page reads, last 30 days"],
    [noticePage, "412", "405", "231", "6", "6"],
  ]);
  // Searched on 3 different days: shown; a name typed once: never.
  expect(await rowsOf(table(page, /^Words searched for/))).toEqual([
    ["Words", "Days, last 7 days", "Days, last 30 days"],
    ["swimming gala", "3", "3"],
    ["uniform shop", "1", "3"],
  ]);
  expect(await rowsOf(table(page, /^Reads by where/))).toEqual([
    ["Came from", "Last 7 days", "Last 30 days"],
    ["WhatsApp", "9", "9"],
    ["Facebook", "0", "4"],
    ["None", "2", "4"],
    ["Search engine", "3", "3"],
  ]);
  expect(await rowsOf(table(page, /^Reads by the kind of device/))).toEqual([
    ["Read on", "Last 7 days", "Last 30 days"],
    ["Phone", "10", "14"],
    ["Tablet", "1", "1"],
    ["Computer", "3", "5"],
  ]);
  // Each row is named by its own header cell, each figure by its column's.
  const fees = table(page, /^Reads of each page/).getByRole("row", { name: /\/fees/ });
  await expect(fees.getByRole("rowheader")).toHaveText("/fees");
  await expect(fees.getByRole("link", { name: "/fees" })).toHaveAttribute("href", "/fees");
  await expect(page.getByText("grace wanjiku")).toHaveCount(0);

  await expectNoAxeViolations(page, "What parents read");
  await readmeScreenshot(page, "what-parents-read", [page.getByRole("heading", { name: "What parents read", level: 1 }), table(page, /^Each notice/)]);
});

test("is reached from the editor's bar with the keyboard alone, and each table can be scrolled from it", async ({ signedIn, page }) => {
  void signedIn;
  await page.goto("/keystatic/publishing");
  await expect(page.getByRole("heading", { name: "Publishing", level: 1 })).toBeVisible();
  const link = page.getByRole("navigation", { name: "Publishing" }).getByRole("link", { name: "What parents read" });
  for (let presses = 0; presses < 10 && !(await link.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "What parents read", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Publishing" }).getByRole("link", { name: "What parents read" })).toHaveAttribute("aria-current", "page");
  // The first table's region takes the focus (a wide table scrolls with the arrow keys), then its first link.
  const region = page.getByRole("region", { name: "Pages by reads" });
  for (let presses = 0; presses < 10 && !(await region.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press("Tab");
  await expect(region).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(region.getByRole("link", { name: "/fees" })).toBeFocused();
});

test("the Publishing list says beside a notice sent to phones how far it went", async ({ signedIn, page, githubEditor: { github } }) => {
  void signedIn;
  const text = readFileSync(new URL(`../../${notice}`, import.meta.url), "utf8");
  const save = github.commit({ message: `Update ${notice}`, author: admin, date: new Date().toISOString(), files: { [notice]: text.replace("title: 'Boarding reminder: reporting day for Term 1'", "title: Reopening postponed") } });
  github.setRun(save, { status: "completed", conclusion: "success", createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() });
  await page.goto("/keystatic/publishing");
  const saved = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Notice: Reopening postponed", level: 2 }) });
  await expect(saved.getByText("Sent to 412 phones, opened on 231")).toBeVisible();
});
