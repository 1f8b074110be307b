import { changedFiles, expect, openFromMenu, openPage, save, selectWords, test, waitForFile, wordsOf } from "./support";

/**
 * A page's words are named after its address, spelt as it is (src/features/page-content/words-file.ts):
 * the editor lists them under those names, capitals and all, and saves a page where it was.
 * Keystatic takes a file's name as it is (its File name is a text field, not a slug it makes), so
 * a change there (a name made lower-case, a file written beside the old one) fails here.
 */

test("lists the pages by their addresses, and saves /StuAccess's words in StuAccess.mdx and nowhere else", async ({ page, copy }) => {
  const file = "src/content/pages/StuAccess.mdx";
  const written = copy.read(file);
  try {
    // The list draws only the rows in view: each name is searched for, as the admin would.
    await openFromMenu(page, "Pages");
    for (const name of ["index", "404", "StuAccess", "staffAccess", "InfoCard", "farm-2-fork", "perfomance", "adm", "grade-fees"]) {
      await page.getByRole("searchbox", { name: "Search" }).fill(name);
      await expect(page.getByRole("grid", { name: "Pages" }).getByRole("rowheader", { name, exact: true })).toBeVisible();
    }

    const before = copy.hashes();
    await openPage(page, "StuAccess");
    await selectWords(wordsOf(page), "Everything you need");
    await page.keyboard.type("All you need");
    await save(page);
    await waitForFile(copy, file, (text) => text.includes("All you need for your studies, online."));
    expect(changedFiles(before, copy.hashes())).toEqual([file]);
  } finally {
    copy.write(file, written);
  }
});
