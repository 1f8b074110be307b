/**
 * What a web admin may write at the top of a content file (its frontmatter), and the error they
 * get when it is wrong. The words themselves are the Markdown below it (docs/content.md).
 */
import { glob } from "astro/loaders";
import { defineCollection, z } from "astro:content";
import { isPhotoSlot, photoSlots } from "./content/photo-slots";

const photo = z
  .object({
    /** A file in src/assets/photos/, without `.jpg`. */
    slot: z.string().refine(isPhotoSlot, (slot) => ({ message: `no photo '${slot}' in src/assets/photos/ (there are: ${photoSlots.join(", ")})` })),
    /** What the photo shows, for people who cannot see it. */
    alt: z.string().min(3, "describe the photo for people who cannot see it"),
    /** Which part of the photo to keep in view when it is cropped, e.g. `center top`. */
    position: z.string().optional(),
  })
  .strict();

/** One file per page: `src/content/pages/<page>.mdx`. */
const pages = defineCollection({
  loader: glob({ pattern: "**/*.mdx", base: "./src/content/pages" }),
  schema: z
    .object({
      /** The small label above the page's title, naming its part of the site. */
      eyebrow: z.string().optional(),
      /** The title of a page the route table does not list (the not-found page); others take theirs from the table. */
      title: z.string().min(3).optional(),
      /**
       * One sentence on the page, for the cards on other pages that lead to it
       * (`<SummaryOf page="/grade7" />`) and, with `<Summary />`, for the page's own introduction.
       */
      summary: z.string().min(10).optional(),
      /** The page's main photo, beside its introduction. */
      photo: photo.optional(),
      /** Photos shown one at a time with arrows and dots (`<Slides />` in the text places them). */
      slides: z
        .array(photo.extend({ caption: z.string().min(3) }).strict())
        .min(2)
        .optional(),
      /** Buttons written as data rather than in the text: the home page's, over its carousel. */
      buttons: z
        .array(
          z
            .object({
              /** A page of the site (`/join`) or `enquire` for the enquiry and registration service. */
              to: z.string().min(1),
              label: z.string().min(2),
              variant: z.enum(["primary", "secondary", "gold"]).optional(),
            })
            .strict(),
        )
        .min(1)
        .optional(),
      /** The pop-up shown as the home page opens: its photo, title and text. */
      popup: z.object({ photo, title: z.string().min(3), text: z.string().min(10) }).strict().optional(),
    })
    .strict(),
});

/** One file per club: `src/content/clubs/<club page>.mdx`; its words are the club page's paragraph. */
const clubs = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./src/content/clubs" }),
  schema: z
    .object({
      /** The small label above the club page's title, naming its part of the site. */
      eyebrow: z.string().optional(),
      /** The club's badge on the talent page's card. */
      emoji: z.string().min(1),
      /** One line for the club's card on the talent page. */
      summary: z.string().min(10),
      photo,
    })
    .strict(),
});

export const collections = { pages, clubs };
