import { lazy, Suspense, useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { pushQueryString, useQueryString } from "~/shared/use-query-string";
import { parentView, readStemView, stemViewSearch, type StemView } from "~/features/curriculum/stem-chooser/stem-view";
import type { DesignsLink } from "../maths-browser/detail-panel";
import type { ChooserTrack } from "./chooser-types";
import { SubjectList } from "./subject-list";
import { TrackFacts } from "./track-facts";
import { TrackList } from "./track-list";

// The Mathematics browser and the curriculum it searches download only when that view is opened.
const MathsBrowser = lazy(() => import("../maths-browser/maths-browser").then((module) => ({ default: module.MathsBrowser })));

export interface StemChooserProps {
  /** The page's own address (`/stem-pathways`); each view adds its query to it. */
  path: string;
  tracks: readonly ChooserTrack[];
  /** How many subjects a pupil specialises in. */
  subjectsToChoose: number;
  /** For the Mathematics view: the link to the published curriculum designs. */
  mathematicsDesigns: DesignsLink;
}

const headingClass = "text-2xl font-bold text-brand-900 focus:outline-none sm:text-3xl";

/** A link of this page to another of its views: a plain link, followed without loading the page again. */
function isViewLink(anchor: HTMLAnchorElement, event: MouseEvent): boolean {
  const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  return plainClick && !anchor.target && anchor.origin === window.location.origin && anchor.pathname === window.location.pathname;
}

/**
 * The STEM chooser of /stem-pathways (docs/site.md, STEM pathways): track list → a track's
 * subjects → the Mathematics browser, each view in the address (src/features/curriculum/stem-chooser/stem-view.ts), so Back,
 * a reload and a shared link all land on it. Its views are linked with plain links; with script
 * they are followed in place. The HTML made at build shows the track list; the view the address
 * asks for appears as the island hydrates.
 */
export function StemChooser({ path, tracks, subjectsToChoose, mathematicsDesigns }: StemChooserProps) {
  const view = readStemView(new URLSearchParams(useQueryString()), tracks);
  const track = view.view === "main" ? undefined : tracks.find((t) => t.id === view.trackId);
  const href = (to: StemView) => `${path}${stemViewSearch(to)}`;

  // When the reader changes view (a link, Back, Forward), focus goes to the new view's heading,
  // as it would on a new page; not when the address's view first appears.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const viewKey = `${view.view}:${track?.id ?? ""}`;
  useEffect(() => {
    const onPopState = () => {
      moved.current = true;
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [viewKey]);

  const followViewLink = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest("a");
    if (!anchor || !isViewLink(anchor, event)) return;
    event.preventDefault();
    moved.current = true;
    pushQueryString(anchor.href);
  };

  let content: ReactNode;
  if (view.view === "main" || !track) {
    content = (
      <>
        <h2 id="stem-view-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
          Choose a track
        </h2>
        <p className="mt-3 mb-6 max-w-3xl text-lg text-slate-700">
          The STEM pathway has three tracks. Open one to see its subjects; in senior school a pupil chooses {subjectsToChoose} of
          them to specialise in.
        </p>
        <TrackList tracks={tracks} path={path} />
      </>
    );
  } else if (view.view === "math") {
    content = (
      <>
        <BackLink href={href(parentView(view))}>Back to {track.title} subjects</BackLink>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{track.title}</p>
        <h2 id="stem-view-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
          Mathematics
        </h2>
        <p className="mt-3 mb-6 max-w-3xl text-lg text-slate-700">
          Mathematics runs through every STEM subject. Here is the junior school Mathematics curriculum that prepares for it.
        </p>
        <Suspense fallback={null}>
          <MathsBrowser designs={mathematicsDesigns} level={3} />
        </Suspense>
      </>
    );
  } else {
    content = (
      <>
        <BackLink href={href(parentView(view))}>All tracks</BackLink>
        <h2 id="stem-view-heading" ref={headingRef} tabIndex={-1} className={headingClass}>
          {track.title}
        </h2>
        <p className="mt-2 text-lg text-slate-700">{track.description}</p>
        <TrackFacts subjectCount={track.subjects.length} subjectsToChoose={subjectsToChoose} />
        <SubjectList subjects={track.subjects} mathsHref={href({ view: "math", trackId: track.id })} />
      </>
    );
  }

  return (
    // Clicks on the views' links are caught here as they bubble up; Enter on a link is a click too,
    // so the links themselves stay the keyboard's way in.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <section aria-labelledby="stem-view-heading" onClick={followViewLink}>
      {content}
    </section>
  );
}

function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="btn-secondary mb-6">
      <span aria-hidden="true">←</span> {children}
    </a>
  );
}
