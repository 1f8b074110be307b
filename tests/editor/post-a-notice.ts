import { parseFeed } from "@rowanmanning/feed-parser";
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import type { TestInfo } from "@playwright/test";
import { site } from "../../src/config/site";
import { nairobiDay } from "../../src/shared/nairobi-time";
import { atomProblems } from "../fixtures/atom-feed";
import { waitForInteractive } from "../e2e/support";
import { readmeScreenshot } from "./readme-screenshots";
import { changedFiles, expect, openFromMenu, wordsOf, type Page, type ProjectCopy } from "./support";

/**
 * Notices and circulars, through the editor (issue 22, part 1): the admin posts an urgent notice
 * with a PDF, and after the rebuild a parent finds it on /notices, on its own page, first on the
 * home page and first in the feed (read by a feed parser). TEST DATA, in the copy only.
 */

/**
 * Posted today (in Nairobi), so it is the newest notice. Its remove-after day is fixed, years
 * ahead, so the README's picture (which shows it, and not the date) is the same every day.
 */
const today = nairobiDay(new Date());

export const testNotice = {
  file: "term-1-opening-moved",
  title: "Term 1 opening moved to Wednesday",
  date: today,
  category: "Ministry circular",
  summary: "The Ministry has moved the opening of Term 1 by two days: boarders report on Wednesday (test data).",
  removeAfter: "2030-12-31",
  words: "Following the Ministry's circular, Term 1 opens on Wednesday instead of Monday. Boarders report between 8 am and 2 pm (test data).",
  attachment: { title: "Ministry circular", lines: "# Ministry circular (test data)\nTerm 1 opens on Wednesday instead of Monday.\n" },
};

export const noticeFile = `src/content/notices/${testNotice.file}.mdx`;
export const noticePdf = `public/notice-files/${testNotice.file}/attachments/0/file.pdf`;

/** The notice's file as the editor writes it: its settings in the schema's order, then its words. */
const expectedFile = `---
title: ${testNotice.title}
date: '${testNotice.date}'
category: ${testNotice.category}
summary: >-
  The Ministry has moved the opening of Term 1 by two days: boarders report on
  Wednesday (test data).
urgent: true
removeAfter: '${testNotice.removeAfter}'
attachments:
  - title: ${testNotice.attachment.title}
    file: /notice-files/${testNotice.file}/attachments/0/file.pdf
---
${testNotice.words}
`;

/** Notices → Add: every setting of the form filled in, a PDF uploaded, the words typed, then Create. */
export async function postNotice(page: Page, copy: ProjectCopy, testInfo: TestInfo) {
  const before = copy.hashes();
  const pdfFile = testInfo.outputPath("circular.pdf");
  const linesFile = testInfo.outputPath("circular.txt");
  writeFileSync(linesFile, testNotice.attachment.lines);
  execFileSync(process.execPath, ["scripts/make-notice-pdf.ts", pdfFile, linesFile]);
  const pdf = readFileSync(pdfFile);

  await openFromMenu(page, "Notices and circulars");
  await page.getByRole("main").getByRole("button", { name: "Add" }).click();
  await page.getByRole("textbox", { name: "File name" }).fill(testNotice.file);
  await page.getByRole("textbox", { name: "Title" }).fill(testNotice.title);
  await page.getByRole("textbox", { name: "Date" }).fill(testNotice.date);
  await page.getByRole("button", { name: /Category$/ }).click();
  await page.getByRole("option", { name: testNotice.category }).click();
  await page.getByRole("textbox", { name: "Summary" }).fill(testNotice.summary);
  await page.getByRole("checkbox", { name: "Urgent" }).check();
  await page.getByRole("textbox", { name: "Remove after" }).fill(testNotice.removeAfter);

  const attachments = page.getByRole("group", { name: "Attachments" });
  await attachments.getByRole("button", { name: "Add" }).click();
  const attachment = page.getByRole("dialog", { name: "Add item" });
  await attachment.getByRole("textbox", { name: "Name of the file" }).fill(testNotice.attachment.title);
  const chooser = page.waitForEvent("filechooser");
  await attachment.getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles(pdfFile);
  await attachment.getByRole("button", { name: "Add" }).click();
  await expect(attachment).toBeHidden();

  const words = wordsOf(page);
  await words.click();
  await page.keyboard.type(testNotice.words);
  // From the category to the attached PDF: the day's date, above, would change the picture daily.
  const category = page.getByRole("button", { name: /Category$/ });
  await category.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await readmeScreenshot(page, "post-a-notice", [page.getByText("Category", { exact: true }), category, attachments]);
  await page.getByRole("button", { name: "Create" }).click();

  await expect.poll(() => (copy.hashes().has(noticeFile) ? copy.read(noticeFile) : ""), { message: `${noticeFile} is saved`, timeout: 15_000 }).toBe(expectedFile);
  await expect.poll(() => copy.hashes().has(noticePdf) && copy.readBytes(noticePdf).equals(pdf), { message: "the PDF is saved as uploaded" }).toBe(true);
  expect(changedFiles(before, copy.hashes()), "the notice and its PDF, nothing else").toEqual([noticePdf, noticeFile].sort());
  return pdf.length;
}

const on = (page: Page, url: string) => page.goto(url).then(() => waitForInteractive(page));

/** The notice on /notices, its own page, the home page and the feed of the rebuilt copy. */
export async function readNotice(page: Page, siteUrl: string, pdfBytes: number) {
  const path = `/notices/${testNotice.file}`;
  await on(page, `${siteUrl}/notices`);
  const latest = page.getByRole("region", { name: "Latest notices" });
  await expect(latest.getByRole("heading", { level: 3 }).first()).toHaveText(`Urgent ${testNotice.title}`);
  await expect(page.getByRole("region", { name: "By category" }).getByRole("link", { name: testNotice.title })).toHaveAttribute("href", path);

  await latest.getByRole("link", { name: new RegExp(testNotice.title) }).click();
  await expect(page).toHaveURL(`${siteUrl}${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(testNotice.title);
  await expect(page.getByRole("main")).toContainText(testNotice.words);
  const pdfLink = page.getByRole("link", { name: `${testNotice.attachment.title} (PDF, ${Math.max(1, Math.round(pdfBytes / 1024))} KB)`, exact: true });
  const pdf = await page.request.get(`${siteUrl}${await pdfLink.getAttribute("href")}`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).length).toBe(pdfBytes);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(data.find((item) => item["@type"] === "SpecialAnnouncement"), "an urgent notice is a SpecialAnnouncement").toMatchObject({
    name: testNotice.title,
    expires: `${testNotice.removeAfter}T23:59:59+03:00`,
  });

  await on(page, `${siteUrl}/`);
  await expect(page.getByRole("region", { name: "Latest notices" }).getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Latest notices" }).getByRole("heading", { level: 3 }).first()).toHaveText(`Urgent ${testNotice.title}`);

  const feed = await page.request.get(`${siteUrl}/notices.xml`);
  expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const xml = await feed.text();
  expect(atomProblems(xml)).toEqual([]);
  const parsed = parseFeed(xml);
  expect(parsed.items[0]).toMatchObject({ title: testNotice.title, url: `${site.siteOrigin}${path}`, description: testNotice.summary });
}
