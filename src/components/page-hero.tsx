import type { ReactNode } from "react";
import { routeTable, type RouteId } from "~/config/route-table";
import type { Picture } from "~/lib/picture";
import { Photo } from "./photo";

interface PageHeroProps {
  /** The page: its title (the h1) comes from the route table. */
  id: RouteId;
  /** A sentence or two under the heading. */
  lead?: ReactNode;
  /** A small label above the heading ('Think Boarding'). */
  eyebrow?: string;
  photo?: { picture: Picture; alt: string; objectPosition?: string };
  children?: ReactNode;
}

/** The top of every content page: eyebrow, the page's one h1, a lead, and an optional photo. */
export function PageHero({ id, lead, eyebrow, photo, children }: PageHeroProps) {
  return (
    <header className="bg-brand-50">
      <div className={`page-container grid items-center gap-8 py-10 sm:py-14 ${photo ? "lg:grid-cols-2" : ""}`}>
        <div>
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-1 text-3xl font-extrabold text-brand-900 sm:text-4xl lg:text-5xl">{routeTable[id].title}</h1>
          {lead ? <div className="mt-4 max-w-2xl text-lg text-slate-700">{lead}</div> : null}
          {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {photo ? (
          <Photo
            picture={photo.picture}
            alt={photo.alt}
            sizes="(min-width: 1024px) 36rem, 100vw"
            priority
            objectPosition={photo.objectPosition}
            className="aspect-[16/10] w-full rounded-3xl object-cover shadow-md"
          />
        ) : null}
      </div>
    </header>
  );
}
