import type { RouteId } from "../../config/route-table";

/** The content file of a page: its route id in kebab-case (`boardingLife` → `boarding-life`, `grade7fee` → `grade7fee`). */
export function contentIdOf(id: RouteId): string {
  return id.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}
