import { routeTable, type RouteEntry } from "../../src/config/route-table";
import { site } from "../../src/config/site";
import { sitePages } from "../../src/features/page-content/site-pages.build";
import { expect, test, type Page } from "./support";
import { fill, uiWordsOf } from "../../src/features/kiswahili/ui-words";

/**
 * Help on WhatsApp in the same place on every page (issue 22, part 4; WCAG 2.2 3.2.6 Consistent
 * Help): a plain link, there with JavaScript off, to a chat with the school's WhatsApp number,
 * its message naming the page the parent is on.
 */

const digits = site.whatsApp.tel.replace(/^\+/, "");

/** The link's address, checked as wa.me wants it; its prefilled message. */
async function messageOf(link: ReturnType<Page["getByRole"]>): Promise<string> {
  const href = await link.getAttribute("href");
  const url = new URL(href ?? "");
  expect(url.origin, href ?? "").toBe("https://wa.me");
  expect(url.pathname, "the number, digits only").toBe(`/${digits}`);
  expect(url.pathname).toMatch(/^\/[1-9]\d{7,14}$/);
  expect([...url.searchParams.keys()]).toEqual(["text"]);
  return url.searchParams.get("text") ?? "";
}

// Every page: the route table's and each notice's (src/features/page-content/site-pages.build.ts).
for (const entry of sitePages()) {

  test(`${entry.path}: the footer's contact block has the WhatsApp link, third, naming the page`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(entry.path);
    const contact = page.getByRole("contentinfo").locator("address");
    const links = contact.getByRole("link");
    // Same place, same order on every page: phone, e-mail, WhatsApp, postal address.
    await expect(links).toHaveCount(4);
    await expect(links.nth(0)).toHaveAttribute("href", `tel:${site.phone.tel}`);
    await expect(links.nth(1)).toHaveAttribute("href", `mailto:${site.admissionsEmail}`);
    const whatsApp = links.nth(2);
    // A Kiswahili page says it in Kiswahili, and its message is in Kiswahili (src/content/i18n/sw.json).
    const words = uiWordsOf(entry.language);
    await expect(whatsApp).toHaveAccessibleName(`${fill(words.footer.whatsApp, { number: site.whatsApp.display })}${words.buttons.newTab}`);
    const message = await messageOf(whatsApp);
    expect(message.startsWith(fill(words.whatsApp.help, { school: site.schoolName }).split(":")[0]!)).toBe(true);
    expect(message).toContain(`"${entry.title}"`);
    expect(message).toContain(`${site.siteOrigin}${entry.path}`);
    await context.close();
  });
}

for (const [path, place] of [
  ["/location", (page: Page) => page.getByRole("region", { name: "Contact us" }).getByRole("link", { name: new RegExp(site.whatsApp.display.replace(/\+/g, "\\+")) })],
  ["/terms", (page: Page) => page.getByRole("complementary", { name: "Need help?" }).getByRole("link", { name: /Ask on WhatsApp/ })],
  ["/grade8fee", (page: Page) => page.getByRole("complementary", { name: "Need help?" }).getByRole("link", { name: /Ask on WhatsApp/ })],
] as const) {
  test(`${path} has a WhatsApp link in the page too, naming the page, and asks WhatsApp for nothing until it is pressed`, async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/^https?:\/\/([^/]*\.)?(wa\.me|whatsapp\.(com|net))\//.test(request.url())) asked.push(request.url());
    });
    await page.goto(path);
    const link = place(page);
    await expect(link).toBeVisible();
    const title = Object.values(routeTable).find((entry: RouteEntry) => entry.path === path)!.title;
    expect(await messageOf(link)).toContain(`"${title}"`);
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
  });
}
