import { getCollection } from "astro:content";
import { clubIds, isClubId } from "./club-chain";

/**
 * The twelve clubs' badges, one-line summaries and photos (src/content/clubs/<club page>.mdx),
 * in the order of the club chain (src/features/clubs/club-chain.ts). A club without a file, or a file for
 * a page that is not a club, stops the build.
 */
const entries = await getCollection("clubs");

const strays = entries.filter((entry) => !isClubId(entry.id)).map((entry) => `src/content/clubs/${entry.id}.mdx`);
if (strays.length > 0) throw new Error(`${strays.join(", ")}: not a club page (src/features/clubs/club-chain.ts lists the clubs)`);

export const clubs = clubIds.map((id) => {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No file for the club '${id}': write src/content/clubs/${id}.mdx`);
  return { id, ...entry.data };
});
