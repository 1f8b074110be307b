import { stemViewSearch } from "~/features/curriculum/stem-chooser/stem-view";
import { CardGrid } from "../../page-content/card-grid";
import type { ChooserTrack } from "./chooser-types";

/** View (a): the three tracks, each leading to its subjects. Plain links, so they work in the HTML made at build. */
export function TrackList({ tracks, path }: { tracks: readonly ChooserTrack[]; path: string }) {
  return (
    <CardGrid
      cards={tracks.map((track) => ({
        title: track.title,
        text: `${track.description} ${track.subjects.length} subjects.`,
        emoji: track.emoji,
        photo: track.photo,
        link: { to: `${path}${stemViewSearch({ view: "subjects", trackId: track.id })}`, label: `Explore ${track.title}` },
      }))}
    />
  );
}
