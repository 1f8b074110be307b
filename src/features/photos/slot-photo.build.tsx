import { pictureOf } from "~/features/photos/photos.build";
import { Photo } from "./photo";

interface SlotPhotoProps {
  /** A file in src/assets/photos/, without `.jpg`. */
  slot: string;
  alt: string;
  /** Which part of the photo to keep in view when it is cropped. */
  position?: string;
}

/** `<Photo slot="club-golf" alt="…" />` in a content file: a photo in a section or across the top of a card. */
export function SlotPhoto({ slot, alt, position }: SlotPhotoProps) {
  return (
    <Photo
      picture={pictureOf(slot)}
      alt={alt}
      objectPosition={position}
      sizes="(min-width: 1024px) 34rem, 100vw"
      className="content-photo aspect-[16/10] w-full object-cover"
    />
  );
}
