import { pathOf, routeTable } from "~/config/route-table";
import { site } from "~/config/site";
import { admissionProcess, admissionRoutes, type AdmissionRoute, type AdmissionRouteId } from "~/content/admissions";
import { enquiryUrl } from "~/lib/enquiry-url";
import { ContentSection } from "./content-section";
import { DocumentChecklist } from "./document-checklist";
import { LinkButton } from "./link-button";
import { NumberedSteps } from "./numbered-steps";
import { PageHero } from "./page-hero";
import { SmartLink } from "./smart-link";

/** The template of /grade7, /grade8, /grade9 and /form3: eligibility, how to apply, what happens next. */
export function AdmissionPage({ id }: { id: AdmissionRouteId }) {
  const route: AdmissionRoute = admissionRoutes[id];
  return (
    <>
      <PageHero id={id} eyebrow="Join Us" lead={<p>{route.lead}</p>}>
        <LinkButton to={enquiryUrl()} variant="gold" className="print:hidden">
          Apply online
        </LinkButton>
        {route.feePage ? (
          <LinkButton to={pathOf(route.feePage)} variant="secondary" className="print:hidden">
            {routeTable[route.feePage].title}
          </LinkButton>
        ) : null}
      </PageHero>

      <ContentSection
        title={route.checklistTitle}
        id="eligibility"
        intro={<p>Your child needs to meet these requirements and bring these documents. Print the list and tick each one off as you gather it.</p>}
      >
        <DocumentChecklist items={route.requirements} />
      </ContentSection>

      <ContentSection
        title="How to apply"
        id="how-to-apply"
        tone="tinted"
        intro={<p>Start with the online application form. From there, every application goes through the same six steps.</p>}
      >
        <NumberedSteps steps={admissionProcess} />
        <div className="mt-8 flex flex-wrap gap-3 print:hidden">
          <LinkButton to={enquiryUrl()}>Start your application</LinkButton>
          <LinkButton to={`mailto:${site.admissionsEmail}`} variant="secondary">
            E-mail admissions
          </LinkButton>
        </div>
      </ContentSection>

      {route.whatNext ? (
        <ContentSection title="What happens next" id="what-happens-next">
          <div className="prose-school">
            <ul>
            {route.whatNext.map((step) => (
              <li key={step.text}>
                {step.text}
                {step.link ? (
                  <>
                    {" "}
                    <SmartLink to={pathOf(step.link.to)} className="print:no-underline">
                      {step.link.label}
                    </SmartLink>
                  </>
                ) : null}
              </li>
            ))}
            </ul>
          </div>
        </ContentSection>
      ) : null}

      {route.moveOn ? (
        <div className="border-t border-slate-200 print:hidden">
          <div className="page-container flex flex-col items-start gap-4 py-10 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg text-slate-700">{route.moveOn.text}</p>
            <LinkButton to={pathOf(route.moveOn.to)} variant="secondary">
              {route.moveOn.label}
            </LinkButton>
          </div>
        </div>
      ) : null}
    </>
  );
}
