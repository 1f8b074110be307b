import { pathOf } from "~/config/route-table";
import { pictureOf } from "~/features/photos/photos.build";
import { stemTracks, subjectsToChoose } from "~/features/curriculum/stem-tracks";
import { mathematicsDesigns } from "../maths-browser/maths-browser-props";
import type { ChooserTrack } from "./chooser-types";
import type { StemChooserProps } from "./stem-chooser";

/** The tracks with their photos resolved, for the chooser and for the list shown without script. */
export const chooserTracks: readonly ChooserTrack[] = stemTracks.map(({ photo, ...track }) => ({
  ...track,
  photo: { picture: pictureOf(photo.slot), alt: photo.alt, objectPosition: photo.position },
}));

/** What /stem-pathways hands its chooser island, made at build: plain data only. */
export const stemChooserProps: StemChooserProps = {
  path: pathOf("stemPathways"),
  tracks: chooserTracks,
  subjectsToChoose,
  mathematicsDesigns,
};
