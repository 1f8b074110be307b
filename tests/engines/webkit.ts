import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { remote } from "webdriverio";
import { miniBrowserPath, webkitDriverPath } from "../../scripts/engines.ts";
import { freePort } from "../../scripts/free-port.ts";
import { findNamed, phoneHeight, phoneWidth, type EnginePage } from "./engine-page";
import { startSiteProxy } from "./site-proxy";

/**
 * MiniBrowser's toolbar will not let its window be narrower than about 447 px. This GTK style
 * sheet shrinks the toolbar's widgets to nothing, so the window, and the page in it, can be a
 * phone's 375 px. It styles the browser's own widgets, never the page.
 */
const narrowToolbar = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n";

async function waitForDriver(port: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/status`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * WebKitGTK's MiniBrowser, driven over classic WebDriver by WebKitWebDriver, on a virtual display
 * (xvfb-run: MiniBrowser has no headless mode), one window 375 px wide, through its own proxy,
 * which also records the pages' script errors (site-proxy.ts says why).
 */
export async function launchWebKit(siteOrigin: string): Promise<EnginePage> {
  const proxy = await startSiteProxy(siteOrigin, { recordErrors: true });
  const config = mkdtempSync(join(tmpdir(), "engine-smoke-gtk-"));
  mkdirSync(join(config, "gtk-3.0"));
  writeFileSync(join(config, "gtk-3.0", "gtk.css"), narrowToolbar);

  const port = await freePort();
  // Its own process group, so the display, the driver and the browser all stop together.
  const driver = spawn("xvfb-run", ["--auto-servernum", "--server-args=-screen 0 1280x1024x24", webkitDriverPath, `--port=${port}`], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  const stopDriver = () => {
    try {
      process.kill(-driver.pid!, "SIGTERM");
    } catch {
      // Already stopped.
    }
    rmSync(config, { recursive: true, force: true });
  };

  try {
    await waitForDriver(port);
    const browser = await remote({
      hostname: "127.0.0.1",
      port,
      logLevel: "error",
      capabilities: {
        browserName: "MiniBrowser",
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] },
      } as WebdriverIO.Capabilities,
    });
    const version = (browser.capabilities as { browserVersion?: string }).browserVersion ?? "";
    const name = `WebKitGTK ${version}`;
    await browser.setWindowSize(phoneWidth, phoneHeight);

    const element = async (selector: string, label: string) => {
      const found = await browser.execute(findNamed, selector, label);
      if (!found) throw new Error(`${name}: no visible ${selector} named '${label}'`);
      return browser.$(found as unknown as WebdriverIO.Element);
    };

    return {
      name,
      async goto(path) {
        await browser.url(new URL(path, proxy.origin).href);
      },
      evaluate: (fn, ...args) => browser.execute(fn as (...values: unknown[]) => unknown, ...args) as never,
      async click(selector, label) {
        await (await element(selector, label)).click();
      },
      async typeAndEnter(selector, label, text) {
        await (await element(selector, label)).setValue(text);
        await browser.keys("Enter");
      },
      scriptErrors: () =>
        browser.execute(() => [...((window as unknown as { __engineSmokeErrors?: string[] }).__engineSmokeErrors ?? ["the error recorder did not run"])]),
      setOffline: (offline) => (offline ? proxy.cut() : proxy.restore()),
      async close() {
        await browser.deleteSession().catch(() => undefined);
        stopDriver();
        await proxy.close();
      },
    };
  } catch (error) {
    stopDriver();
    await proxy.close();
    throw error;
  }
}
