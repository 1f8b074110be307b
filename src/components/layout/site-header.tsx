import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";

/** The sticky header of every page (docs/site.md, Header). */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur print:static">
      <a
        href="#main"
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
          {/* The full name where there is room; the short one beside the menu bar at 1024 px. */}
          <span className="lg:hidden 2xl:inline">{site.schoolName}</span>
          <span className="hidden lg:inline 2xl:hidden">{site.shortName}</span>
        </a>
        <DesktopNav currentPath={currentPath} />
        <MobileNav currentPath={currentPath} />
      </div>
    </header>
  );
}
