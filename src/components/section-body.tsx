import { ActionButtons } from "./action-buttons";
import { CardGrid } from "./card-grid";
import { MapFrame } from "./map-frame";
import type { ActionLink, Fact, SectionContent } from "./page-types";
import { Photo } from "./photo";
import { PhotoCarousel } from "./photo-carousel";
import { ProfileCard } from "./profile-card";
import { SmartLink } from "./smart-link";
import { Timeline } from "./timeline";

/** The inside of one ContentSection, drawn from data: text, lists, cards, a carousel, a map… */
export function SectionBody({ section }: { section: SectionContent }) {
  return (
    <div className="space-y-8">
      {section.paragraphs || section.bullets || section.photo ? <TextWithPhoto section={section} /> : null}
      {section.facts ? <FactList facts={section.facts} /> : null}
      {section.map ? <MapFrame src={section.map.src} title={section.map.title} /> : null}
      {section.slides ? <PhotoCarousel slides={section.slides} /> : null}
      {section.timeline ? <Timeline entries={section.timeline} /> : null}
      {section.profile ? <ProfileCard profile={section.profile} /> : null}
      {section.cards ? <CardGrid cards={section.cards} columns={section.columns} /> : null}
      {section.links ? <LinkList links={section.links} ordered={section.ordered} /> : null}
      {section.actions ? (
        <div className="flex flex-wrap gap-3">
          <ActionButtons actions={section.actions} />
        </div>
      ) : null}
    </div>
  );
}

function TextWithPhoto({ section }: { section: SectionContent }) {
  return (
    <div className={section.photo ? "grid items-start gap-8 lg:grid-cols-2" : undefined}>
      <div className="prose-school">
        {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        {section.bullets ? (
          <ul>
            {section.bullets.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {section.photo ? (
        <Photo {...section.photo} sizes="(min-width: 1024px) 34rem, 100vw" className="aspect-[16/10] w-full rounded-2xl object-cover shadow-sm" />
      ) : null}
    </div>
  );
}

function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="card grid max-w-3xl gap-x-8 gap-y-3 text-lg sm:grid-cols-[auto_1fr]">
      {facts.map((fact) => (
        <div key={fact.term} className="contents">
          <dt className="font-semibold text-brand-900">{fact.term}</dt>
          <dd className="min-w-0 text-slate-700 [overflow-wrap:anywhere]">
            {fact.to ? (
              <SmartLink to={fact.to} className="font-medium text-brand-700 underline">
                {fact.detail}
              </SmartLink>
            ) : (
              fact.detail
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function LinkList({ links, ordered = false }: { links: readonly ActionLink[]; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={`grid gap-3 text-lg sm:grid-cols-2 lg:grid-cols-3 ${ordered ? "list-decimal pl-6" : ""}`}>
      {links.map((link) => (
        <li key={link.to} className={ordered ? "pl-1 marker:font-semibold marker:text-brand-700" : undefined}>
          <SmartLink to={link.to} className="font-medium text-brand-700 underline hover:text-brand-900">
            {link.label}
          </SmartLink>
        </li>
      ))}
    </List>
  );
}
