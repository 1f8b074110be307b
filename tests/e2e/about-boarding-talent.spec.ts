import { expect, test, type Page, watchErrors } from "./support";
import { pathOf, routeTable, type RouteId } from "../../src/config/route-table";
import { clubChain, nextInChain } from "../../src/features/clubs/club-chain";

function main(page: Page) {
  return page.getByRole("main");
}

test.describe("history carousel", () => {
  const slide = (page: Page, n: number) => page.getByRole("group", { name: `${n} of 3` });
  const dot = (page: Page, n: number) => page.getByRole("button", { name: new RegExp(`^Photo ${n}:`) });

  test("arrows and dots move between the three photos and wrap round at both ends", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(pathOf("history"));
    const carousel = page.getByRole("region", { name: "Photos" });
    await expect(slide(page, 1)).toBeVisible();
    await expect(slide(page, 2)).toBeHidden();
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");

    const next = carousel.getByRole("button", { name: "Next photo" });
    const previous = carousel.getByRole("button", { name: "Previous photo" });

    await next.click();
    await expect(slide(page, 2)).toBeVisible();
    await expect(slide(page, 1)).toBeHidden();
    await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
    await expect(dot(page, 1)).not.toHaveAttribute("aria-current", "true");

    await dot(page, 3).click();
    await expect(slide(page, 3)).toBeVisible();

    await next.click();
    await expect(slide(page, 1)).toBeVisible();

    await previous.click();
    await expect(slide(page, 3)).toBeVisible();
    await expect(slide(page, 3).getByRole("img")).toHaveAttribute("alt", /.+/);

    await dot(page, 1).click();
    await expect(slide(page, 1)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the page reads as a timeline with a button to the team, JavaScript or not", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pathOf("history"));
    await expect(page.getByRole("heading", { level: 2, name: "A Timeline of our history" })).toBeVisible();
    for (const when of ["1995", "Early 2000s", "2015", "January 2023"]) {
      await expect(main(page).getByText(when, { exact: true })).toBeVisible();
    }
    await expect(slide(page, 1)).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Meet Our Imaginative Team" })).toHaveAttribute("href", pathOf("leadership"));
    await context.close();
  });
});

test("the club chain leads from /talent through every club and back to /talent", async ({ page }) => {
  await page.goto(pathOf("talent"));
  for (const id of clubChain) {
    await expect(page).toHaveURL(new RegExp(`${routeTable[id].path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routeTable[id].title);
    const next = nextInChain(id);
    const button =
      next === "talent"
        ? main(page).getByRole("link", { name: "Back to all clubs" })
        : main(page).getByRole("link", { name: new RegExp(`^(Start with|Next club:) ${routeTable[next].title}$`) });
    await expect(button).toHaveAttribute("href", pathOf(next));
    await button.click();
  }
  await expect(page).toHaveURL(/\/talent$/);
});

test("each club page has a hero photo and a paragraph", async ({ page }) => {
  for (const id of clubChain) {
    await page.goto(pathOf(id));
    const hero = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("img")).toHaveAttribute("alt", /\w+/);
    await expect(hero.locator("p").filter({ hasText: /\w{4,}.*\./ }).first()).toBeVisible();
  }
});

test("golf is coached every Friday and /talent lists every club", async ({ page }) => {
  await page.goto(pathOf("golf"));
  await expect(main(page)).toContainText("every Friday");
  await page.goto(pathOf("talent"));
  for (const id of clubChain.slice(1)) {
    await expect(main(page).getByRole("link", { name: `About ${routeTable[id].title}` })).toHaveAttribute("href", pathOf(id));
  }
});

test("only the band page loads the band's web font, from this site", async ({ page }) => {
  // The typeface travels inside the band page (docs/decisions/022-band-typeface-in-the-page.md):
  // no page asks any host for a font file, and only the band page has the face at all.
  const fontFiles: string[] = [];
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontFiles.push(request.url());
    requested.push(request.url());
  });
  const loadedFaces = () => page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family));

  await page.goto(pathOf("scouts"));
  await page.waitForLoadState("networkidle");
  expect(await loadedFaces()).toEqual([]);

  await page.goto(pathOf("band"));
  await page.waitForLoadState("networkidle");
  expect(await loadedFaces()).toEqual(["Bebas Neue"]);
  expect(fontFiles).toEqual([]);
  const siteHost = new URL(page.url()).host;
  expect(requested.filter((url) => url.startsWith("http") && new URL(url).host !== siteHost)).toEqual([]);
  const heading = page.getByRole("heading", { level: 1 });
  expect(await heading.evaluate((h1) => getComputedStyle(h1).fontFamily)).toContain("Bebas Neue");
  // Every letter of the heading is drawn in it, none in a fallback face: the fonts Chromium used for its text.
  const session = await page.context().newCDPSession(page);
  await session.send("DOM.enable");
  await session.send("CSS.enable");
  const { root } = await session.send("DOM.getDocument");
  const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector: "main h1" });
  const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
  expect(fonts.map((font) => ({ family: font.familyName, glyphs: font.glyphCount }))).toEqual([{ family: "Bebas Neue", glyphs: ((await heading.textContent()) ?? "").length }]);
});

test("the boarding safety card leads to /safety", async ({ page }) => {
  await page.goto(pathOf("boardingLife"));
  const cards = main(page).getByRole("listitem");
  await expect(cards.filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(5);
  await main(page).getByRole("link", { name: "Read about safety" }).click();
  await expect(page).toHaveURL(/\/safety$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(routeTable.safety.title);
});

test("nursing care states 24/7 nursing, a doctor twice a week and free medication", async ({ page }) => {
  await page.goto(pathOf("nursingCare"));
  for (const title of ["24/7 Nursing Care", "A Doctor Twice a Week", "Free Medication for Minor Ailments"]) {
    await expect(main(page).getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
});

test("the nurture page shows its nine named cards", async ({ page }) => {
  await page.goto(pathOf("nurture"));
  const titles = await main(page).getByRole("heading", { level: 3 }).allTextContents();
  expect(titles).toEqual([
    "Holistic Development",
    "Academic Excellence",
    "Emotional & Social Support",
    "Extracurricular Opportunities",
    "Strong Community",
    "Life Skills",
    "Safe & Positive Environment",
    "Partnership with Parents",
    "Lifelong Impact",
  ]);
});

test("the origin story states every founding fact of docs/site.md, About pages", async ({ page }) => {
  await page.goto(pathOf("different"));
  const text = await main(page).innerText();
  for (const fact of ["1995", "former sisal estate", "Murang'a County", "early 2000s", "2015", "competency-based curriculum", "January 2023", "Grade 7"]) {
    expect(text).toContain(fact);
  }
});

test("the leadership page shows the Head Master's profile", async ({ page }) => {
  await page.goto(pathOf("leadership"));
  const profile = main(page).getByRole("article");
  await expect(profile.getByRole("img", { name: /Head Master/ })).toBeVisible();
  await expect(profile).toContainText("Head Master");
  await expect(profile).toContainText("Murang'a County");
});

/** docs/site.md, About pages and Boarding: where each page sends the reader next. */
const pageLinks: [RouteId, RouteId][] = [
  ["think", "different"],
  ["history", "leadership"],
  ["leadership", "pathways"],
  ["different", "leadership"],
  ["nurture", "farmToFork"],
  ["boardingLife", "farmToFork"],
  ["boardingLife", "laundry"],
  ["boardingLife", "nursingCare"],
  ["boardingLife", "chaplaincy"],
  ["farmToFork", "laundry"],
  ["nursingCare", "safety"],
  ["chaplaincy", "nursingCare"],
  ["laundry", "chaplaincy"],
];

for (const [from, to] of pageLinks) {
  test(`${routeTable[from].path} links to ${routeTable[to].path}`, async ({ page }) => {
    await page.goto(pathOf(from));
    await expect(main(page).locator(`a[href="${pathOf(to)}"]`).first()).toBeVisible();
  });
}

test("boarding pages show their cards and sections", async ({ page }) => {
  const counts: [RouteId, number][] = [
    ["homefromhome", 9],
    ["safety", 3],
  ];
  for (const [id, count] of counts) {
    await page.goto(pathOf(id));
    await expect(main(page).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(count);
  }
  await page.goto(pathOf("discipline"));
  await expect(main(page).getByRole("region", { name: "Our values" }).getByRole("heading", { level: 3 })).toHaveCount(9);
  await expect(main(page).getByRole("region", { name: "Quick guidelines" }).getByRole("listitem").first()).toBeVisible();
  await page.goto(pathOf("farmToFork"));
  const sections = await main(page).getByRole("heading", { level: 2 }).allTextContents();
  expect(sections).toEqual(["Organic Sourcing", "Milk and Dairy", "Eggs and Poultry", "Bakery", "Meals"]);
});
