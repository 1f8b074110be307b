import { CardGrid } from "~/components/card-grid";
import { ContentSection } from "~/components/content-section";
import { LinkButton } from "~/components/link-button";
import { PageHero } from "~/components/page-hero";
import { pathOf } from "~/config/route-table";
import { pathwayCards, toCardData } from "~/content/pathways";
import pathwaysPhoto from "~/assets/photos/pathways.jpg?responsive";

export default function Pathways() {
  return (
    <>
      <PageHero
        id="pathways"
        eyebrow="Think Pathways"
        lead="Every pupil follows Kenya's competency-based curriculum for Grades 7 to 9. Alongside it, pupils can fly with the Young Air Cadets, learn Mandarin Chinese or study the sea."
        photo={{ picture: pathwaysPhoto, alt: "Illustration of the school buildings" }}
      >
        <LinkButton to={pathOf("cadet")} variant="gold">
          Young Air Cadets
        </LinkButton>
      </PageHero>
      <ContentSection
        title="Our pathways"
        intro="Start with the curriculum every pupil follows, then explore the three programmes that make our school different."
      >
        <CardGrid cards={pathwayCards.map((card) => toCardData(card))} columns={4} />
      </ContentSection>
      <ContentSection
        title="Looking ahead to senior school"
        tone="tinted"
        intro="At the end of Grade 9, each pupil moves to a senior school pathway: STEM, Social Sciences, or Arts and Sports Science. See what the STEM pathway offers and try the Mathematics curriculum browser."
      >
        <div className="flex flex-wrap gap-3">
          <LinkButton to={pathOf("stemPathways")}>STEM pathways</LinkButton>
          <LinkButton to={pathOf("socialSciences")} variant="secondary">
            Social Sciences pathway
          </LinkButton>
        </div>
      </ContentSection>
    </>
  );
}
