import { CardGrid } from "~/components/card-grid";
import { ContentSection } from "~/components/content-section";
import { GoodLuckBanner } from "~/components/good-luck-banner";
import { PageHero } from "~/components/page-hero";
import { nationalAssessments } from "~/content/good-luck-messages";

export default function ExamBanner() {
  return (
    <>
      <PageHero
        id="examBanner"
        eyebrow="Think Pathways"
        lead="Our good wishes to every learner sitting a national assessment this year, and to the families and teachers behind them."
      />
      <GoodLuckBanner />
      <ContentSection title="About the national assessments" tone="tinted">
        <CardGrid cards={nationalAssessments.map(({ title, text, emoji }) => ({ title, text, emoji }))} columns={2} />
      </ContentSection>
    </>
  );
}
