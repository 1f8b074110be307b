import { z } from "zod";
import { photoSlots } from "../photos/photo-slots";

/**
 * What a page's or a club's file holds above its words (its frontmatter): checked at build
 * (src/content.config.ts) and by the editor's form (keystatic.config.ts), one schema for both.
 * The words themselves are the Markdown below it (docs/content.md).
 */

const photo = (title: string) =>
  z
    .strictObject({
      /** A file in src/assets/photos/, without `.jpg`. */
      slot: z
        .enum(photoSlots as [string, ...string[]], { error: (issue) => `no photo '${String(issue.input)}' in src/assets/photos/ (there are: ${photoSlots.join(", ")})` })
        .meta({ title: "Photo", description: "Its name in the Photos list (replace a photo there)." }),
      /** What the photo shows, for people who cannot see it. */
      alt: z
        .string({ error: "describe the photo for people who cannot see it" })
        .min(3, "describe the photo for people who cannot see it")
        .meta({ title: "Describe the photo", description: "For people who cannot see it: what the photo shows, in a sentence." }),
      /** Which part of the photo to keep in view when it is cropped, e.g. `center top`. */
      position: z.string().optional().meta({ title: "Part to keep in view", description: "When the photo is cropped: center top, left… Leave empty for the middle." }),
    })
    .meta({ title });

const eyebrow = z.string().optional().meta({ title: "Label above the title", description: "The small label naming the page's part of the site: Think Boarding." });

/** One file per page: `src/content/pages/<page>.mdx`. */
export const pageFrontmatterSchema = z.strictObject({
  eyebrow,
  /** The title of a page the route table does not list (the not-found page); others take theirs from the table. */
  title: z
    .string()
    .min(3, "must be at least 3 letters")
    .optional()
    .meta({ title: "Title", description: "Only for a page the menus do not list (the not-found page); every other page's title is in the route table." }),
  /**
   * One sentence on the page, for the cards on other pages that lead to it
   * (`<SummaryOf page="/grade7" />`) and, with `<Summary />`, for the page's own introduction.
   */
  summary: z
    .string()
    .min(10, "must be at least 10 letters")
    .optional()
    .meta({ title: "Summary", description: "One sentence on the page, shown on the cards of other pages that lead to it." }),
  /** The page's main photo, beside its introduction. */
  photo: photo("Photo beside the introduction").optional(),
  /** Photos shown one at a time with arrows and dots (`<Slides />` in the text places them). */
  slides: z
    .array(photo("Slide").extend({ caption: z.string().min(3, "must be at least 3 letters").meta({ title: "Caption" }) }).meta({ title: "Slide", itemLabel: "caption" }))
    .min(2, "must hold at least 2 slides")
    .optional()
    .meta({ title: "Slides", description: "Photos shown one at a time with arrows and dots, where the words say Slideshow." }),
  /** Buttons written as data rather than in the text: the home page's, over its carousel. */
  buttons: z
    .array(
      z
        .strictObject({
          /** A page of the site (`/join`) or `enquire` for the enquiry and registration service. */
          to: z.string().min(1, "must not be empty").meta({ title: "Goes to", description: "A page of the site (/join), or enquire for the online enquiry service." }),
          label: z.string().min(2, "must be at least 2 letters").meta({ title: "Words on the button" }),
          variant: z
            .enum(["primary", "secondary", "gold"])
            .optional()
            .meta({ title: "Look", optionLabels: { primary: "Main (blue)", secondary: "Quieter (outlined)", gold: "Gold" } }),
        })
        .meta({ title: "Button", itemLabel: "label" }),
    )
    .min(1, "must hold at least one button")
    .optional()
    .meta({ title: "Buttons over the slides" }),
  /** The pop-up shown as the home page opens: its photo, title and text. */
  popup: z
    .strictObject({
      photo: photo("Photo"),
      title: z.string().min(3, "must be at least 3 letters").meta({ title: "Title" }),
      text: z.string().min(10, "must be at least 10 letters").meta({ title: "Text" }),
    })
    .optional()
    .meta({ title: "Pop-up as the page opens" }),
});

/** One file per club: `src/content/clubs/<club page>.mdx`; its words are the club page's paragraph. */
export const clubFrontmatterSchema = z.strictObject({
  eyebrow,
  /** The club's badge on the talent page's card. */
  emoji: z.string().min(1, "must not be empty").meta({ title: "Badge", description: "One emoji for the club's card on the talent page: ⛳" }),
  /** One line for the club's card on the talent page. */
  summary: z.string().min(10, "must be at least 10 letters").meta({ title: "Summary", description: "One line for the club's card on the talent page." }),
  photo: photo("Photo"),
});

export type PageFrontmatter = z.output<typeof pageFrontmatterSchema>;
export type ClubFrontmatter = z.output<typeof clubFrontmatterSchema>;
