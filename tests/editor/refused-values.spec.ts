import { changedFiles, expect, expectSaveRefused, insertBlock, openFromMenu, openPage, save, selectWords, test, watchWrites, wordsOf, type Page } from "./support";

/**
 * What the editor refuses (issue 21, Build 3), entered as the admin would mistype it: the message
 * shows at the box, the box is marked wrong for a screen reader, and Save writes nothing, not this
 * file nor any other. The messages are the build's own (the same zod schemas check both).
 * A link to a page that does not exist is refused by the build, naming the file and the line.
 */

interface Refusal {
  what: string;
  /** Where the admin enters it: a part of the side menu, or a page's file name. */
  open: (page: Page) => Promise<void>;
  box: (page: Page) => ReturnType<Page["getByRole"]>;
  value: string;
  message: string;
}

/** A pattern that finds the words as they are written. */
const words = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

const grade7Fee = (page: Page) => page.getByRole("group", { name: "Grade 7" }).getByRole("textbox", { name: "Term fee (KES)" });

const refusals: Refusal[] = [
  { what: "a negative fee", open: (page) => openFromMenu(page, "Fees and payment"), box: grade7Fee, value: "-5", message: "must be more than 0" },
  { what: "a fee that is not a number", open: (page) => openFromMenu(page, "Fees and payment"), box: grade7Fee, value: "abc", message: "must be a number of shillings, like 12500" },
  {
    what: "a Pay Bill number of 4 digits",
    open: (page) => openFromMenu(page, "Fees and payment"),
    box: (page) => page.getByRole("group", { name: "M-Pesa Pay Bill" }).getByRole("textbox", { name: "Pay Bill business number" }),
    value: "2472",
    message: "must be the Pay Bill business number: 5 to 7 digits, no spaces",
  },
  {
    what: "a bank account number with dashes",
    open: (page) => openFromMenu(page, "Fees and payment"),
    box: (page) => page.getByRole("group", { name: "Bank account, for banker's cheques" }).getByRole("textbox", { name: "Account number" }),
    value: "0110-2345-678",
    message: "must be the account number: 6 to 20 digits, no spaces or dashes",
  },
  {
    what: "a term that closes before it opens",
    open: (page) => openFromMenu(page, "Term dates"),
    box: (page) => page.getByRole("group", { name: "2025", exact: true }).getByRole("group", { name: "Term 1", exact: true }).getByRole("textbox", { name: "Closes on" }),
    value: "2 January",
    message: "2 January (closing) is not after the opening, 8 January",
  },
  {
    what: "an e-mail without @",
    open: (page) => openFromMenu(page, "School details and contacts"),
    box: (page) => page.getByRole("textbox", { name: "Admissions e-mail" }),
    value: "admissions.school.example",
    message: "must be an e-mail address: a name, @, then the domain of the address",
  },
  {
    what: "a dashboard address that is not https",
    open: (page) => openFromMenu(page, "Results dashboards"),
    box: (page) => page.getByRole("group", { name: "KCPE results 2022", exact: true }).getByRole("textbox", { name: "Dashboard address (https://…)" }),
    value: "http://dashboards.school.example/embed/results-2022",
    message: "must be an https:// address",
  },
  {
    what: "an empty description of a page's photo",
    open: (page) => openPage(page, "laundry"),
    box: (page) => page.getByRole("group", { name: "Photo beside the introduction" }).getByRole("textbox", { name: "Describe the photo" }),
    value: "",
    message: "describe the photo for people who cannot see it",
  },
];

for (const refusal of refusals) {
  test(`refuses ${refusal.what} at the box, and saves nothing`, async ({ page, copy }) => {
    const before = copy.hashes();
    const writes = watchWrites(page);
    await refusal.open(page);
    const box = refusal.box(page);
    await box.fill(refusal.value);
    await expect(box).not.toHaveAttribute("aria-invalid", "true");
    // The message shows once the admin leaves the box.
    await box.blur();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(words(refusal.message));

    await save(page);
    // Save asks nothing of the server: the editor checks the form first, and leaves it unsaved.
    // Then the requests and the files, every one.
    await expectSaveRefused(page);
    expect(writes, "no save request").toEqual([]);
    await expect(box).toHaveAttribute("aria-invalid", "true");
    expect(changedFiles(before, copy.hashes()), "no file changed").toEqual([]);
  });
}

test("a link to a page that does not exist is refused by the build, which names the file and the line", async ({ page, copy }) => {
  const file = "src/content/pages/chaplaincy.mdx";
  const written = copy.read(file);
  try {
    await openPage(page, "chaplaincy");
    const text = wordsOf(page);
    await selectWords(text, "any pupil can find someone to talk to.", { caretAfter: true });
    await insertBlock(page, "Button");
    await text.getByRole("button", { name: "Edit" }).first().click();
    const settings = page.getByRole("dialog", { name: "Edit Button" });
    // The laundry page, misspelt.
    await settings.getByRole("textbox", { name: "Goes to" }).fill("/londry");
    await settings.getByRole("textbox", { name: "Words on the button" }).fill("Laundry");
    await settings.getByRole("button", { name: "Done" }).click();
    await save(page);
    await expect.poll(() => copy.read(file).includes(`to="/londry"`), { message: "the editor saved the button" }).toBe(true);

    const line = copy.read(file).split("\n").findIndex((text) => text.includes(`to="/londry"`)) + 1;
    const build = await copy.build();
    expect(build.code, "the build stops").not.toBe(0);
    expect(build.output).toContain(`${file}:${line}: link to /londry: no page of the site has this address`);
  } finally {
    // Put the page back for the tests that build the copy after this one.
    copy.write(file, written);
  }
});
