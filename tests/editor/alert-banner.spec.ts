import { freePort } from "../../scripts/free-port.ts";
import { nairobiText } from "../../src/features/alert/alert-window";
import { expectNoAxeViolations, waitForInteractive, waitForServiceWorker } from "../e2e/support";
import { copyBuildDir, startInCopy, type Started } from "./editor-copy";
import { readmeScreenshot } from "./readme-screenshots";
import { changedFiles, expect, expectSaveRefused, openFromMenu, save, test, waitForFile, type Page, type ProjectCopy } from "./support";

/**
 * The school's alert (issue 22, part 2; docs/decisions/038-alert-banner.md), set in the editor as
 * the web admin would: from now to an hour from now, then ended. Each time the copy is built and
 * served, and the alert read on the pages as a parent would see it: at the top of every page, beside
 * the admissions countdown on a phone, announced once, hidden by the page's own clock at its end.
 */

test.describe.configure({ mode: "serial" });

const alertFile = "src/data/alert.json";
const countdownFile = "src/data/admissions-countdown.json";
const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** TEST DATA, in the copy only: the alert a school might send the night before a reopening. */
const message = "Reopening is moved to Monday because of the floods. Do not bring pupils to the bus stations on Sunday.";
const linkWords = "Term dates";
/** TEST DATA: the same alert in Kiswahili, for the Kiswahili pages. */
const swMessage = "Shule itafunguliwa Jumatatu kwa sababu ya mafuriko. Msiwalete wanafunzi kwenye vituo vya basi Jumapili.";
/** Set when the admin saves: the alert's window as written in the file, in Kenya's time. */
let window = { start: "", end: "" };

/** The copy built and served as a parent would reach it; the same port each time, so the same site for the phone's worker. */
let served: (Started & { url: string }) | undefined;
let sitePort: number | undefined;

/** Builds the copy (up to a few minutes on a busy machine: the test that asks gets the time) and serves it. */
async function buildAndServe(copy: ProjectCopy) {
  test.setTimeout(600_000);
  await served?.stop();
  const startedAt = Date.now();
  const built = await copy.build();
  if (built.code !== 0) throw new Error(`the copy did not build:\n${built.output.slice(-4000)}`);
  console.log(`the copy built in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  // Beside the port of the other tests' published copy (EDITOR_SITE_PORT), so both can be pinned.
  sitePort ??= process.env.EDITOR_SITE_PORT ? Number(process.env.EDITOR_SITE_PORT) + 1 : await freePort();
  const url = `http://127.0.0.1:${sitePort}`;
  const server = startInCopy(copy.root, process.execPath, ["server/start.ts"], { PORT: String(sitePort), HOST: "127.0.0.1", BUILD_DIR: copyBuildDir });
  await expect
    .poll(() => fetch(`${url}/`).then((response) => response.ok, () => false), { message: `the copy's site answers at ${url}`, timeout: 30_000 })
    .toBe(true);
  served = Object.assign(server, { url });
  return served;
}

test.afterAll(async () => {
  await served?.stop();
});

const alertRegion = (page: Page) => page.getByRole("region", { name: "School alert" });
const countdownRegion = (page: Page) => page.getByRole("region", { name: "Grade 7-9 Admissions" });

async function open(page: Page, path: string) {
  const response = await page.goto(`${served!.url}${path}`);
  await waitForInteractive(page);
  return response;
}

/** The file as the editor writes it: two-space JSON, keys in the schema's order, a newline. */
const asSaved = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

test("Alert banner: the admin sets an urgent alert from now to an hour from now, with a link (an end before its start is refused at the box), and the countdown in its window", async ({ page, copy }) => {
  const before = copy.hashes();
  const now = Date.now();
  window = { start: nairobiText(now), end: nairobiText(now + hour) };

  await openFromMenu(page, "Alert banner");
  await page.getByRole("textbox", { name: "Message" }).fill(message);
  // The Kiswahili, beside the English: its own box, named so.
  await page.getByRole("button", { name: "Add Kiswahili" }).click();
  await page.getByRole("group", { name: "Kiswahili" }).getByRole("textbox", { name: "Message, in Kiswahili" }).fill(swMessage);
  await page.getByRole("button", { name: /Level$/ }).click();
  await page.getByRole("option", { name: "Urgent" }).click();
  await page.getByRole("button", { name: "Add link" }).click();
  const link = page.getByRole("group", { name: "Link" });
  await link.getByRole("textbox", { name: "Words of the link" }).fill(linkWords);
  await link.getByRole("textbox", { name: "Goes to" }).fill("/terms");

  const when = page.getByRole("group", { name: "When it shows" });
  await when.getByRole("textbox", { name: "Shows from" }).fill(window.start);
  // A slip of the admin's: an end an hour before the start.
  const until = when.getByRole("textbox", { name: "Shows until" });
  await until.fill(nairobiText(now - hour));
  await until.blur();
  await expect(until).toHaveAttribute("aria-invalid", "true");
  await expect(until).toHaveAccessibleDescription(/must be after the start/);
  await save(page);
  await expectSaveRefused(page);
  expect(changedFiles(before, copy.hashes()), "nothing saved while the end is before the start").toEqual([]);

  // The README's picture shows the example times of the form's own help, not this run's clock: a
  // run that changes nothing must leave the picture as it is.
  await when.getByRole("textbox", { name: "Shows from" }).fill("2026-11-25 07:00");
  await until.fill("2026-11-26 18:00");
  await expect(until).not.toHaveAttribute("aria-invalid", "true");
  // The whole form, its Kiswahili included, is taller than the test's window: a taller window for the picture, then back.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.getByRole("heading", { name: "Alert banner", level: 1 }).scrollIntoViewIfNeeded();
  await readmeScreenshot(page, "set-an-alert", [page.getByRole("heading", { name: "Alert banner", level: 1 }), page.getByRole("button", { name: "Save" }), page.getByRole("textbox", { name: "Message", exact: true }), when]);
  if (viewport) await page.setViewportSize(viewport);
  await when.getByRole("textbox", { name: "Shows from" }).fill(window.start);
  await until.fill(window.end);
  await save(page);

  await waitForFile(copy, alertFile, asSaved({ message, sw: { message: swMessage }, level: "urgent", link: { label: linkWords, to: "/terms" }, window }));
  expect(changedFiles(before, copy.hashes()), "nothing else in the project changed").toEqual([alertFile]);

  // The admissions countdown ships with 2025's dates: the admin puts it in its window too, so both show.
  const kenya = (ms: number) => `${nairobiText(ms).replace(" ", "T")}:00+03:00`;
  const countdown = { ...JSON.parse(copy.read(countdownFile)), dates: { start: kenya(now - day), deadline: kenya(now + 7 * day) } };
  await openFromMenu(page, "Admissions countdown");
  const dates = page.getByRole("group", { name: "When the countdown shows" });
  await dates.getByRole("textbox", { name: "Counting starts" }).fill(countdown.dates.start);
  await dates.getByRole("textbox", { name: "Deadline" }).fill(countdown.dates.deadline);
  await save(page);
  await waitForFile(copy, countdownFile, asSaved(countdown));
});

test.describe("built inside the alert's window", () => {
  test("the alert shows at the top of /, /terms and /fees, its level in words, its link, above the header", async ({ page, copy }) => {
    await buildAndServe(copy);
    for (const path of ["/", "/terms", "/fees"]) {
      await open(page, path);
      const alert = alertRegion(page);
      await expect(alert, path).toBeVisible();
      await expect(alert, path).toContainText(`Urgent: ${message}`);
      await expect(alert.getByRole("link", { name: linkWords }), path).toHaveAttribute("href", "/terms");
      const [alertBox, headerBox] = [await alert.boundingBox(), await page.getByRole("banner").boundingBox()];
      expect(alertBox!.y, `${path}: at the top of the page`).toBe(0);
      expect(alertBox!.y + alertBox!.height, `${path}: above the header`).toBeLessThanOrEqual(headerBox!.y + 0.5);
    }
  });

  test("the Kiswahili pages show the Kiswahili message, the link's English words marked so, to the Kiswahili page; the English pages only the English", async ({ page }) => {
    for (const path of ["/sw", "/sw/terms"]) {
      await open(page, path);
      const alert = page.getByRole("region", { name: "Tahadhari ya shule" });
      await expect(alert, path).toBeVisible();
      await expect(alert, path).toContainText(`Dharura: ${swMessage}`);
      const link = alert.getByRole("link", { name: linkWords });
      await expect(link, path).toHaveAttribute("lang", "en");
      await expect(link, `${path}: to the Kiswahili page`).toHaveAttribute("href", "/sw/terms");
    }
    for (const path of ["/", "/terms"]) {
      const html = await (await fetch(`${served!.url}${path}`)).text();
      expect(html, path).toContain(message);
      expect(html, `${path} has no Kiswahili of the alert`).not.toContain(swMessage);
    }
  });

  test("with JavaScript off the alert is in the page as built", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${served!.url}/events`);
    await expect(alertRegion(page)).toContainText(`Urgent: ${message}`);
    await context.close();
  });

  test("on a 360 px phone the alert and the admissions countdown both show, neither covering the other nor the header, and axe finds nothing", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, "/terms");
    const alert = alertRegion(page);
    const countdown = countdownRegion(page);
    await expect(alert).toBeVisible();
    // The countdown is an island, woken once the page has settled.
    await expect(countdown).toBeVisible({ timeout: 15_000 });
    const boxes = {
      alert: (await alert.boundingBox())!,
      header: (await page.getByRole("banner").boundingBox())!,
      countdown: (await countdown.boundingBox())!,
    };
    const overlap = (a: typeof boxes.alert, b: typeof boxes.alert) =>
      Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
    expect(overlap(boxes.alert, boxes.countdown), "the alert and the countdown").toBe(0);
    expect(overlap(boxes.alert, boxes.header), "the alert and the header").toBe(0);
    for (const [name, box] of Object.entries(boxes)) {
      expect(box.x >= 0 && box.x + box.width <= 360 && box.y >= 0 && box.y + box.height <= 740, `${name} whole on the screen`).toBe(true);
    }
    expect(boxes.alert.y + boxes.alert.height, "the alert above the countdown").toBeLessThan(boxes.countdown.y);
    // Nothing lies over either: what is on top at the middle of their words and links is their own.
    const onTop = async (part: ReturnType<Page["getByRole"]>, region: string) => {
      const box = (await part.boundingBox())!;
      return page.evaluate(([x, y, selector]) => Boolean(document.elementFromPoint(x, y)?.closest(selector)), [box.x + box.width / 2, box.y + box.height / 2, region] as const);
    };
    const inAlert = 'section[aria-label="School alert"]';
    const inCountdown = 'section[aria-labelledby="admissions-banner-title"]';
    expect(await onTop(alert.getByRole("link", { name: linkWords }), inAlert), "the alert's link is on top").toBe(true);
    expect(await onTop(alert.getByText("Urgent:", { exact: true }), inAlert), "the alert's level is on top").toBe(true);
    expect(await onTop(countdown.getByRole("link", { name: /^Apply for Grade 7-9/ }), inCountdown), "the countdown's link is on top").toBe(true);
    expect(await onTop(countdown.getByRole("heading", { name: "Grade 7-9 Admissions" }), inCountdown), "the countdown's heading is on top").toBe(true);
    await expectNoAxeViolations(page, "/terms at 360 px with the alert and the countdown");
  });

  test("a screen reader hears the alert once: on the first page, not on the next", async ({ page }) => {
    await open(page, "/");
    const announcer = alertRegion(page).getByRole("status");
    await expect(announcer).toHaveText(`Urgent: ${message} ${linkWords}`);
    // The next page runs on its own clock, moved past the script's wait before it announces (1 s)
    // and within the time an announcement stands (10 s): no real wait, and no race with the load.
    await page.clock.install();
    await open(page, "/fees");
    await page.clock.runFor(2_000);
    await expect(alertRegion(page)).toBeVisible();
    await expect(alertRegion(page).getByRole("status")).toHaveText("");
  });

  test("the page's own clock hides the alert at its end, and shows it at its start on a page opened before", async ({ page }) => {
    const end = Date.parse(`${window.end.replace(" ", "T")}:00+03:00`);
    const start = Date.parse(`${window.start.replace(" ", "T")}:00+03:00`);
    // Opened inside the window, then left open past its end.
    await page.clock.install({ time: end - 2 * 60_000 });
    await open(page, "/terms");
    await expect(alertRegion(page)).toBeVisible();
    await page.clock.fastForward(2 * 60_000);
    await expect(alertRegion(page)).toBeHidden();
    await expect(page.locator("[data-site-alert]")).toBeAttached();

    // Opened three minutes before the start (the phone's clock): hidden, then shown at the start.
    const early = await page.context().newPage();
    await early.clock.install({ time: start - 3 * 60_000 });
    await open(early, "/fees");
    await expect(alertRegion(early)).toBeHidden();
    await early.clock.fastForward(3 * 60_000);
    await expect(alertRegion(early)).toBeVisible();
    await expect(alertRegion(early)).toContainText(`Urgent: ${message}`);
  });
});

test("the admin ends the alert: after a rebuild no page shows it, and a phone that kept a page with it gets the new page from the network", async ({ page, context, copy }) => {
  // A parent's phone reads /terms while the alert shows, and its worker keeps the page.
  const phone = await context.newPage();
  await open(phone, "/terms");
  await expect(alertRegion(phone)).toBeVisible();
  await waitForServiceWorker(phone);
  await phone.reload();
  await expect.poll(() => phone.evaluate(() => caches.match("/terms").then(Boolean)), { message: "the phone keeps /terms" }).toBe(true);

  // The admin ends it: both times an hour or two ago (the end must follow the start).
  const before = copy.hashes();
  const now = Date.now();
  const ended = { start: nairobiText(now - 2 * hour), end: nairobiText(now - hour) };
  await openFromMenu(page, "Alert banner");
  const when = page.getByRole("group", { name: "When it shows" });
  await when.getByRole("textbox", { name: "Shows from" }).fill(ended.start);
  await when.getByRole("textbox", { name: "Shows until" }).fill(ended.end);
  await save(page);
  // Only its window changes: the Kiswahili set with it stays.
  await waitForFile(copy, alertFile, asSaved({ message, sw: { message: swMessage }, level: "urgent", link: { label: linkWords, to: "/terms" }, window: ended }));
  expect(changedFiles(before, copy.hashes()), "nothing else in the project changed").toEqual([alertFile]);

  await buildAndServe(copy);
  // The page the phone kept carried the alert; online, its worker answers with the network's page.
  const kept = await open(phone, "/terms");
  expect(kept!.fromServiceWorker(), "answered by the phone's worker").toBe(true);
  expect(await kept!.text(), "the page from the network, without the alert").not.toContain(message);
  await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(alertRegion(phone)).toHaveCount(0);
  for (const path of ["/", "/fees", "/events"]) {
    const response = await open(phone, path);
    expect(await response!.text(), `${path}: not in the page`).not.toContain(message);
    await expect(alertRegion(phone), path).toHaveCount(0);
  }
});
