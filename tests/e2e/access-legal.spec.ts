import { expect, test, type Page, watchErrors } from "./support";
import { pathOf, routeTable } from "../../src/config/route-table";
import { site } from "../../src/config/site";
import { keptMonths, searchKeptDays } from "../../server/stats/stats-store";

function main(page: Page) {
  return page.getByRole("main");
}

test("the location map is named and loads lazily; Open in Maps opens the maps link in a new tab", async ({ page }) => {
  await page.goto(pathOf("location"));
  const map = main(page).locator("iframe");
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute("title", /.+/);
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("src", site.maps.embedUrl);

  const open = main(page).getByRole("link", { name: /Open in Maps/ });
  await expect(open).toHaveAttribute("href", site.maps.link);
  await expect(open).toHaveAttribute("target", "_blank");

  await expect(main(page).getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.tel}`);
  await expect(main(page).getByRole("link", { name: site.admissionsEmail })).toHaveAttribute("href", `mailto:${site.admissionsEmail}`);
  await expect(main(page)).toContainText(site.postalAddress.box);
});

const portalPages = [
  { id: "access", links: site.portals.access },
  { id: "studentAccess", links: site.portals.student },
  { id: "staffAccess", links: site.portals.staff },
] as const;

for (const { id, links } of portalPages) {
  test(`every portal link on ${routeTable[id].path} opens in a new tab`, async ({ page }) => {
    await page.goto(pathOf(id));
    for (const link of links) {
      const anchor = main(page).getByRole("link", { name: `Open ${link.name}` });
      await expect(anchor).toHaveAttribute("href", link.url);
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", /noopener/);
    }
    const external = main(page).locator('a[href^="http"]');
    await expect(external).toHaveCount(links.length);
  });
}

test("Student Access links to study life inside the site", async ({ page }) => {
  await page.goto(pathOf("studentAccess"));
  const studyLife = main(page).getByRole("link", { name: "Read about Study Life" });
  await expect(studyLife).not.toHaveAttribute("target", "_blank");
  // docs/site.md, Access pages: /StuAccess links /student-life, which redirects to /studylife.
  await expect(studyLife).toHaveAttribute("href", "/student-life");
  await studyLife.click();
  await expect(page).toHaveURL(/\/studylife$/);
});

test("with JavaScript off the location map is there as its frame", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pathOf("location"));
  const map = main(page).locator("iframe");
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute("src", site.maps.embedUrl);
  await expect(map).toHaveAttribute("title", `Map showing the location of ${site.schoolName}`);
  await context.close();
});

test("the sitemap lists exactly the fifteen pages of docs/site.md, Sitemap, in order, and the quick links", async ({ page }) => {
  await page.goto(pathOf("sitemap"));
  const mainLinks = main(page).getByRole("region", { name: "Main pages" }).getByRole("link");
  const hrefs = await mainLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual([
    "/",
    "/think",
    "/pathways",
    "/detailed-pathways",
    "/join",
    "/grade7",
    "/grade8",
    "/grade9",
    "/fees",
    "/talent",
    "/boarding-life",
    pathOf("performance"),
    "/access",
    "/privacy",
    "/disclaimer",
  ]);
  // Each named by its page's title (the sitemap's /Performance is the results page, 'Exam Results').
  const ids = ["home", "think", "pathways", "detailedPathways", "join", "grade7", "grade8", "grade9", "fees", "talent", "boardingLife", "performance", "access", "privacy", "disclaimer"] as const;
  expect(await mainLinks.allTextContents()).toEqual(ids.map((id) => routeTable[id].title));

  const group = (name: string) => main(page).getByRole("region", { name }).getByRole("link");
  expect(await group("Admissions").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
    "/grade7",
    "/grade8",
    "/grade9",
  ]);
  expect(await group("Fee Structure").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
    "/grade7fee",
    "/grade8fee",
    "/grade9fee",
  ]);
  const enquire = group("Enquire");
  await expect(enquire).toHaveCount(1);
  await expect(enquire).toHaveAttribute("href", new RegExp(`^${site.enquiry.url}\\?school=${site.enquiry.schoolParam}`));
  await expect(enquire).toHaveAttribute("target", "_blank");
});

test.describe("'Last updated' on the legal pages", () => {
  // The reader's phone says it is 23 November 2026, in Kenya: a day the build cannot have written,
  // so the date shown, written out here as docs/site.md writes dates, is the reader's own.
  test.use({ timezoneId: "Africa/Nairobi" });

  for (const id of ["privacy", "disclaimer"] as const) {
    test(`${routeTable[id].path} shows the viewer's date as 'Last updated' without a hydration error`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.clock.setFixedTime(new Date("2026-11-23T09:30:00+03:00"));
      await page.goto(pathOf(id));
      await expect(main(page).locator("p").filter({ hasText: /^Last updated:/ })).toHaveText("Last updated: 23 November 2026");
      await expect(main(page).locator("time")).toHaveAttribute("datetime", "2026-11-23");
      expect(errors).toEqual([]);
    });
  }
});

for (const id of ["privacy", "disclaimer"] as const) {

  test(`${routeTable[id].path} says 'Last updated: today' with JavaScript off`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pathOf(id));
    await expect(main(page).getByText(/Last updated:\s*today/)).toBeVisible();
    await context.close();
  });
}

test("the privacy policy covers children under 13, local storage, embeds and Kenyan law", async ({ page }) => {
  await page.goto(pathOf("privacy"));
  const text = await main(page).innerText();
  expect(text).toContain("not intended for children under 13");
  expect(text).toContain(site.admissionsCountdown.storageKey);
  expect(text).toContain("sets no cookies");
  expect(text).toContain(new URL(site.maps.embedUrl).host);
  expect(text).toContain("Data Protection Act, 2019");
  await expect(main(page).getByRole("link", { name: site.admissionsEmail })).toHaveAttribute("href", `mailto:${site.admissionsEmail}`);
});

test("the privacy policy says what the school's server counts, that it honours Do Not Track and GPC, and for how long it keeps the figures", async ({ page }) => {
  await page.goto(pathOf("privacy"));
  await expect(main(page).getByRole("heading", { level: 2, name: "What the school counts" })).toBeVisible();
  const whole = await main(page).innerText();
  const text = whole.slice(whole.indexOf("What the school counts"), whole.indexOf("Cookies and local storage"));
  expect(text).toContain("no IP address, no details of your browser, no cookie");
  expect(text).toContain(`deleted after ${searchKeptDays} days`);
  expect(text).toContain('"Do Not Track" or Global Privacy Control');
  expect(text).toContain(`for ${keptMonths} months, then deletes them`);
});

test("the sample InfoCard shows the school's key facts", async ({ page }) => {
  await page.goto(pathOf("infoCard"));
  await expect(main(page).getByRole("heading", { level: 2, name: site.schoolName })).toBeVisible();
  await expect(main(page).getByRole("link", { name: site.phone.display })).toBeVisible();
});
