import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import type { Picture } from "./picture";
import { photoFiles, photoSlots } from "./photo-slots";

/**
 * Every photo slot of the site: one photo in src/assets/photos/, named after the slot
 * (`club-golf.jpg` is the slot `club-golf`) and listed in src/data/photos.json. Content files name a slot; this module turns it
 * into AVIF, WebP and JPEG at four widths through Astro's image pipeline (sharp), with the
 * photo's own width and height so nothing shifts as it loads (docs/decisions/004).
 *
 * Build-time only: islands receive the resolved `Picture`, never this module.
 */

const files = import.meta.glob<{ default: ImageMetadata }>("../../assets/photos/*.{jpg,jpeg,png,webp}", { eager: true });

/** Widths made for every photo: a phone, a phone at 2x or a tablet, a laptop, a large screen. */
export const photoWidths = [480, 800, 1200, 1600] as const;
const formats = ["avif", "webp", "jpg"] as const;
const quality = 62;

async function resolve(slot: string): Promise<Picture> {
  // src/data/photos.json names each slot's file as the editor saved it, relative to src/data/
  // (`../assets/photos/x.jpg`); this folder is one deeper, so the same file is `../` further up.
  const file = photoFiles[slot]!;
  const image = files[`../${file}`]?.default;
  if (!image) throw new Error(`No photo for the slot '${slot}': src/data/photos.json names ${file}, which is not in src/assets/photos/`);
  // The photo's size, read from the copy Astro's own getImage reads (its private `clone`): reading
  // `image.width` itself marks the original file as used, and the build then publishes all 51
  // originals (966 KB) beside their sizes, though no page names them (docs/decisions/049).
  const { width, height } = (image as ImageMetadata & { clone?: ImageMetadata }).clone ?? image;
  const widths = photoWidths.filter((w) => w <= width);
  const sources: Record<string, string> = {};
  let fallback = "";
  for (const format of formats) {
    const result = await getImage({ src: image, widths, format, quality });
    sources[format] = result.srcSet.attribute;
    if (format === "jpg") fallback = result.src;
  }
  return { sources, img: { src: fallback, w: width, h: height } };
}

/**
 * Every slot, resolved once per build. Top-level await, so a component rendered at build
 * can look a slot up synchronously.
 */
const library: Readonly<Record<string, Picture>> = Object.fromEntries(
  await Promise.all(photoSlots.map(async (slot) => [slot, await resolve(slot)] as const)),
);

/** The responsive picture of a slot; an unknown slot stops the build with its name. */
export function pictureOf(slot: string): Picture {
  const picture = library[slot];
  if (!picture) throw new Error(`Unknown photo slot '${slot}'. Known slots: ${photoSlots.join(", ")}`);
  return picture;
}
