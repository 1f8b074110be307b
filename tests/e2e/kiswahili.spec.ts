import { site } from "../../src/config/site";
import { sitePages } from "../../src/features/page-content/site-pages.build";
import { uiWordsOf } from "../../src/features/kiswahili/ui-words";
import { expect, test, type Locator, type Page } from "./support";

/**
 * The Kiswahili pages (issue 39; docs/decisions/063): the same page in the other language a link
 * away, marked as such for browsers and search engines, and the same facts in both: a translation
 * cannot carry a fee, a date or a number of its own.
 */

const sw = uiWordsOf("sw");
const kiswahiliPages = sitePages().filter((page) => page.language === "sw");

/**
 * Every figure a parent acts on, in a page's main content: amounts, percentages, phone numbers,
 * Pay Bill and account numbers, and each date and time as a machine reads it (`<time datetime>`:
 * the words of a date differ between the languages, its day does not). Sorted, as the two
 * languages may say them in another order.
 */
async function figuresOf(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  // Words only, the scripts and the islands' serialised props left out: what a reader sees.
  const text = main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, "")
    .replace(/<astro-island[^>]*>/g, "<astro-island>")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
  // An amount however the currency is written (KES, Ksh, Sh, or none, as "81,000"): its digits,
  // so a fee written by hand into a translation differs from the English's in any spelling.
  const amounts = [...text.matchAll(/(?:\b(?:KES|Ksh\.?|Sh\.?)\s?)?\b\d{1,3}(?:,\d{3})+(?:\.\d+)?|\b(?:KES|Ksh\.?|Sh\.?)\s?\d+/g)].map((match) => `amount ${match[0].replace(/[^\d.]/g, "")}`);
  const figures = [
    ...text.matchAll(/\d+(?:\.\d+)?%|\+254[\d ]*\d|\b\d{5,}\b/g),
    ...main.matchAll(/<time[^>]*datetime="([^"]+)"/g),
  ].map((match) => match[1] ?? match[0]);
  return [...amounts, ...figures].sort();
}

test("there are Kiswahili pages to check, the fee pages among them", () => {
  expect(kiswahiliPages.map((page) => page.path)).toEqual(expect.arrayContaining(["/sw", "/sw/fees", "/sw/grade7fee", "/sw/terms"]));
});

for (const kiswahili of kiswahiliPages) {
  test(`${kiswahili.path} shows every figure and date of ${kiswahili.alternate}, and no other`, async ({ page }) => {
    const english = await figuresOf(page, kiswahili.alternate!);
    const inKiswahili = await figuresOf(page, kiswahili.path);
    expect(inKiswahili).toEqual(english);
  });
}

/** Tabs from where the keyboard is until `target` has focus, as a keyboard user walks the page. */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("40 presses of Tab never reached the link");
}

test("English → Kiswahili → English with the keyboard: the same fee on both, lang=sw and the alternates on the Kiswahili page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/grade7fee");
  const termFee = page.getByRole("main").locator("dl dt", { hasText: /^Term 1$/ }).locator("xpath=following-sibling::dd[1]");
  const fee = (await termFee.textContent())?.trim() ?? "";
  expect(fee).toMatch(/^KES \d/);

  // The switch, named in its own language and marked so.
  const toKiswahili = page.getByRole("banner").getByRole("link", { name: "Kiswahili", exact: true });
  await expect(toKiswahili).toHaveAttribute("lang", "sw");
  await tabTo(page, toKiswahili);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sw\/grade7fee$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "sw");
  await expect(page.getByRole("main").locator("dl dt", { hasText: new RegExp(`^${sw.fees.term1}$`) }).locator("xpath=following-sibling::dd[1]")).toHaveText(fee);
  for (const [hreflang, path] of [
    ["en-KE", "/grade7fee"],
    ["sw", "/sw/grade7fee"],
    ["x-default", "/grade7fee"],
  ]) {
    await expect(page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute("href", `${site.siteOrigin}${path}`);
  }

  const toEnglish = page.getByRole("banner").getByRole("link", { name: "English", exact: true });
  await tabTo(page, toEnglish);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/grade7fee$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-KE");
  await expect(termFee).toHaveText(fee);
});

test("an English-only page's switch says so in Kiswahili, in the phone menu, and leads to the Kiswahili home", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/golf");
  await page.getByRole("button", { name: "Menu" }).click();
  const note = page.getByRole("navigation", { name: "Main" }).getByText(sw.language.englishOnly);
  await expect(note).toBeVisible();
  await expect(note).toHaveAttribute("lang", "sw");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: sw.language.englishOnlyLink }).click();
  await expect(page).toHaveURL(/\/sw$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "sw");
});

test("a Kiswahili page's menus lead to the Kiswahili pages, and to the English ones that have none", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/sw/fees");
  const menus = page.getByRole("navigation", { name: sw.header.mainNav }).first();
  await expect(menus.locator('a[href="/sw/grade8fee"]')).toHaveCount(1);
  await expect(menus.locator('a[href="/golf"]')).toHaveCount(1);
});

test("the floating buttons speak the page's language: Jiunge Leo on a Kiswahili page, Enroll Today on its English one", async ({ page }) => {
  await page.goto("/sw/fees");
  await expect(page.getByRole("link", { name: `${sw.buttons.enrollToday}${sw.buttons.newTab}` })).toBeVisible();
  await page.goto("/fees");
  await expect(page.getByRole("link", { name: "Enroll Today (opens in a new tab)" })).toBeVisible();
});

test("no address moves a reader by the browser's language: /fees stays English for a Kiswahili browser, /sw/fees Kiswahili for an English one", async ({ page }) => {
  const english = await page.request.get("/fees", { headers: { "Accept-Language": "sw-KE,sw;q=0.9" }, maxRedirects: 0 });
  expect(english.status()).toBe(200);
  expect(await english.text()).toContain('<html lang="en-KE"');
  const kiswahili = await page.request.get("/sw/fees", { headers: { "Accept-Language": "en-GB,en;q=0.9" }, maxRedirects: 0 });
  expect(kiswahili.status()).toBe(200);
  expect(await kiswahili.text()).toContain('<html lang="sw"');
});

test("/swimmers, a page whose name begins with sw, is English and served as before; /sw/swimmers does not exist", async ({ page }) => {
  const swimmers = await page.request.get("/swimmers", { maxRedirects: 0 });
  expect(swimmers.status()).toBe(200);
  expect(await swimmers.text()).toContain('<html lang="en-KE"');
  expect((await page.request.get("/sw/swimmers", { maxRedirects: 0 })).status()).toBe(404);
});

test("a search sent from a Kiswahili page lists the Kiswahili pages first", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/sw/fees");
  await page.getByRole("button", { name: sw.header.menu }).click();
  const form = page.getByRole("navigation", { name: sw.header.mainNav }).getByRole("search");
  await form.getByRole("searchbox").fill("karo");
  await form.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/search\?.*lang=sw/);
  const first = page.getByRole("main").getByRole("listitem").first().getByRole("link");
  await expect(first).toHaveAttribute("href", /^\/sw(\/|$)/);
});
