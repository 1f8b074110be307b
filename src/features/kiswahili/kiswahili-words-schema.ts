import { z } from "zod";

/**
 * What a Kiswahili words file holds above its words (docs/decisions/063): words only. The page's
 * photo, the slides' photos, the buttons' addresses, a notice's date, urgency and PDFs stay in the
 * English file, so a fact is kept once and a translation cannot carry its own. Checked at build
 * (src/content.config.ts) and by the route list (src/features/page-content/site-pages.build.ts).
 */

const words = (title: string, least = 3) => z.string().min(least, `must be at least ${least} letters`).meta({ title });

/** `src/content/sw/pages/<the English file's name>.mdx`. */
export const kiswahiliPageFrontmatterSchema = z.strictObject({
  /** The page's title and heading. The three grade fee pages share a file: `{grade}` is the page's grade ('Gredi ya 7'). */
  title: words("Kichwa (title)"),
  /** A shorter name for the menus, where the English page has one. */
  label: words("Jina fupi kwenye menyu (menu label)", 2).optional(),
  /** One sentence for the meta description and the search's results. */
  description: words("Maelezo (description)", 10),
  eyebrow: words("Lebo juu ya kichwa (label above the title)", 2).optional(),
  summary: words("Muhtasari (summary)", 10).optional(),
  /** The English photo's description, in Kiswahili (the photo itself is the English file's). */
  photo: z.strictObject({ alt: words("Maelezo ya picha (photo description)") }).optional(),
  /** The home page's slides, buttons and pop-up: their words, in the English file's order. */
  slides: z.array(z.strictObject({ caption: words("Caption"), alt: words("Photo description") })).optional(),
  buttons: z.array(z.strictObject({ label: words("Words on the button", 2) })).optional(),
  popup: z.strictObject({ title: words("Title"), text: words("Text", 10), alt: words("Photo description") }).optional(),
});

/** `src/content/sw/notices/<the English notice's file name>.mdx`: its title and summary, then its words. */
export const kiswahiliNoticeFrontmatterSchema = z.strictObject({
  title: words("Kichwa (title)"),
  summary: z.string().min(10, "must be at least 10 letters").max(200, "keep it to one line (200 letters at most)").meta({ title: "Muhtasari (summary)" }),
});

/** `src/content/sw/events/<the English event's file name>.mdx`: its name and place, then its words; its day and times the English file's. */
export const kiswahiliEventFrontmatterSchema = z.strictObject({
  title: words("Jina la tukio (title)"),
  place: words("Mahali (place)", 2),
});

export type KiswahiliPageFrontmatter = z.output<typeof kiswahiliPageFrontmatterSchema>;
export type KiswahiliNoticeFrontmatter = z.output<typeof kiswahiliNoticeFrontmatterSchema>;
