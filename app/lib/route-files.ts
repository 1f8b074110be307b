import type { RouteEntry } from "../config/route-table";

function kebab(value: string): string {
  return value.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

/** `routes/<section>/<file>.tsx`, relative to app/: where a page's module lives. */
export function moduleFileOf(entry: RouteEntry): string {
  if (entry.path === "/") return "routes/home.tsx";
  const file = entry.file ?? kebab(entry.path.slice(1));
  return `routes/${entry.section}/${file}.tsx`;
}
