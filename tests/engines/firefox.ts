import puppeteer, { ProtocolError, type ElementHandle, type Page } from "puppeteer-core";
import { firefoxPath } from "../../scripts/engines.ts";
import { findNamed, phoneHeight, phoneWidth, type EnginePage } from "./engine-page";
import { startSiteProxy } from "./site-proxy";

/**
 * puppeteer 24 sends a screen orientation with every viewport; Firefox 140 ESR predates that
 * command and answers 'unknown command'. The viewport command, sent beside it, is applied.
 */
async function setPhoneViewport(page: Page) {
  try {
    await page.setViewport({ width: phoneWidth, height: phoneHeight });
  } catch (error) {
    if (!(error instanceof ProtocolError && error.message.includes("setScreenOrientationOverride"))) throw error;
  }
}

/** Firefox ESR, headless, driven over WebDriver BiDi, one tab 375 px wide, through its own proxy. */
export async function launchFirefox(siteOrigin: string): Promise<EnginePage> {
  const proxy = await startSiteProxy(siteOrigin, { recordErrors: false });
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      // A phone's scrollbars lie over the page: the page is the whole 375 px.
      "ui.useOverlayScrollbars": 1,
      // Headless Firefox asks for notifications in a prompt no driver here can answer: this phone
      // has refused them, as a parent may have (the smoke's button for urgent notices).
      "permissions.default.desktop-notification": 2,
    },
  });
  const name = `Firefox ${(await browser.version()).replace(/^firefox\//, "")}`;
  const page = await browser.newPage();
  await setPhoneViewport(page);

  let errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`uncaught ${error instanceof Error ? error.message : String(error)}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // A failure of a host other than this machine is expected here: the network is closed.
    const url = message.location().url ?? "";
    if (url !== "" && !url.startsWith(proxy.origin)) return;
    errors.push(`console.error: ${message.text()}`);
  });

  const element = async (selector: string, label: string) => {
    const handle = (await page.evaluateHandle(findNamed, selector, label)).asElement() as ElementHandle<Element> | null;
    if (!handle) throw new Error(`${name}: no visible ${selector} named '${label}'`);
    return handle;
  };

  return {
    name,
    async goto(path) {
      errors = [];
      await page.goto(new URL(path, proxy.origin).href, { waitUntil: "load" });
    },
    evaluate: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as never,
    async click(selector, label) {
      await (await element(selector, label)).click();
    },
    async typeAndEnter(selector, label, text) {
      await (await element(selector, label)).type(text);
      await page.keyboard.press("Enter");
    },
    scriptErrors: async () => [...errors],
    setOffline: (offline) => (offline ? proxy.cut() : proxy.restore()),
    async close() {
      await browser.close();
      await proxy.close();
    },
  };
}
