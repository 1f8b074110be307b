import { launchFirefox } from "./firefox";
import { defineSmokeSuite } from "./smoke-suite";

defineSmokeSuite("Firefox ESR (WebDriver BiDi)", launchFirefox, "refused");
