import eventsPhoto from "~/assets/photos/events.jpg?responsive";
import { ContentSection } from "~/components/content-section";
import { LinkButton } from "~/components/link-button";
import { PageHero } from "~/components/page-hero";
import { TermCard } from "~/components/term-card";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { termDates } from "~/content/term-dates";

export default function Events() {
  return (
    <>
      <PageHero
        id="events"
        eyebrow="Get Access"
        lead={<p>When each term opens and closes in {termDates.year}, with half terms and holidays, so you can plan journeys and family time.</p>}
        photo={{ picture: eventsPhoto, alt: "Illustration: the school buildings on a bright day" }}
      />

      <ContentSection title={`${termDates.year} term dates`} id="term-dates">
        <div className="grid gap-6 md:grid-cols-3">
          {termDates.terms.map((term) => (
            <TermCard key={term.name} term={term} year={termDates.year} />
          ))}
        </div>
      </ContentSection>

      <ContentSection title="Please note" id="notes" tone="tinted">
        <ul className="prose-school list-disc pl-6">
          {termDates.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to={`tel:${site.phone.tel}`}>Call {site.phone.display}</LinkButton>
          <LinkButton to={pathOf("location")} variant="secondary">
            How to find us
          </LinkButton>
          <LinkButton to={pathOf("fees")} variant="secondary">
            School fees
          </LinkButton>
        </div>
      </ContentSection>
    </>
  );
}
