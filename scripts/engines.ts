// Where the tests and benchmarks find their browsers: Debian's packages, never downloaded ones
// (`apt-get install chromium firefox-esr webkit2gtk-driver xvfb`); the variables override.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Chromium, for the browser tests (playwright.config.ts) and the benchmarks. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Firefox ESR, driven over WebDriver BiDi (the engine smoke, tests/engines). */
export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** WebKitGTK's WebDriver, which starts MiniBrowser. */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";

/** WebKitGTK's MiniBrowser, under /usr/lib/<the machine's triplet>/ (x86_64-linux-gnu, aarch64-linux-gnu…). */
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ??
  readdirSync("/usr/lib")
    .filter((name) => name.endsWith("-linux-gnu"))
    .map((name) => join("/usr/lib", name, "webkit2gtk-4.1", "MiniBrowser"))
    .find((path) => existsSync(path)) ??
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
