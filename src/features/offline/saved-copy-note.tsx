import { savedCopyMark, savedOnMark } from "~/features/offline/saved-copy";

/**
 * 'Saved on 25 November 2026. Fees and dates may have changed since.': at the top of every page,
 * hidden. The service worker shows it, with the day, in a copy the phone kept when it serves that
 * copy for want of a connection (src/features/offline/saved-copy.ts; docs/site.md, Offline reading). A page from
 * the network keeps it hidden: it takes no room, so nothing moves. A line, not a paragraph of the
 * page's words: those start after it.
 */
export function SavedCopyNote({ words }: { words?: string }) {
  // A Kiswahili page's sentence (sw.json's offline.savedOn), `{date}` where the day goes.
  if (words) {
    const [before, after] = words.split("{date}");
    return (
      <div {...{ [savedCopyMark]: "" }} hidden data-pagefind-ignore="" className="border-b border-gold-300 bg-amber-50 px-4 py-2 text-center text-base text-ink">
        {before}
        <span {...{ [savedOnMark]: "" }} />
        {after}
      </div>
    );
  }
  return (
    <div {...{ [savedCopyMark]: "" }} hidden data-pagefind-ignore="" className="border-b border-gold-300 bg-amber-50 px-4 py-2 text-center text-base text-ink">
      Saved on <span {...{ [savedOnMark]: "" }} />. Fees and dates may have changed since.
    </div>
  );
}
