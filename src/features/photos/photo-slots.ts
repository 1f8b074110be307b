import photos from "../../data/photos.json" with { type: "json" };
import { photoDirectory } from "../../config/content-places";

/**
 * The photo slots: one photo each, named after the slot (`club-golf`), listed in
 * src/data/photos.json with its file in src/assets/photos/ (the editor's Photos, where the admin
 * replaces one). Content files name a slot (`photo: { slot: club-golf }`, `<Photo slot="club-golf" … />`);
 * a slot that is not listed stops the build, naming the file and line (src/integrations/content-check.ts).
 */
/** Where src/data/photos.json says each file is, relative to src/data/ (the editor writes it so). */
export const photoFolder = `../${photoDirectory.replace(/^src\//, "")}/`;

export const photoFiles: Readonly<Record<string, string>> = photos;

export const photoSlots: readonly string[] = Object.keys(photoFiles);

export function isPhotoSlot(slot: string): boolean {
  return photoSlots.includes(slot);
}
