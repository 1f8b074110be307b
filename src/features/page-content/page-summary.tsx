import { routeIds, routeTable } from "~/config/route-table";
import { wordsFileOf, wordsPathOf, type WordsFile } from "~/features/page-content/words-file";

/** Each content file's `summary` (frontmatter), by the file's path (`src/content/pages/grade7.mdx`). */
export type Summaries = ReadonlyMap<string, string | undefined>;

/**
 * `<Summary />` and `<SummaryOf page="/grade7" />` in a content file: the one sentence a page's
 * frontmatter gives as its `summary`, on the page itself and on the cards of other pages that
 * lead to it (/join's card for each grade), so both say the same and it is written once.
 */
export function summaryComponents(ownFile: WordsFile, summaries: Summaries) {
  const summaryOf = (file: WordsFile, where: string) => {
    const summary = summaries.get(wordsPathOf(file));
    if (summary === undefined) throw new Error(`${where}: ${wordsPathOf(file)} has no summary: in its frontmatter`);
    return <p>{summary}</p>;
  };
  return {
    Summary: () => summaryOf(ownFile, "<Summary />"),
    SummaryOf: ({ page }: { page: string }) => {
      const id = routeIds.find((routeId) => routeTable[routeId].path === page);
      if (!id) throw new Error(`<SummaryOf page="${page}" />: no page of the site has this address`);
      return summaryOf(wordsFileOf(id), `<SummaryOf page="${page}" />`);
    },
  };
}
