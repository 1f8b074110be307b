import ICAL from "ical.js";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { site } from "../../src/config/site";
import shippedFees from "../../src/data/fees.json" with { type: "json" };
import { whenText } from "../../src/features/school-events/school-events";
import { openCalculator, waitForInteractive, waitForServiceWorker } from "../e2e/support";
import { postNotice, readNotice } from "./post-a-notice";
import { readmeScreenshot } from "./readme-screenshots";
import { changedFiles, expect, insertBlock, openFromMenu, openPage, save, selectWords, test, waitForFile, wordsOf, type Page } from "./support";

/**
 * The web admin's four usual changes, made in the editor (`npm run admin`, local mode) as they
 * would make them, each saving the one file it is about and nothing else; then the copy built
 * and served, and each change read on the pages a parent opens. The steps run in order in one
 * copy of the project (tests/editor/support.ts): the site is built once, after the last change.
 */

test.describe.configure({ mode: "serial" });

const feesFile = "src/data/fees.json";
const termDatesFile = "src/data/term-dates.json";
const laundryFile = "src/content/pages/laundry.mdx";
const laundryPhotoFile = "src/assets/photos/laundry.jpg";

/**
 * TEST DATA, not the Ministry's calendar: a 2026 school year of the kind it publishes (three
 * terms, a half term, the holidays between), entered in the copy only. The shipped data keeps
 * 2025 alone (issue 21: invent no other year's dates).
 */
const testYear = {
  year: 2026,
  terms: [
    {
      name: "Term 1",
      opening: "5 January",
      closing: "27 March",
      halfTerm: { opening: "25 February", closing: "1 March" },
      holiday: { name: "April holiday", nameSw: "Likizo ya Aprili", starting: "28 March", ending: "26 April" },
    },
    { name: "Term 2", opening: "27 April", closing: "31 July", holiday: { name: "August holiday", nameSw: "Likizo ya Agosti", starting: "1 August", ending: "23 August" } },
    { name: "Term 3", opening: "24 August", closing: "23 October", holiday: { name: "Christmas holiday", nameSw: "Likizo ya Krismasi", starting: "24 October", ending: "3 January 2027" } },
  ],
};
/** The same year as the calendar file must hold it: all-day events, each ending the day after its last. */
const testYearEvents = [
  ["Term 1 opens", "2026-01-05", "2026-01-06"],
  ["Term 1 half term", "2026-02-25", "2026-03-02"],
  ["Term 1 closes", "2026-03-27", "2026-03-28"],
  ["April holiday", "2026-03-28", "2026-04-27"],
  ["Term 2 opens", "2026-04-27", "2026-04-28"],
  ["Term 2 closes", "2026-07-31", "2026-08-01"],
  ["August holiday", "2026-08-01", "2026-08-24"],
  ["Term 3 opens", "2026-08-24", "2026-08-25"],
  ["Term 3 closes", "2026-10-23", "2026-10-24"],
  ["Christmas holiday", "2026-10-24", "2027-01-04"],
];

/** TEST DATA: a Pay Bill number for the copy only; the shipped one is the placeholder 000000. */
const newPayBill = "247247";

const oldSentence = "collected from the boarding houses on set days";
const newSentence = "collected from the boarding houses twice a week";
const button = { to: "/nursing-care", label: "Nursing care", look: "Quieter (outlined)", written: `<Button to="/nursing-care" label="Nursing care" variant="secondary" />` };
const oldAlt = "School uniforms drying on a washing line";
const newAlt = "Clean shirts on hangers in the school laundry";
/**
 * The new photo, drawn here: shirts on a washing line under a sky of one colour, which covers most
 * of it, so the page's photo can be told from the old one (an illustration in other colours) by
 * its dominant colour.
 */
const photoColour = { r: 250, g: 200, b: 90 };
const photoDrawing = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
  <rect width="1600" height="1000" fill="rgb(${photoColour.r},${photoColour.g},${photoColour.b})"/>
  <rect y="800" width="1600" height="200" fill="#3f7d4e"/>
  <path d="M100 260 Q800 330 1500 260" stroke="#5a4632" stroke-width="8" fill="none"/>
  ${[250, 600, 950, 1300].map((x, i) => `<path d="M${x - 90} 300 h180 l40 60 -50 25 v215 h-160 v-215 l-50 -25 z" fill="${["#ffffff", "#1d4f91", "#ffffff", "#c0392b"][i]}"/>`).join("")}
</svg>`;

/**
 * TEST DATA: a school event the admin adds, early in the coming year, so it is still to come when
 * the copy is built (a past event leaves /events at the build, docs/decisions/041).
 */
const eventYear = new Date().getUTCFullYear() + 1;
const newEvent = {
  file: `parents-day-${eventYear}`,
  title: "Parents' day",
  when: { date: `${eventYear}-03-06`, starts: "09:30", ends: "15:00" },
  place: "School hall",
  words: "Meet your child's class teacher and see their work for the term.",
};
const eventFile = `src/content/events/${newEvent.file}.mdx`;

/** `text` with `from` replaced by `to`, once, where `from` is written exactly once. */
function replacedOnce(text: string, from: string, to: string) {
  expect(text.split(from), `the file holds '${from}' once`).toHaveLength(2);
  return text.replace(from, to);
}

test("Fees and payment: the Grade 7 term fee goes from 80000 to 81000, and only that figure of src/data/fees.json changes", async ({ page, copy }) => {
  const before = copy.hashes();
  const expected = replacedOnce(copy.read(feesFile), `"termFee": 80000`, `"termFee": 81000`);

  await openFromMenu(page, "Fees and payment");
  const grade7 = page.getByRole("group", { name: "Grade 7" });
  const fee = grade7.getByRole("textbox", { name: "Term fee (KES)" });
  await expect(fee).toHaveValue("80000");
  await fee.fill("81000");
  await readmeScreenshot(page, "change-a-fee", [page.getByRole("heading", { name: "Fees and payment", level: 1 }), page.getByRole("button", { name: "Save" }), grade7]);
  await save(page);

  await waitForFile(copy, feesFile, expected);
  expect(changedFiles(before, copy.hashes()), "nothing else in the project changed").toEqual([feesFile]);

  // The site as the admin edits it, beside the editor (`npm run admin`'s second address), shows it at once.
  // In a tab of its own, as the admin opens it: the editor's tab reloads itself after a save, and a
  // navigation made in it meanwhile is aborted.
  const site = await page.context().newPage();
  await site.goto("/grade7fee");
  const termly = site.getByRole("region", { name: "Termly fees" });
  await expect(termly.locator("dl > div").filter({ hasText: "Annual total" })).toContainText("KES 243,000");
  // Centred in the window, so the floating Enroll Today button (bottom right) is never in the
  // picture, wherever the page puts the fees (an alert saved by another test adds a banner above).
  await termly.evaluate((region) => region.scrollIntoView({ block: "center" }));
  await readmeScreenshot(site, "preview", [termly]);
  await site.close();
});

test("Fees and payment: the admin changes the Pay Bill number, and only that value of src/data/fees.json changes", async ({ page, copy }) => {
  const before = copy.hashes();
  const shippedPayBill = shippedFees.payment.payBill.businessNumber;
  const expected = replacedOnce(copy.read(feesFile), `"businessNumber": "${shippedPayBill}"`, `"businessNumber": "${newPayBill}"`);

  await openFromMenu(page, "Fees and payment");
  // Under Payment details, below the ways of paying.
  const payBill = page.getByRole("group", { name: "M-Pesa Pay Bill" });
  const number = payBill.getByRole("textbox", { name: "Pay Bill business number" });
  await expect(number).toHaveValue(shippedPayBill);
  await number.fill(newPayBill);
  await payBill.scrollIntoViewIfNeeded();
  // The box's title and the number she changes: the group's other boxes (the account words, their Kiswahili) are not this step's.
  await readmeScreenshot(page, "change-payment-details", [payBill.getByText("M-Pesa Pay Bill", { exact: true }), number]);
  await save(page);

  await waitForFile(copy, feesFile, expected);
  expect(changedFiles(before, copy.hashes()), "nothing else in the project changed").toEqual([feesFile]);
});

test("Term dates: the admin adds the 2026 school year, its three terms, half term and holidays", async ({ page, copy }) => {
  const before = copy.hashes();
  const shipped = JSON.parse(copy.read(termDatesFile));

  await openFromMenu(page, "Term dates");
  const years = page.getByRole("group", { name: "School years" });
  await years.getByRole("button", { name: "Add school year" }).click();
  await years.getByRole("group", { name: "School year 2", exact: true }).getByRole("textbox", { name: "School year" }).fill(String(testYear.year));
  const year = years.getByRole("group", { name: String(testYear.year), exact: true });
  for (const [i, term] of testYear.terms.entries()) {
    await year.getByRole("button", { name: "Add term" }).click();
    // A new term is called 'Term <n>' until it has a name.
    const card = year.getByRole("group", { name: `Term ${i + 1}`, exact: true });
    await card.getByRole("textbox", { name: "Name of the term" }).fill(term.name);
    await card.getByRole("textbox", { name: "Opens on" }).fill(term.opening);
    await card.getByRole("textbox", { name: "Closes on" }).fill(term.closing);
    if (term.halfTerm) {
      await card.getByRole("button", { name: "Add half term" }).click();
      const halfTerm = card.getByRole("group", { name: "Half term" });
      await halfTerm.getByRole("textbox", { name: "Half term starts" }).fill(term.halfTerm.opening);
      await halfTerm.getByRole("textbox", { name: "Half term ends" }).fill(term.halfTerm.closing);
    }
    const holiday = card.getByRole("group", { name: "Holiday after the term" });
    // The English name, then the Kiswahili beside it (docs/decisions/063): the label of one begins the other's.
    await holiday.getByRole("textbox", { name: /^Name of the holiday(?!, in Kiswahili)/ }).fill(term.holiday.name);
    await holiday.getByRole("textbox", { name: /^Name of the holiday, in Kiswahili/ }).fill(term.holiday.nameSw);
    await holiday.getByRole("textbox", { name: "Holiday starts" }).fill(term.holiday.starting);
    await holiday.getByRole("textbox", { name: "Holiday ends" }).fill(term.holiday.ending);
    if (i === 0) {
      // The new year from its heading down, as far as the window shows (its first term's dates).
      await year.evaluate((group) => group.scrollIntoView({ block: "start" }));
      await readmeScreenshot(page, "add-term-dates", [year]);
    }
  }
  await save(page);

  // 2025 as it was, then 2026 as entered, its values in the order of the form, as the editor writes JSON.
  await waitForFile(copy, termDatesFile, `${JSON.stringify({ years: [...shipped.years, testYear] }, null, 2)}\n`);
  expect(changedFiles(before, copy.hashes()), "nothing else in the project changed").toEqual([termDatesFile]);
});

test("Pages → laundry: the admin changes a sentence and adds a Button block; only the page's file changes", async ({ page, copy }) => {
  const before = copy.hashes();
  const written = copy.read(laundryFile);
  const lastSentence = "part of growing up in a boarding school.";
  const expected = replacedOnce(replacedOnce(written, oldSentence, newSentence), `${lastSentence}\n`, `${lastSentence}\n\n${button.written}\n`);

  await openPage(page, "laundry");
  const words = wordsOf(page);
  await selectWords(words, "on set days");
  await page.keyboard.type("twice a week");
  await selectWords(words, lastSentence, { caretAfter: true });
  await insertBlock(page, "Button");
  // The new button is the page's first block (its closing band comes after).
  await words.getByRole("button", { name: "Edit" }).first().click();
  const settings = page.getByRole("dialog", { name: "Edit Button" });
  await settings.getByRole("textbox", { name: "Goes to" }).fill(button.to);
  await settings.getByRole("textbox", { name: "Words on the button" }).fill(button.label);
  await settings.getByRole("button", { name: /Look$/ }).click();
  await page.getByRole("option", { name: button.look }).click();
  await readmeScreenshot(page, "change-a-page", [settings]);
  await settings.getByRole("button", { name: "Done" }).click();
  await expect(settings).toBeHidden();
  await selectWords(words, newSentence);
  await readmeScreenshot(page, "change-a-page-words", [page.getByRole("button", { name: "Save" }), words.getByRole("heading", { name: "How laundry works" }), words.getByText(lastSentence)]);
  await save(page);

  await waitForFile(copy, laundryFile, expected);
  expect(changedFiles(before, copy.hashes()), "nothing else in the project changed").toEqual([laundryFile]);
});

test("Photos → Laundry: the admin uploads a new photo, then describes it on the laundry page", async ({ page, copy }, testInfo) => {
  const before = copy.hashes();
  const newPhoto = await sharp(Buffer.from(photoDrawing)).jpeg({ quality: 85 }).toBuffer();
  const photoFile = testInfo.outputPath("new-laundry-photo.jpg");
  writeFileSync(photoFile, newPhoto);
  const expectedPage = replacedOnce(copy.read(laundryFile), `alt: ${oldAlt}`, `alt: ${newAlt}`);

  await openFromMenu(page, "Photos");
  const slot = page.getByRole("group", { name: "Laundry", exact: true });
  const chooser = page.waitForEvent("filechooser");
  await slot.getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles(photoFile);
  await expect(page.getByText("Unsaved", { exact: true })).toBeVisible();
  // The preview (an image the editor leaves out of the accessibility tree) now shows the new file.
  const preview = slot.locator("img");
  await expect(preview).toHaveAttribute("src", /^blob:/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  await slot.scrollIntoViewIfNeeded();
  await readmeScreenshot(page, "replace-a-photo", [slot]);
  await save(page);
  await waitForFile(copy, laundryPhotoFile, () => copy.readBytes(laundryPhotoFile).equals(newPhoto), "the photo is saved over the old one, byte for byte");

  await openPage(page, "laundry");
  const photo = page.getByRole("group", { name: "Photo beside the introduction" });
  await photo.getByRole("textbox", { name: "Describe the photo" }).fill(newAlt);
  // Stops above the next field: below it, the editor's floating toolbar for the page's words lies
  // over the group's foot, and its icons drew a few shades apart at each run.
  await readmeScreenshot(page, "describe-a-photo", [photo], { until: photo.getByText("Part to keep in view", { exact: true }) });
  await save(page);
  await waitForFile(copy, laundryFile, expectedPage);

  expect(changedFiles(before, copy.hashes()), "the photo and the page that describes it, nothing else").toEqual([laundryPhotoFile, laundryFile]);
});

test("School events: the admin adds a parents' day; only its new file is written", async ({ page, copy }) => {
  const before = copy.hashes();

  await openFromMenu(page, "School events");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByRole("textbox", { name: "File name" }).fill(newEvent.file);
  await page.getByRole("textbox", { name: "Name of the event" }).fill(newEvent.title);
  const when = page.getByRole("group", { name: "When" });
  await when.getByRole("textbox", { name: "Date" }).fill(newEvent.when.date);
  await when.getByRole("textbox", { name: "Starts at" }).fill(newEvent.when.starts);
  await when.getByRole("textbox", { name: "Ends at" }).fill(newEvent.when.ends);
  await page.getByRole("textbox", { name: "Place" }).fill(newEvent.place);
  // The form from its top, before the words below it take the window down.
  await readmeScreenshot(page, "add-a-school-event", [page.getByRole("button", { name: "Create", exact: true }), page.getByRole("textbox", { name: "Place" })]);
  const words = wordsOf(page);
  await words.click();
  await page.keyboard.type(newEvent.words);
  await page.getByRole("button", { name: "Create", exact: true }).click();

  // A new file: its folder is read until it is there (the first save of a run waits for the editor's server to make its writer).
  await expect.poll(() => existsSync(join(copy.root, eventFile)), { message: `${eventFile} is written`, timeout: 60_000 }).toBe(true);
  await waitForFile(copy, eventFile, (text) => text.includes(newEvent.words));
  const written = copy.read(eventFile);
  for (const value of [newEvent.title, newEvent.when.date, newEvent.when.starts, newEvent.when.ends, newEvent.place]) expect(written).toContain(value);
  expect(changedFiles(before, copy.hashes()), "nothing else in the project changed").toEqual([eventFile]);
});

/** The size of the PDF the notice test uploads, to read on the rebuilt site. */
let noticePdfBytes = 0;

test("Notices and circulars: the admin posts an urgent notice with a PDF; only the notice and its PDF are written", async ({ page, copy }, testInfo) => {
  noticePdfBytes = await postNotice(page, copy, testInfo);
});

test.describe("after a rebuild", () => {
  const on = (page: Page, url: string) => page.goto(url).then(() => waitForInteractive(page));

  test("the new fee shows on /fees, /grade7fee with its annual total, and in the fee calculator", async ({ page, publishedSite }) => {
    await on(page, `${publishedSite.url}/fees`);
    await expect(page.getByText("KES 81,000 a term: KES 243,000 for the year.")).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("KES 80,000");

    await on(page, `${publishedSite.url}/grade7fee`);
    const termly = page.getByRole("region", { name: "Termly fees" });
    for (const row of ["Term 1", "Term 2", "Term 3"]) await expect(termly.locator("dl > div").filter({ hasText: row })).toContainText("KES 81,000");
    await expect(termly.locator("dl > div").filter({ hasText: "Annual total" })).toContainText("KES 243,000");

    await openCalculator(page, `${publishedSite.url}/fees?children=7n`);
    const result = page.getByRole("region", { name: "Your family's fees", exact: true });
    await expect(result.getByRole("status")).toContainText("KES 81,000 a term, KES 243,000 a year");
  });

  test("the new Pay Bill number shows on /terms and /grade8fee, and the old one nowhere", async ({ page, publishedSite }) => {
    for (const path of ["/terms", "/grade8fee"]) {
      await on(page, `${publishedSite.url}${path}`);
      const mpesa = page.getByRole("region", { name: "How to pay safely" }).getByRole("region", { name: "M-Pesa Pay Bill" });
      await expect(mpesa.getByText(newPayBill, { exact: true }), path).toBeVisible();
      // As a number of its own: the bank account number (ten zeros as shipped) holds six zeros too.
      await expect(page.getByRole("main").getByText(shippedFees.payment.payBill.businessNumber, { exact: true }), path).toHaveCount(0);
    }
  });

  test("the copy of /fees the phone keeps shows the new fee with no connection", async ({ page, context, publishedSite }) => {
    await on(page, `${publishedSite.url}/fees`);
    await waitForServiceWorker(page);
    // Opened again through the worker, as a parent who comes back to the page would.
    await page.reload();
    // Kept under its address, or its address and the build's revision (?__WB_REVISION__=…).
    const kept = () => page.evaluate(() => caches.match("/fees", { ignoreSearch: true }).then(Boolean));
    await expect.poll(kept, { message: "the phone keeps /fees" }).toBe(true);

    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker(), "read from the phone's copy").toBe(true);
    await expect(page.getByText("KES 81,000 a term: KES 243,000 for the year.")).toBeVisible();
  });

  test("/events shows 2026 under its own heading, before 2025, and /term-dates.ics holds its dates", async ({ page, publishedSite }) => {
    await on(page, `${publishedSite.url}/events`);
    const termDates = page.getByRole("main").getByRole("heading", { level: 3, name: /^\d{4}$/ });
    await expect(termDates).toHaveText(["2026", "2025"]);
    const year = page.getByRole("region", { name: "2026", exact: true });
    await expect(year.getByRole("article")).toHaveCount(3);
    await expect(year.getByRole("article", { name: "Term 1 2026" })).toContainText("5 January");
    await expect(year.getByRole("article", { name: "Term 3 2026" })).toContainText("23 October");

    const response = await page.request.get(`${publishedSite.url}/term-dates.ics`);
    expect(response.status()).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    const rows = events.map((event) => [event.summary.replace(`${site.shortName}: `, ""), event.startDate.toString(), event.endDate.toString()]);
    expect(rows.filter(([, start]) => start?.startsWith("2026-"))).toEqual(testYearEvents);
    expect(rows.filter(([, start]) => start?.startsWith("2025-")), "2025's dates are still there").toHaveLength(11);
  });

  test("/events lists the new event with its day, time and place, and /events.ics holds it at its Kenya time", async ({ page, publishedSite }) => {
    await on(page, `${publishedSite.url}/events`);
    const card = page.getByRole("region", { name: "School events" }).getByRole("article", { name: newEvent.title });
    await expect(card).toContainText(whenText(newEvent.when));
    await expect(card).toContainText(newEvent.place);
    await expect(card).toContainText(newEvent.words);

    const response = await page.request.get(`${publishedSite.url}/events.ics`);
    expect(response.status()).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const event = calendar
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component))
      .find((e) => e.summary === `${site.shortName}: ${newEvent.title}`);
    expect(event, "the new event is in the calendar file").toBeDefined();
    expect(event!.startDate.toJSDate().toISOString()).toBe(new Date(`${newEvent.when.date}T${newEvent.when.starts}:00+03:00`).toISOString());
    expect(event!.endDate.toJSDate().toISOString()).toBe(new Date(`${newEvent.when.date}T${newEvent.when.ends}:00+03:00`).toISOString());
    expect(event!.location).toBe(newEvent.place);
  });

  test("the new notice is first on /notices, on the home page and in the feed (read by a feed parser), with its page and its PDF", async ({ page, publishedSite }) => {
    expect(noticePdfBytes, "the notice was posted").toBeGreaterThan(0);
    await readNotice(page, publishedSite.url, noticePdfBytes);
  });

  test("/laundry shows the new sentence, the new button, and the new photo with its description", async ({ page, publishedSite }) => {
    await on(page, `${publishedSite.url}/laundry`);
    const main = page.getByRole("main");
    await expect(main.getByText(newSentence)).toBeVisible();
    await expect(main).not.toContainText(oldSentence);
    await expect(main.getByRole("link", { name: button.label })).toHaveAttribute("href", button.to);

    const photo = main.getByRole("img", { name: newAlt });
    await expect(photo).toBeVisible();
    await expect(main.getByRole("img", { name: oldAlt })).toHaveCount(0);
    const shown = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    const { dominant } = await sharp(await (await page.request.get(shown)).body()).stats();
    for (const channel of ["r", "g", "b"] as const) expect(Math.abs(dominant[channel] - photoColour[channel]), `${shown}: the uploaded photo's colour`).toBeLessThan(24);
  });
});
