import type { Picture } from "~/features/photos/picture";
import { Photo } from "../photos/photo";
import { SmartLink } from "~/shared/smart-link";

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
  columns?: 2 | 3 | 4;
}

/**
 * A grid of cards made from data (the clubs on /talent, the fees at a glance). Cards written in
 * a content file (`<Cards>`) get the same markup and classes from src/markdown/rehype-page-structure.ts,
 * so both look alike (src/styles/app.css, Cards).
 */
export function CardGrid({ cards, columns = 3 }: CardGridProps) {
  return (
    <ul className={`card-grid card-grid-${columns}`}>
      {cards.map((card) => (
        <li key={card.title} className="card">
          {card.photo ? (
            <Photo
              picture={card.photo.picture}
              alt={card.photo.alt}
              sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
              objectPosition={card.photo.objectPosition}
              className="content-photo aspect-[16/10] w-full object-cover"
            />
          ) : null}
          {card.emoji ? (
            <span className="card-emoji" aria-hidden="true">
              {card.emoji}
            </span>
          ) : null}
          <h3 className="card-title">{card.title}</h3>
          <div className="card-body">
            <p>{card.text}</p>
            {card.link ? (
              <p>
                <SmartLink to={card.link.to}>{card.link.label}</SmartLink>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
