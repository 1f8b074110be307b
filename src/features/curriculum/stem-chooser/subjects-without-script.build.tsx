import { pathOf } from "~/config/route-table";
import { subjectsToChoose } from "~/features/curriculum/stem-tracks";
import { SubjectList } from "./subject-list";
import { TrackFacts } from "./track-facts";
import { chooserTracks } from "./stem-chooser-props.build";

/**
 * `<SubjectsWithoutScript />` on /stem-pathways: every track's subjects, for a reader whose
 * browser runs no script, where the chooser can only show its track list (the page made at build
 * cannot know which track the address asks for). Shown only then, inside <noscript>.
 */
export function SubjectsWithoutScript() {
  return (
    <noscript>
      <div className="mt-12 space-y-12">
        {chooserTracks.map((track) => (
          <section key={track.id} aria-labelledby={`${track.id}-subjects`}>
            <h3 id={`${track.id}-subjects`} className="text-2xl font-bold text-brand-900">
              {track.title}
            </h3>
            <TrackFacts subjectCount={track.subjects.length} subjectsToChoose={subjectsToChoose} />
            <SubjectList subjects={track.subjects} mathsHref={pathOf("strands")} headingLevel={4} />
          </section>
        ))}
      </div>
    </noscript>
  );
}
