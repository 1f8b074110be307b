import { getEntry } from "astro:content";
import type { RouteId } from "../../config/route-table";
import { wordsFileOf, wordsPathOf } from "../page-content/words-file";
import type { Picture } from "../photos/picture";
import { pictureOf } from "../photos/photos.build";

/** One photo of a page's carousel, resolved for an island: plain data, nothing to import. */
export interface Slide {
  picture: Picture;
  /** What the photo shows, for people who cannot see it. */
  alt: string;
  objectPosition?: string;
  caption: string;
}

/**
 * The `slides` a page's content file lists at its top (docs/content.md), each photo slot turned
 * into its responsive picture at build, for the page file to hand to its carousel island.
 */
export async function slidesOf(id: RouteId): Promise<Slide[]> {
  const words = wordsFileOf(id);
  const entry = await getEntry("pages", words.name);
  const slides = entry?.data.slides;
  if (!slides) throw new Error(`${wordsPathOf(words)} lists no slides at its top`);
  return slides.map(({ slot, alt, position, caption }) => ({ picture: pictureOf(slot), alt, objectPosition: position, caption }));
}
