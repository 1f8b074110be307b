import { landmarkIds } from "~/config/landmarks";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { DesktopNav } from "./desktop-nav";
import { DesktopHeaderSearch } from "../search/header-search";
import { MobileNav } from "./mobile-nav";

/** The sticky header of every page (docs/site.md, Header). */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  // /search has its own search box: a second one in the header would only compete with it.
  const withSearch = currentPath !== pathOf("search");
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur print:static">
      <a
        href={`#${landmarkIds.main}`}
        className="sr-only-focusable absolute left-2 top-2 z-[60] rounded-md bg-brand-900 px-4 py-2 font-semibold text-white"
      >
        Skip to main content
      </a>
      <div className="page-container relative flex min-h-16 items-center justify-between gap-4">
        <a
          href={pathOf("home")}
          aria-label={site.schoolName}
          className="flex min-h-11 min-w-0 items-center text-lg font-extrabold leading-tight text-brand-900 no-underline xl:text-xl"
        >
          {/* The full name where there is room; the short one beside the menu bar, which fills the page's width. */}
          <span className="lg:hidden">{site.schoolName}</span>
          <span className="hidden lg:inline">{site.shortName}</span>
        </a>
        <div className="hidden items-center lg:flex">
          <DesktopNav currentPath={currentPath} />
          {withSearch && <DesktopHeaderSearch />}
        </div>
        <MobileNav currentPath={currentPath} withSearch={withSearch} />
      </div>
    </header>
  );
}
