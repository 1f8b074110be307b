// The browser tests drive Debian's Chromium; stop at once, with the fix, when it is missing.
import { existsSync } from "node:fs";
import { chromiumPath as chromium } from "./engines.ts";

if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      "Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "(or set CHROMIUM_PATH to a Chromium or Chrome binary).",
  );
  process.exit(1);
}
