import { CardGrid } from "~/components/card-grid";
import { ContentSection } from "~/components/content-section";
import { LinkButton } from "~/components/link-button";
import { NumberedSteps } from "~/components/numbered-steps";
import { PageHero } from "~/components/page-hero";
import { pathOf, routeTable } from "~/config/route-table";
import { schoolDay, stemFocus } from "~/content/study-life";
import studylifePhoto from "~/assets/photos/studylife.jpg?responsive";

export default function Studylife() {
  return (
    <>
      <PageHero
        id="studylife"
        eyebrow="Think Pathways"
        lead="Study life here has a STEM focus in every grade: Mathematics every day, science learnt by doing, and technology used with a purpose, alongside languages, humanities, the arts and sport."
        photo={{ picture: studylifePhoto, alt: "Illustration of a laboratory flask and a model of an atom" }}
      >
        <LinkButton to={pathOf("stemPathways")}>Explore the STEM pathways</LinkButton>
      </PageHero>
      <ContentSection
        title="A STEM focus"
        intro="Science, Technology, Engineering and Mathematics run through the whole week, so that every pupil, whichever pathway they choose later, leaves junior school confident with numbers, evidence and tools."
      >
        <CardGrid cards={stemFocus} />
      </ContentSection>
      <ContentSection title="A study day" tone="tinted" intro="As boarders, pupils have time set aside for study every day, morning and evening.">
        <NumberedSteps steps={schoolDay} layout="grid" stepLabel={null} />
      </ContentSection>
      <ContentSection
        title="Leadership pathways, made to measure"
        intro="Every pupil's mix of subjects, programmes, clubs and responsibilities is shaped around their strengths, and grows into leadership by Grade 9."
      >
        <div className="flex flex-wrap gap-3">
          <LinkButton to={routeTable.detailedPathways.aliases[0]}>Tailor-made leadership pathways</LinkButton>
          <LinkButton to={pathOf("strands")} variant="secondary">
            Mathematics curriculum
          </LinkButton>
        </div>
      </ContentSection>
    </>
  );
}
