import { pathOf, routeTable } from "~/config/route-table";
import { clubs } from "./clubs.build";
import { CardGrid } from "../page-content/card-grid";

/**
 * `<ClubCards />` on /talent: a card for each club, in the order of the club chain, with its
 * badge and one-line summary (src/content/clubs/<club>.mdx) and a link to its page.
 */
export function ClubCards() {
  return (
    <CardGrid
      cards={clubs.map(({ id, emoji, summary }) => ({
        title: routeTable[id].title,
        text: summary,
        emoji,
        link: { to: pathOf(id), label: `About ${routeTable[id].title}` },
      }))}
    />
  );
}
