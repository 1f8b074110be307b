import { routeTable, type RouteId } from "~/config/route-table";

/** The top of a page: a small label naming its part of the site, and the page's one h1 (its title in the route table). */
export function PageHeading({ id, eyebrow }: { id: RouteId; eyebrow?: string }) {
  return (
    <header className="page-heading">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h1 className="mt-1 text-3xl font-extrabold text-brand-900 sm:text-4xl lg:text-5xl">{routeTable[id].title}</h1>
    </header>
  );
}
