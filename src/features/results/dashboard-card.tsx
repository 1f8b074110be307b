import type { z } from "zod";
import type { dashboardSchema } from "~/config/site-schema";

/** A dashboard as the site configuration describes it (any such, not only the ones configured today). */
export type Dashboard = Readonly<z.output<typeof dashboardSchema>>;

const aspectClass = { "16:10": "aspect-[16/10]", "16:9": "aspect-video" } as const;

const frameClass = "absolute inset-0 size-full border-0 bg-white";

/**
 * One results dashboard (docs/site.md, Results): 'Loading dashboard...' with a spinner, then the
 * frame, or 'Unable to load dashboard' with no retry. The page's script takes the loading message
 * away when the dashboard settles, puts the failure message from its <template> in its place if
 * it failed, and adds the frame from its <template> once the host answers (shown when it has
 * loaded: `data-loaded`). With JavaScript off the frame is shown
 * directly (the <noscript> copy covers the spinner).
 */
export function DashboardCard({ dashboard }: { dashboard: Dashboard }) {
  const frameTitle = `${dashboard.title} (results dashboard)`;

  return (
    <li className="card overflow-hidden p-0" data-year={dashboard.year} data-dashboard="">
      <div className="flex items-center gap-3 p-5">
        <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800">{dashboard.year}</span>
        <h3 className="pt-0 text-lg font-semibold text-brand-900">{dashboard.title}</h3>
      </div>
      {dashboard.description ? <p className="px-5 pb-4 text-slate-700">{dashboard.description}</p> : null}
      <div
        className={`relative ${aspectClass[dashboard.aspectRatio]} border-t border-slate-200 bg-slate-50`}
        data-frame-box=""
      >
        <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
          <div data-when="loading" className="contents">
            <span className="size-10 rounded-full border-4 border-brand-100 border-t-brand-700 motion-safe:animate-spin" aria-hidden="true" />
            <p className="font-medium text-slate-700">Loading dashboard...</p>
          </div>
          <template data-when="failed">
            <svg viewBox="0 0 24 24" className="size-10 text-slate-500" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M2 8.8a15 15 0 0 1 4.2-2.6M9.8 5.1A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 3.3-2M15 10.6a10 10 0 0 1 4 1.9M8.5 16.1a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
            </svg>
            <p className="font-semibold text-brand-900">Unable to load dashboard</p>
            <p className="text-slate-700">Please check your connection and try again</p>
          </template>
        </div>
        <template data-frame="">
          <iframe src={dashboard.embedUrl} title={frameTitle} loading="lazy" className={`${frameClass} opacity-0 data-loaded:opacity-100`} />
        </template>
        <noscript>
          <iframe src={dashboard.embedUrl} title={frameTitle} loading="lazy" className={frameClass} />
        </noscript>
      </div>
    </li>
  );
}
