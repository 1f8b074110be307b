import type { Profile } from "./page-types";
import { Photo } from "./photo";

/** A person on the team: portrait, name, role, where they serve, and a few words about them. */
export function ProfileCard({ profile }: { profile: Profile }) {
  return (
    <article className="card grid max-w-4xl gap-6 sm:grid-cols-[14rem_1fr] sm:items-start">
      <Photo {...profile.photo} sizes="(min-width: 640px) 14rem, 100vw" className="aspect-[4/5] w-full rounded-xl object-cover" />
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <h3 className="text-2xl font-bold text-brand-900">{profile.name}</h3>
        <p className="mt-1 font-semibold text-brand-700">{profile.role}</p>
        <p className="text-slate-700">{profile.location}</p>
        <div className="mt-4 space-y-3 text-lg text-slate-700">{profile.about.map((text) => <p key={text}>{text}</p>)}</div>
      </div>
    </article>
  );
}
