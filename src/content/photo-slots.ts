/**
 * The photo slots: one JPEG each in src/assets/photos/, named after the slot. Content files
 * name a slot (`photo: { slot: club-golf }`, `<Photo slot="club-golf" … />`); a slot with no
 * file stops the build, naming the file and line (src/integrations/content-check.ts).
 */
const files = import.meta.glob("../assets/photos/*.jpg");

export const photoSlots: readonly string[] = Object.keys(files)
  .map((path) => path.replace(/^.*\/(.+)\.jpg$/, "$1"))
  .sort();

export function isPhotoSlot(slot: string): boolean {
  return photoSlots.includes(slot);
}
