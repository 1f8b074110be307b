import { useMatches } from "react-router";
import { pageTitle } from "~/lib/page-meta";
import { routeTable, type RouteId } from "~/config/route-table";

/** Shown for a page in the route table whose own module is not written yet. */
export default function PendingPage() {
  const id = useMatches().at(-1)?.id as RouteId;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{routeTable[id]?.title ?? pageTitle(id)}</h1>
      <p className="mt-4">{routeTable[id]?.description}</p>
    </div>
  );
}
