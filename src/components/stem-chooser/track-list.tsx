import { CardGrid } from "~/components/card-grid";
import { pathOf } from "~/config/route-table";
import { stemTracks } from "~/content/stem-tracks";
import { stemViewSearch } from "~/lib/stem-view";

/** View (a): the three tracks, each leading to its subjects. Plain links, so they are in the prerendered HTML. */
export function TrackList() {
  return (
    <CardGrid
      cards={stemTracks.map((track) => ({
        title: track.title,
        text: `${track.description} ${track.subjects.length} subjects.`,
        emoji: track.emoji,
        photo: track.photo,
        link: {
          to: `${pathOf("stemPathways")}${stemViewSearch({ view: "subjects", trackId: track.id })}`,
          label: `Explore ${track.title}`,
        },
      }))}
    />
  );
}
