import { calculator } from "../../../content/i18n/en.json";

export { fillIn } from "~/shared/fill-in";

/**
 * The calculator's words (src/content/i18n/en.json's `calculator`). The island imports the English
 * part alone, so an English page's script carries only these; a Kiswahili page hands it sw.json's
 * as a prop (src/pages/sw/[...page].astro renders the fee pages' files; docs/decisions/063).
 */
export type CalculatorWords = typeof calculator;
export const englishCalculatorWords: CalculatorWords = calculator;
