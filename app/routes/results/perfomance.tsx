import { ContentSection } from "~/components/content-section";
import { DashboardGallery } from "~/components/dashboard-gallery";
import { LinkButton } from "~/components/link-button";
import { PageHero } from "~/components/page-hero";
import { pathOf, routeTable } from "~/config/route-table";
import { site } from "~/config/site";

export default function Perfomance() {
  return (
    <>
      <PageHero
        id="perfomance"
        eyebrow="Results"
        lead={<p>Our pupils' results in national examinations, year by year. Choose a year to see only its dashboard.</p>}
      />

      <ContentSection title="Results dashboards" id="dashboards">
        <DashboardGallery dashboards={site.dashboards} />
      </ContentSection>

      <ContentSection
        title="More than results"
        id="more-than-results"
        tone="tinted"
        intro={<p>Good results grow from how children are cared for and how they learn. See how we nurture every child, and what study life is like.</p>}
      >
        <div className="flex flex-wrap gap-3">
          <LinkButton to={pathOf("nurture")}>{routeTable.nurture.title}</LinkButton>
          <LinkButton to={pathOf("studylife")} variant="secondary">
            {routeTable.studylife.title}
          </LinkButton>
        </div>
      </ContentSection>
    </>
  );
}
