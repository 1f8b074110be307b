import { ContentSection } from "~/components/content-section";
import { LinkButton } from "~/components/link-button";
import { NumberedSteps } from "~/components/numbered-steps";
import { PageHero } from "~/components/page-hero";
import { pathOf, routeTable } from "~/config/route-table";
import { site } from "~/config/site";
import { admissionsPolicy, policyProcess } from "~/content/admissions";
import { enquiryUrl } from "~/lib/enquiry-url";

/** The admissions policy, carried over from the sister school as SPEC.md §1 describes. */
export default function Adm() {
  return (
    <>
      <PageHero
        id="adm"
        eyebrow="Join Us"
        lead={<p>The admissions policy shared across {site.sisterSchoolName}: how we receive, assess and decide on every application.</p>}
      >
        <LinkButton to={enquiryUrl()} variant="gold">
          Apply online
        </LinkButton>
      </PageHero>

      <ContentSection title="Our policy" id="policy">
        <div className="prose-school">
          {admissionsPolicy.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </ContentSection>

      <ContentSection title="The admissions process" id="process" tone="tinted">
        <NumberedSteps steps={policyProcess} />
      </ContentSection>

      <ContentSection title="Requirements by grade" id="requirements" intro={<p>The documents each grade asks for, as a checklist you can print.</p>}>
        <div className="flex flex-wrap gap-3">
          {(["grade7", "grade8", "grade9", "form3"] as const).map((id) => (
            <LinkButton key={id} to={pathOf(id)} variant="secondary">
              {routeTable[id].title}
            </LinkButton>
          ))}
        </div>
      </ContentSection>
    </>
  );
}
