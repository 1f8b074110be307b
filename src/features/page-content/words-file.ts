import { routeTable, type RouteId } from "../../config/route-table";
import { isClubId } from "../clubs/club-chain";

/** A file of words: its collection (a folder of src/content/) and its name there, without `.mdx`. */
export interface WordsFile {
  readonly collection: "pages" | "clubs";
  readonly name: string;
}

/**
 * The pages that show one file's words between them, and that file's name: the three grade fee
 * pages (each fills in its own grade, src/features/fees/fee-components.tsx). No other page shares.
 */
export const sharedWords = {
  grade7fee: "grade-fees",
  grade8fee: "grade-fees",
  grade9fee: "grade-fees",
} as const satisfies Partial<Record<RouteId, string>>;

/** The words of the page any unknown address shows (404), named as its page file, src/pages/404.astro. */
export const notFoundWords = { collection: "pages", name: "404" } as const satisfies WordsFile;

/**
 * Where a page's words are, from its address in one step (docs/content.md, Where a page's words
 * are): `src/content/pages/<the address without its leading slash>.mdx`, spelt exactly as the
 * address, capitals and all, the same name as the page's own file in src/pages/ (`/farm-2-fork` is
 * `farm-2-fork.mdx`, `/StuAccess` is `StuAccess.mdx`). `/` is `index.mdx`, as src/pages/index.astro.
 * A club's words are in `src/content/clubs/` under the same name (`/golf` is `clubs/golf.mdx`), and
 * the pages of `sharedWords` name their shared file. Every page's layout reads its words through
 * this, and words-file.test.ts holds every file of both folders to it.
 */
export function wordsFileOf(id: RouteId): WordsFile {
  if (id in sharedWords) return { collection: "pages", name: sharedWords[id as keyof typeof sharedWords] };
  const path = routeTable[id].path;
  return { collection: isClubId(id) ? "clubs" : "pages", name: path === "/" ? "index" : path.slice(1) };
}

/** The file from the project's root: `src/content/pages/StuAccess.mdx`. */
export function wordsPathOf({ collection, name }: WordsFile): string {
  return `src/content/${collection}/${name}.mdx`;
}

/**
 * A page's Kiswahili words (docs/decisions/063): the English file's name under `src/content/sw/`
 * (`src/content/sw/pages/fees.mdx`). Only pages have Kiswahili: no club is among the pages a parent
 * needs to act.
 */
export function kiswahiliWordsPathOf({ collection, name }: WordsFile): string {
  return `src/content/sw/${collection}/${name}.mdx`;
}
