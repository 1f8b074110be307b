/**
 * The three views of /stem-pathways (docs/site.md, STEM pathways), kept in the address so the back
 * button, a reload and a shared link all land on the same view:
 *   (no query)                    the track list
 *   ?track=pure-sciences          that track's subjects
 *   ?track=pure-sciences&view=math  the Mathematics browser, for a track that has Mathematics
 * Anything else (an unknown track, a view the track lacks) falls back to the nearest valid view.
 */

export interface TrackLike {
  id: string;
  subjects: readonly { learnMore: { kind: string } }[];
}

export type StemView =
  | { view: "main" }
  | { view: "subjects"; trackId: string }
  | { view: "math"; trackId: string };

export const mainView: StemView = { view: "main" };

export function hasMathBrowser(track: TrackLike): boolean {
  return track.subjects.some((subject) => subject.learnMore.kind === "mathBrowser");
}

export function readStemView(params: URLSearchParams, tracks: readonly TrackLike[]): StemView {
  const track = tracks.find((t) => t.id === params.get("track"));
  if (!track) return mainView;
  if (params.get("view") === "math" && hasMathBrowser(track)) return { view: "math", trackId: track.id };
  return { view: "subjects", trackId: track.id };
}

/** The query string of a view ('' for the track list), to link to it. */
export function stemViewSearch(view: StemView): string {
  switch (view.view) {
    case "main":
      return "";
    case "subjects":
      return `?${new URLSearchParams({ track: view.trackId })}`;
    case "math":
      return `?${new URLSearchParams({ track: view.trackId, view: "math" })}`;
  }
}

/** Where each view's back button goes: Mathematics → its track's subjects → the track list (no track chosen). */
export function parentView(view: StemView): StemView {
  return view.view === "math" ? { view: "subjects", trackId: view.trackId } : mainView;
}
