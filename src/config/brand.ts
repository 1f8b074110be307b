/**
 * The school's colours where code, not the stylesheet, needs them: the browser's theme colour,
 * the installed app's icons and splash screen, and the link-preview images. The page styles give
 * the same values names in src/styles/app.css (`--color-brand-900`, `--color-gold-400`).
 */
export const brandColours = {
  green: "#083d24",
  gold: "#f2c230",
  paleGreen: "#d1fadf",
} as const;
