import type { ReactNode } from "react";
import { routeTable, type RouteId } from "~/config/route-table";
import type { Picture } from "~/features/photos/picture";
import { ActionButtons } from "./action-buttons";
import type { ActionLink } from "./page-types";
import { Photo } from "../photos/photo";

/** How wide the hero photo is drawn: half the page from 1024 px up, the whole width below. */
export const heroSizes = "(min-width: 1024px) 36rem, 100vw";

interface PageHeroProps {
  /** The page: its title (the h1) comes from the route table. */
  id: RouteId;
  /** A small label above the title, naming the page's part of the site ('Think Boarding'). */
  eyebrow?: string;
  /** The page's main photo: its largest paint, fetched first. */
  photo?: { picture: Picture; alt: string; objectPosition?: string };
  /** Buttons made from data, under the introduction (a club's next club). */
  actions?: readonly ActionLink[];
  /** The introduction: what the content file writes before its first `##` heading. */
  children?: ReactNode;
  /** A Kiswahili page's title, from its words file (the route table's is English). */
  title?: string;
}

/** The top of every page written in a content file: label, the page's one h1, its introduction and buttons, and its photo. */
export function PageHero({ id, eyebrow, photo, actions, children, title }: PageHeroProps) {
  return (
    <header className="bg-brand-50">
      <div className={`page-container grid items-center gap-8 py-10 sm:py-14 ${photo ? "lg:grid-cols-2" : ""}`}>
        <div>
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-1 text-3xl font-extrabold text-brand-900 sm:text-4xl lg:text-5xl">{title ?? routeTable[id].title}</h1>
          {children ? <div className="page-intro">{children}</div> : null}
          {actions ? (
            <div className="mt-6 flex flex-wrap gap-3">
              <ActionButtons actions={actions} />
            </div>
          ) : null}
        </div>
        {photo ? (
          <Photo
            picture={photo.picture}
            alt={photo.alt}
            sizes={heroSizes}
            priority
            objectPosition={photo.objectPosition}
            className="aspect-[16/10] w-full rounded-3xl object-cover shadow-md"
          />
        ) : null}
      </div>
    </header>
  );
}

/**
 * The page's hero, bound to its data, as the component the content file's introduction is
 * placed in: src/markdown/rehype-page-structure.ts wraps what comes before the first `##` heading in
 * `<PageIntro>`, and the page's layout supplies this.
 */
export function pageIntroOf(hero: Omit<PageHeroProps, "children">) {
  return function PageIntro({ children }: { children?: ReactNode }) {
    return <PageHero {...hero}>{children}</PageHero>;
  };
}
