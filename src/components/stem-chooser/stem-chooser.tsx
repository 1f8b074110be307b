import { useEffect, useRef, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { MathsBrowser } from "~/components/maths-browser/maths-browser";
import { pathOf } from "~/config/route-table";
import { stemTracks, subjectsToChoose } from "~/content/stem-tracks";
import { mainView, parentView, readStemView, stemViewSearch, type StemView } from "~/lib/stem-view";
import { useHydrated } from "~/lib/use-hydrated";
import { SubjectList } from "./subject-list";
import { TrackList } from "./track-list";

function BackLink({ to, children }: { to: StemView; children: ReactNode }) {
  return (
    <Link to={`${pathOf("stemPathways")}${stemViewSearch(to)}`} className="btn-secondary mb-6">
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}

/**
 * The STEM chooser of /stem-pathways: track list → a track's subjects → the Mathematics
 * browser. The view lives in the query string (app/lib/stem-view.ts). The prerendered HTML
 * cannot know the query, so the track list renders first and the chosen view after hydration.
 */
export function StemChooser() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const view = hydrated ? readStemView(searchParams, stemTracks) : mainView;
  const track = view.view === "main" ? undefined : stemTracks.find((t) => t.id === view.trackId);
  const viewKey = `${view.view}:${track?.id ?? ""}`;

  // When the reader changes view, put focus on the new view's heading, as a page change would.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const changed = shownKey.current !== null && shownKey.current !== viewKey;
    shownKey.current = viewKey;
    if (changed) headingRef.current?.focus();
  }, [hydrated, viewKey]);

  const headingClass = "text-2xl font-bold text-brand-900 focus:outline-none sm:text-3xl";

  if (view.view === "main" || !track) {
    return (
      <section aria-labelledby="stem-view-heading">
        <h2 id="stem-view-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
          Choose a track
        </h2>
        <p className="mt-3 mb-6 max-w-3xl text-lg text-slate-700">
          The STEM pathway has three tracks. Open one to see its subjects; in senior school a pupil chooses{" "}
          {subjectsToChoose} of them to specialise in.
        </p>
        <TrackList />
      </section>
    );
  }

  if (view.view === "math") {
    return (
      <section aria-labelledby="stem-view-heading">
        <BackLink to={parentView(view)}>Back to {track.title} subjects</BackLink>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{track.title}</p>
        <h2 id="stem-view-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
          Mathematics
        </h2>
        <p className="mt-3 mb-6 max-w-3xl text-lg text-slate-700">
          Mathematics runs through every STEM subject. Here is the junior school Mathematics curriculum that prepares for it.
        </p>
        <MathsBrowser level={3} />
      </section>
    );
  }

  return (
    <section aria-labelledby="stem-view-heading">
      <BackLink to={parentView(view)}>All tracks</BackLink>
      <h2 id="stem-view-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
        {track.title}
      </h2>
      <p className="mt-2 text-lg text-slate-700">{track.description}</p>
      <p className="mt-4 mb-6 flex flex-wrap gap-3">
        <span className="rounded-full bg-brand-50 px-4 py-1 font-semibold text-brand-900">{track.subjects.length} subjects available</span>
        <span className="rounded-full bg-gold-300 px-4 py-1 font-semibold text-ink">Choose {subjectsToChoose} subjects to specialize in</span>
      </p>
      <SubjectList track={track} />
    </section>
  );
}
