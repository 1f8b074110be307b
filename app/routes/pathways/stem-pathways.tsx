import { ContentSection } from "~/components/content-section";
import { LinkButton } from "~/components/link-button";
import { PageHero } from "~/components/page-hero";
import { StemChooser } from "~/components/stem-chooser/stem-chooser";
import { pathOf } from "~/config/route-table";

export default function StemPathways() {
  return (
    <>
      <PageHero
        id="stemPathways"
        eyebrow="Think Pathways"
        lead="Science, Technology, Engineering and Mathematics is one of the three senior school pathways of the competency-based curriculum. Junior school is where pupils find out whether it suits them: explore its tracks and subjects here."
      />
      <div className="page-container py-10 sm:py-12">
        <StemChooser />
      </div>
      <ContentSection
        title="Not sure STEM is the one?"
        tone="tinted"
        intro="Pupils who enjoy languages, history, geography or business may be better suited to the Social Sciences pathway. Our teachers help each pupil and family decide before the end of Grade 9."
      >
        <div className="flex flex-wrap gap-3">
          <LinkButton to={pathOf("socialSciences")}>The Social Sciences pathway</LinkButton>
          <LinkButton to={pathOf("detailedPathways")} variant="secondary">
            Grades 7 to 9 in detail
          </LinkButton>
        </div>
      </ContentSection>
    </>
  );
}
