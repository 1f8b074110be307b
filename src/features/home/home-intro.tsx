import type { ReactNode } from "react";

/**
 * The home page has no hero of its own (its title sits on the carousel), so what its words
 * (src/content/pages/index.mdx) might write before their first heading is shown as it is, in
 * the page's width.
 */
export function HomeIntro({ children }: { children?: ReactNode }) {
  return children ? <div className="page-container page-intro">{children}</div> : <></>;
}
