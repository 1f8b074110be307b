import type { Picture } from "~/lib/picture";
import { Photo } from "./photo";
import { SmartLink } from "./smart-link";

export interface CardData {
  title: string;
  text: string;
  /** A decorative emoji badge (hidden from screen readers). */
  emoji?: string;
  photo?: { picture: Picture; alt: string; objectPosition?: string };
  /** Where the card leads, with the link's visible text. */
  link?: { to: string; label: string };
}

interface CardGridProps {
  cards: readonly CardData[];
  /** Heading level of each card's title, under the section's heading. */
  headingLevel?: 2 | 3;
  columns?: 2 | 3 | 4;
}

const columnClass = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** The one card grid of the site: every grid of cards is this component over a list. */
export function CardGrid({ cards, headingLevel = 3, columns = 3 }: CardGridProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`grid gap-6 ${columnClass[columns]}`}>
      {cards.map((card) => (
        <li key={card.title} className="card flex flex-col overflow-hidden p-0">
          {card.photo ? (
            <Photo
              picture={card.photo.picture}
              alt={card.photo.alt}
              sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
              objectPosition={card.photo.objectPosition}
              className="aspect-[16/10] w-full object-cover"
            />
          ) : null}
          <div className="flex flex-1 flex-col p-6">
            {card.emoji ? (
              <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-2xl" aria-hidden="true">
                {card.emoji}
              </span>
            ) : null}
            <Heading className="text-xl font-semibold text-brand-900">{card.title}</Heading>
            <p className="mt-2 flex-1 text-slate-700">{card.text}</p>
            {card.link ? (
              <SmartLink to={card.link.to} className="mt-4 font-semibold text-brand-700 underline">
                {card.link.label}
              </SmartLink>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
