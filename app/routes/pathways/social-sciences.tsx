import { CardGrid } from "~/components/card-grid";
import { ContentSection } from "~/components/content-section";
import { LinkButton } from "~/components/link-button";
import { PageHero } from "~/components/page-hero";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { juniorPreparation, socialSciencesOverview, socialSciencesTracks } from "~/content/social-sciences";
import socialSciencesPhoto from "~/assets/photos/social-sciences.jpg?responsive";

export default function SocialSciences() {
  return (
    <>
      <PageHero
        id="socialSciences"
        eyebrow="Think Pathways"
        lead="One of the three senior school pathways of the competency-based curriculum, for learners drawn to languages, people, societies and business."
        photo={{ picture: socialSciencesPhoto, alt: "Illustration of a folded map with a route marked on it" }}
      />
      <ContentSection title="The pathway">
        <div className="prose-school">
          {socialSciencesOverview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </ContentSection>
      <ContentSection title="Its two tracks" tone="tinted">
        <CardGrid cards={socialSciencesTracks} columns={2} />
      </ContentSection>
      <ContentSection title="Getting ready in junior school" intro={juniorPreparation}>
        <div className="flex flex-wrap gap-3">
          <LinkButton to={pathOf("detailedPathways")}>Grades 7 to 9 in detail</LinkButton>
          <LinkButton to={pathOf("mandarin")} variant="secondary">
            Think Mandarin
          </LinkButton>
          <LinkButton to={pathOf("stemPathways")} variant="secondary">
            The STEM pathway
          </LinkButton>
          <LinkButton to={site.curriculumBody.curriculumDesignsUrl} variant="secondary">
            Curriculum designs
          </LinkButton>
        </div>
      </ContentSection>
    </>
  );
}
