import { createHash } from "node:crypto";
import { routeIds, routeTable, type RouteEntry } from "../../src/config/route-table";
import { site } from "../../src/config/site";
import { expect, test, watchErrors, type Page } from "./support";

/**
 * docs/site.md, Link previews and structured data: what a search engine or a chat app reads in
 * a page as it is served (no script run): JSON-LD, the share picture and its size.
 */

interface Thing {
  "@type": string;
  [key: string]: unknown;
}

/** The page as a crawler fetches it. */
async function served(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { html: await response.text(), csp: response.headers()["content-security-policy"] ?? "" };
}

function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}

const things = (html: string): Thing[] => jsonLdBlocks(html).flatMap((text) => JSON.parse(text) as Thing | Thing[]);

function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];
}

function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test("every page of the route table carries its breadcrumb, ending at the page itself", async ({ request }) => {
  for (const id of routeIds) {
    const entry: RouteEntry = routeTable[id];
    const { html } = await served(request, entry.path);
    const crumbs = things(html).filter((thing) => thing["@type"] === "BreadcrumbList");
    expect(crumbs, entry.path).toHaveLength(1);
    const items = crumbs[0]!.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => item.position), entry.path).toEqual(items.map((_, index) => index + 1));
    expect(items[0], entry.path).toMatchObject({ name: "Home", item: `${site.siteOrigin}/` });
    expect(items.at(-1), entry.path).toMatchObject({ name: entry.title, item: `${site.siteOrigin}${entry.path}` });
  }
});

test("a page's breadcrumb goes through its section's page", async ({ request }) => {
  const trail = async (path: string) => {
    const list = things((await served(request, path)).html).find((thing) => thing["@type"] === "BreadcrumbList")!;
    return (list.itemListElement as { name: string }[]).map((item) => item.name);
  };
  expect(await trail("/band")).toEqual(["Home", "Think Talent", "Band Life"]);
  expect(await trail("/grade7fee")).toEqual(["Home", "Fees", "Grade 7 Fees"]);
  expect(await trail("/StuAccess")).toEqual(["Home", "Get Access", "Student Access"]);
  expect(await trail("/privacy")).toEqual(["Home", "Privacy Policy"]);
});

test("the home page describes the school, with every detail from the site configuration", async ({ request }) => {
  const school = things((await served(request, "/")).html).find((thing) => thing["@type"] === "School");
  expect(school).toMatchObject({
    name: site.schoolName,
    url: `${site.siteOrigin}/`,
    telephone: site.phone.tel,
    email: site.admissionsEmail,
    address: { addressLocality: site.postalAddress.town, addressRegion: site.postalAddress.county, addressCountry: site.postalAddress.country },
    sameAs: site.socialLinks.map((link) => link.url),
  });
  const logo = new URL(school!.logo as string);
  expect(logo.origin).toBe(site.siteOrigin);
  const png = await request.get(logo.pathname);
  expect(png.status()).toBe(200);
  expect(pngSize(await png.body())).toEqual({ width: 512, height: 512 });
});

test("/events gives each term's opening day of docs/site.md, Term dates 2025, as an event", async ({ request }) => {
  const { html, csp } = await served(request, "/events");
  // The school events beside them (tests/e2e/school-events.spec.ts) each link to their own card on the page.
  const events = things(html).filter((thing) => thing["@type"] === "Event" && !String(thing.url).includes("#event-"));
  expect(events.map((event) => [event.name, event.startDate])).toEqual([
    ["Term 1 opens", "2025-01-08"],
    ["Term 2 opens", "2025-04-29"],
    ["Term 3 opens", "2025-09-02"],
  ]);
  for (const event of events) expect(event.location).toMatchObject({ name: site.schoolName, address: { addressLocality: site.postalAddress.town } });
  // JSON-LD is data: its text is never allowed to run as a script.
  for (const block of jsonLdBlocks(html)) expect(csp).not.toContain(createHash("sha256").update(block).digest("base64"));
});

test("every page names a 1200 × 630 share picture of its section, and it is there", async ({ request }) => {
  const checked = new Map<string, string>();
  for (const id of routeIds) {
    const { path } = routeTable[id];
    const { html } = await served(request, path);
    expect(meta(html, "twitter:card"), path).toBe("summary_large_image");
    expect([meta(html, "og:image:width"), meta(html, "og:image:height")], path).toEqual(["1200", "630"]);
    expect(meta(html, "og:image:alt"), path).toContain(site.schoolName);
    const image = new URL(meta(html, "og:image") ?? "", site.siteOrigin);
    expect(image.origin, path).toBe(site.siteOrigin);
    if (checked.has(image.pathname)) continue;
    const png = await request.get(image.pathname);
    expect(png.status(), image.pathname).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await png.body()), image.pathname).toEqual({ width: 1200, height: 630 });
    checked.set(image.pathname, path);
  }
  expect(checked.size, "a picture per section").toBeGreaterThanOrEqual(10);
});

async function expectNoErrors(page: Page, path: string) {
  const errors = watchErrors(page);
  await page.goto(path);
  expect(errors, path).toEqual([]);
}

test("the browser reports no Content-Security-Policy violation for the structured data", async ({ page }) => {
  await expectNoErrors(page, "/");
  await expectNoErrors(page, "/events");
});
