import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { routeIds, routeTable, type RouteEntry } from "./config/route-table";
import { moduleFileOf } from "./lib/route-files";

const pages = routeIds.map((id) => {
  const entry = routeTable[id];
  return entry.path === "/" ? index(moduleFileOf(entry), { id }) : route(entry.path, moduleFileOf(entry), { id });
});

/**
 * Variant spellings redirect in the client router too (the server answers them with 301).
 * The client matches paths without regard to case, so letter-case variants need no route.
 */
const aliases = routeIds.flatMap((id) => {
  const entry: RouteEntry = routeTable[id];
  return (entry.aliases ?? [])
    .filter((alias) => alias.toLowerCase() !== entry.path.toLowerCase())
    .filter((alias, i, all) => all.findIndex((a) => a.toLowerCase() === alias.toLowerCase()) === i)
    .map((alias) => route(alias, "routes/alias-redirect.tsx", { id: `alias:${alias}` }));
});

export default [...pages, ...aliases, route("*", "routes/other/not-found.tsx", { id: "notFound" })] satisfies RouteConfig;
