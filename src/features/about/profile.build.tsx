import type { ReactNode } from "react";
import { site } from "~/config/site";
import { pictureOf } from "~/features/photos/photos.build";
import { Photo } from "../photos/photo";

interface ProfileProps {
  name: string;
  /** Their role at the school ('Head Master'); the school's name follows it. */
  role: string;
  /** A file in src/assets/photos/, without `.jpg`. */
  photo: string;
  /** What the portrait shows, for people who cannot see it. */
  alt: string;
  /** A few paragraphs about them. */
  children: ReactNode;
}

/**
 * A person on the team (docs/site.md, About pages): portrait, name, role at the school, where the
 * school is, and a few words about them. In a content file:
 * `<Profile name="The Head Master" role="Head Master" photo="head-master" alt="…">paragraphs</Profile>`.
 */
export function Profile({ name, role, photo, alt, children }: ProfileProps) {
  const { county, country } = site.postalAddress;
  return (
    <article className="card content-block grid max-w-4xl gap-6 text-base sm:grid-cols-[14rem_1fr] sm:items-start">
      <Photo picture={pictureOf(photo)} alt={alt} sizes="(min-width: 640px) 14rem, 100vw" className="aspect-[4/5] w-full rounded-xl object-cover" />
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <h3 className="text-2xl font-bold text-brand-900">{name}</h3>
        <p className="mt-1 font-semibold text-brand-700">
          {role}, {site.schoolName}
        </p>
        <p className="text-slate-700">
          {county}, {country}
        </p>
        <div className="mt-4 space-y-3 text-lg text-slate-700">{children}</div>
      </div>
    </article>
  );
}
