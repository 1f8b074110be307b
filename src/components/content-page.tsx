import type { ReactNode } from "react";
import { ActionButtons } from "./action-buttons";
import { ContentSection } from "./content-section";
import { LinkButton } from "./link-button";
import { PageHero } from "./page-hero";
import type { PageContent } from "./page-types";
import { SectionBody } from "./section-body";

interface ContentPageProps {
  page: PageContent;
  /** Wraps the page, e.g. to scope a page's own typeface. */
  className?: string;
  /** Shown in the hero after the buttons (a 'Last updated' line). */
  heroExtra?: ReactNode;
  /** Drawn after the sections (and where a page renders a stylesheet link for itself). */
  children?: ReactNode;
}

/** The template behind the About, Boarding, Talent, Access, Visit and Legal pages: one h1, h2 sections, a next step. */
export function ContentPage({ page, className, heroExtra, children }: ContentPageProps) {
  return (
    <div className={`break-words ${className ?? ""}`}>
      <PageHero id={page.id} eyebrow={page.eyebrow} lead={<p>{page.lead}</p>} photo={page.photo}>
        {page.actions ? <ActionButtons actions={page.actions} /> : null}
        {heroExtra}
      </PageHero>
      {page.sections?.map((section, index) => (
        <ContentSection
          key={section.title}
          title={section.title}
          id={section.id}
          intro={section.intro ? <p>{section.intro}</p> : undefined}
          tone={index % 2 === 1 ? "tinted" : "plain"}
        >
          <SectionBody section={section} />
        </ContentSection>
      ))}
      {children}
      {page.next ? (
        <div className="border-t border-slate-200">
          <div className="page-container flex flex-col items-start gap-4 py-10 sm:flex-row sm:items-center sm:justify-between">
            <p className="max-w-2xl text-lg text-slate-700">{page.next.text}</p>
            <LinkButton to={page.next.link.to} variant={page.next.link.variant}>
              {page.next.link.label}
            </LinkButton>
          </div>
        </div>
      ) : null}
    </div>
  );
}
