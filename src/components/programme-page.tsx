import { CardGrid } from "~/components/card-grid";
import { ContentSection } from "~/components/content-section";
import { LinkButton } from "~/components/link-button";
import { NumberedSteps } from "~/components/numbered-steps";
import { PageHero } from "~/components/page-hero";
import { SmartLink } from "~/components/smart-link";
import { site } from "~/config/site";
import { programmePhoto, type Programme } from "~/content/programmes";

function admissionsMailto(subject: string): string {
  return `mailto:${site.admissionsEmail}?subject=${encodeURIComponent(subject)}`;
}

/**
 * The layout shared by /mandarin, /seafarers and /cadet (SPEC.md §2.7): stat tiles, highlights,
 * grade-by-grade structure, the week, how to join, and the admissions e-mail and cross-links.
 */
export function ProgrammePage({ programme }: { programme: Programme }) {
  const mailto = admissionsMailto(programme.enquirySubject);
  return (
    <>
      <PageHero id={programme.id} eyebrow="Think Pathways" lead={programme.lead} photo={programmePhoto(programme.id)}>
        <LinkButton to={mailto}>E-mail admissions</LinkButton>
      </PageHero>

      <ContentSection title="At a glance">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {programme.stats.map((stat) => (
            <div key={stat.label} className="card flex flex-col-reverse p-5 text-center">
              <dt className="mt-1 text-slate-700">{stat.label}</dt>
              <dd className="text-2xl font-extrabold text-brand-800 sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className="prose-school mt-8">
          {programme.about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </ContentSection>

      <ContentSection title={programme.highlightsTitle} tone="tinted">
        <CardGrid cards={programme.highlights} />
      </ContentSection>

      {programme.grades ? (
        <ContentSection title="Grade by grade">
          <ul className="grid gap-6 md:grid-cols-3">
            {programme.grades.map((grade) => (
              <li key={grade.grade} className="card">
                <h3 className="text-xl font-semibold text-brand-900">
                  Grade {grade.grade}: {grade.title}
                </h3>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
                  {grade.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </ContentSection>
      ) : null}

      <ContentSection title={programme.week.title} intro={programme.week.intro} tone={programme.grades ? "tinted" : "plain"}>
        <NumberedSteps steps={programme.week.sessions} layout="grid" stepLabel={null} />
      </ContentSection>

      {programme.joinSteps ? (
        <ContentSection title="How to join" tone="tinted">
          <NumberedSteps steps={programme.joinSteps} layout="grid" />
          <div className="mt-6">
            <LinkButton to={mailto} variant="gold">
              E-mail admissions to join
            </LinkButton>
          </div>
        </ContentSection>
      ) : null}

      <ContentSection title="Find out more">
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-slate-700">
            <p>
              Questions about the programme or a place for your child? E-mail our admissions office at{" "}
              <SmartLink to={mailto} className="font-semibold text-brand-700 underline">
                {site.admissionsEmail}
              </SmartLink>
              .
            </p>
            <p>
              {programme.curriculumNote} See the{" "}
              <SmartLink to={site.curriculumBody.curriculumDesignsUrl} className="font-semibold text-brand-700 underline">
                curriculum designs of the {site.curriculumBody.name}
              </SmartLink>
              .
            </p>
          </div>
          <ul className="space-y-4">
            {programme.crossLinks.map((link) => (
              <li key={link.label} className="card p-5">
                <SmartLink to={link.to} className="text-lg font-semibold text-brand-700 underline">
                  {link.label}
                </SmartLink>
                <p className="mt-1 text-slate-700">{link.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </ContentSection>
    </>
  );
}
