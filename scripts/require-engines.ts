// The engine smoke drives Debian's Firefox ESR and WebKitGTK (on a virtual display): stop at once,
// with the fix, when one is missing, rather than after the build and the Chromium tests.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { firefoxPath, miniBrowserPath, webkitDriverPath } from "./engines.ts";

const missing = [firefoxPath, webkitDriverPath, miniBrowserPath].filter((path) => !existsSync(path));
if (spawnSync("sh", ["-c", "command -v xvfb-run"]).status !== 0) missing.push("xvfb-run");
if (missing.length > 0) {
  console.error(
    `The engine smoke needs ${missing.join(", ")}.\n` +
      "Install them with:  sudo apt-get update && sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb\n" +
      "(or set FIREFOX_PATH, WEBKIT_DRIVER_PATH and MINIBROWSER_PATH).",
  );
  process.exit(1);
}
