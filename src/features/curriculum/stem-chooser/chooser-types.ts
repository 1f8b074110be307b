import type { Subject } from "~/features/curriculum/stem-tracks";
import type { Picture } from "~/features/photos/picture";

/**
 * A STEM track as the chooser island receives it from its page: the track of
 * src/features/curriculum/stem-tracks.ts with its photo resolved at build, so the island downloads neither
 * the photo pipeline nor the site configuration.
 */
export interface ChooserTrack {
  id: string;
  title: string;
  description: string;
  emoji: string;
  photo: { picture: Picture; alt: string; objectPosition?: string };
  subjects: readonly Subject[];
}
