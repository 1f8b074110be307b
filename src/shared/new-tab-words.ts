import { createContext } from "react";

/**
 * What a link that opens a new tab tells a screen reader (src/shared/smart-link.tsx): English
 * unless a Kiswahili page's parts provide their words (src/features/kiswahili/in-language.build.tsx,
 * the header and the footer; docs/decisions/063).
 */
export const NewTabWords = createContext(" (opens in a new tab)");
