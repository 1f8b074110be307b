import { pathOf, routeTable } from "~/config/route-table";
import { nextInChain, type ClubId } from "~/features/clubs/club-chain";
import type { ActionLink } from "../page-content/page-types";

/**
 * The buttons under a club page's paragraph (docs/site.md, Talent and clubs): on to the next
 * club of the chain and back to all clubs; the last club has only the way back to all clubs.
 */
export function clubActions(id: ClubId): ActionLink[] {
  const next = nextInChain(id);
  if (next === "talent") return [{ to: pathOf("talent"), label: "Back to all clubs" }];
  return [
    { to: pathOf(next), label: `Next club: ${routeTable[next].title}` },
    { to: pathOf("talent"), label: "All clubs", variant: "secondary" },
  ];
}
