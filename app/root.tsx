import { useEffect, useRef } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./styles/app.css?url";
import { AdmissionsBanner } from "./components/layout/admissions-banner";
import { FloatingActions } from "./components/layout/floating-actions";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { LinkButton } from "./components/link-button";
import { pathOf } from "./config/route-table";
import { pageMeta, routeIdOfPath } from "./lib/page-meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(routeIdOfPath(location.pathname));

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-KE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#083d24" />
        {/* Given a precedence, React puts the stylesheet ahead of the script preloads that
            <Links /> writes, so a slow connection fetches the CSS first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Header, page, footer, and the fixed bottom bar (floating buttons, admissions countdown): SPEC.md §2.1. */
function SiteLayout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    // Tells browser tests (and anyone curious) that the page is now interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);

  // After a move to another page inside the site, keyboard and screen-reader users start at the
  // new page's content, as they would after a full page load, not on a link that has gone.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <>
      <span id="top-of-page" tabIndex={-1} className="sr-only">
        Top of page
      </span>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-stretch print:hidden">
        <FloatingActions />
        {pathname === pathOf("home") ? null : <AdmissionsBanner />}
      </div>
    </>
  );
}

export default function App() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteLayout>
      <div className="page-container py-24 text-center">
        <h1 className="text-3xl font-bold">{notFound ? "Page Not Found" : "Something went wrong"}</h1>
        <p className="mt-4 text-lg">
          {notFound
            ? "Oops! The page you are looking for does not exist or has been moved."
            : "Sorry, this page could not be shown. Please try again, or start again from the home page."}
        </p>
        <LinkButton to={pathOf("home")} className="mt-8">
          Go Home
        </LinkButton>
      </div>
    </SiteLayout>
  );
}
