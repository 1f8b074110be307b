import type { ReactNode } from "react";

/**
 * `<FindOutMore>` … `</FindOutMore>` around the last words of a programme page: its paragraphs
 * stand on the left and its list of links on the right (from 1024 px), each link with its
 * sentence in a card of its own. On a phone the list follows the paragraphs.
 *
 * In the content file the list is Markdown, one item per link:
 * `- [Think Maritime](/seafarers)`, a blank line, then the sentence indented under it.
 */
export function FindOutMore({ children }: { children: ReactNode }) {
  return (
    <div
      className={[
        "content-block gap-8 lg:columns-2",
        // The paragraphs, one under another.
        "[&_p+p]:mt-4",
        // The list: a column of its own, its items as cards.
        "[&_ul]:mt-6 [&_ul]:list-none [&_ul]:space-y-4 [&_ul]:pl-0 lg:[&_ul]:mt-0 lg:[&_ul]:break-before-column",
        "[&_li]:break-inside-avoid [&_li]:rounded-2xl [&_li]:border [&_li]:border-slate-200 [&_li]:bg-white [&_li]:p-5 [&_li]:shadow-sm",
        "[&_li_a]:font-semibold [&_li_p+p]:mt-1 [&_li_p+p]:text-base",
      ].join(" ")}
    >
      {children}
    </div>
  );
}
