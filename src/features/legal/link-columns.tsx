import type { ReactNode } from "react";

/**
 * A Markdown list of links laid out in columns: one on a phone, two from 640 px, three from
 * 1024 px (the sitemap's lists, docs/site.md, Sitemap). A numbered list keeps its numbers; a
 * list of bullets loses its bullets, the columns showing the items apart.
 */
export function LinkColumns({ children }: { children: ReactNode }) {
  return (
    <div className="content-block [&_:is(ol,ul)]:grid [&_:is(ol,ul)]:max-w-none [&_:is(ol,ul)]:gap-3 sm:[&_:is(ol,ul)]:grid-cols-2 lg:[&_:is(ol,ul)]:grid-cols-3 [&_li]:my-0 [&_ol>li]:pl-1 [&_ol>li]:marker:font-semibold [&_ol>li]:marker:text-brand-700 [&_ul]:list-none [&_ul]:pl-0">
      {children}
    </div>
  );
}
