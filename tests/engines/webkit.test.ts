import { defineSmokeSuite } from "./smoke-suite";
import { launchWebKit } from "./webkit";

defineSmokeSuite("WebKitGTK (WebKitWebDriver, classic WebDriver)", launchWebKit, "noPush");
