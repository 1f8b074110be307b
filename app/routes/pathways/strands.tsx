import { LinkButton } from "~/components/link-button";
import { MathsBrowser } from "~/components/maths-browser/maths-browser";
import { PageHero } from "~/components/page-hero";
import { pathOf } from "~/config/route-table";

export default function Strands() {
  return (
    <>
      <PageHero
        id="strands"
        eyebrow="Think Pathways"
        lead="Every strand and sub-strand of junior school Mathematics, Grades 7 to 9: what learners should be able to do, how they learn it, and the competencies and values it builds. Search for a topic or open a strand."
      >
        <LinkButton to={pathOf("stemPathways")} variant="secondary">
          Explore the STEM pathways
        </LinkButton>
      </PageHero>
      <div className="page-container py-10 sm:py-12">
        <MathsBrowser />
      </div>
    </>
  );
}
