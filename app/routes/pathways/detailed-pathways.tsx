import { CardGrid } from "~/components/card-grid";
import { ContentSection } from "~/components/content-section";
import { GradeDetails } from "~/components/grade-details";
import { LinkButton } from "~/components/link-button";
import { PageHero } from "~/components/page-hero";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { competencies } from "~/content/competencies";
import { juniorSecondaryOverview, pathwayCard, specialisedPathwayCards } from "~/content/pathways";

export default function DetailedPathways() {
  const { photo, focal } = pathwayCard("detailedPathways");
  return (
    <>
      <PageHero
        id="detailedPathways"
        eyebrow="Think Pathways"
        lead="Junior secondary under Kenya's competency-based curriculum: the subjects every pupil takes, the competencies they build, and what each of Grades 7, 8 and 9 involves."
        photo={{ ...photo, objectPosition: focal }}
      >
        <LinkButton to="#grade-7" variant="secondary">
          Grades 7 to 9 in detail
        </LinkButton>
      </PageHero>

      <ContentSection title="Junior secondary and the curriculum">
        <div className="prose-school">
          {juniorSecondaryOverview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <LinkButton to={pathOf("stemPathways")}>STEM pathways</LinkButton>
          <LinkButton to={pathOf("socialSciences")} variant="secondary">
            Social Sciences pathway
          </LinkButton>
          <LinkButton to={pathOf("strands")} variant="secondary">
            Mathematics curriculum
          </LinkButton>
        </div>
      </ContentSection>

      <ContentSection
        title="The seven core competencies"
        tone="tinted"
        intro="Every learning area builds these seven competencies, the skills the curriculum aims to give every learner."
      >
        <CardGrid cards={competencies.map(({ name, text, emoji }) => ({ title: name, text, emoji }))} columns={4} />
      </ContentSection>

      <ContentSection title="Specialised pathways" intro="Three programmes beside the curriculum, open to pupils in every grade.">
        <CardGrid cards={specialisedPathwayCards} />
      </ContentSection>

      <ContentSection title="Grades 7, 8 and 9" tone="tinted">
        <GradeDetails />
      </ContentSection>

      <ContentSection
        title="The national curriculum"
        intro={`The curriculum designs for every grade and learning area are published by the ${site.curriculumBody.name}.`}
      >
        <div className="flex flex-wrap gap-3">
          <LinkButton to={site.curriculumBody.curriculumDesignsUrl}>Curriculum designs</LinkButton>
          <LinkButton to={site.curriculumBody.url} variant="secondary">
            {site.curriculumBody.name}
          </LinkButton>
        </div>
      </ContentSection>
    </>
  );
}
