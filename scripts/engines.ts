// Where the engine smoke (tests/engines) finds its browsers: Debian's packages, never downloaded
// ones (`apt-get install firefox-esr webkit2gtk-driver xvfb`); the variables override.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Firefox ESR, driven over WebDriver BiDi. */
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
