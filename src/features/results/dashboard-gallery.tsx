import { shownCountText, yearOptions } from "~/features/results/dashboard-filter";
import { DashboardCard, type Dashboard } from "./dashboard-card";

/**
 * The results dashboards with the year filter (docs/site.md, Results), drawn at build with every
 * card shown and each one 'Loading dashboard...'; src/features/results/browser/dashboard-gallery.ts runs the
 * filter and loads each dashboard as its card nears the screen. The page hands over the
 * dashboards of src/config/site.ts as plain data.
 */
export function DashboardGallery({ dashboards }: { dashboards: readonly Dashboard[] }) {
  const options = yearOptions(dashboards);
  const selectId = "dashboard-year";

  return (
    <div className="content-block text-base" data-dashboard-gallery="">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div>
          <label htmlFor={selectId} className="block font-semibold text-brand-900">
            Show results for
          </label>
          <select
            id={selectId}
            defaultValue="all"
            data-year-filter=""
            className="mt-1 min-h-11 min-w-44 rounded-lg border-2 border-slate-400 bg-white px-3 text-lg"
          >
            {options.map((option) => (
              <option key={option} value={String(option)}>
                {option === "all" ? "All years" : option}
              </option>
            ))}
          </select>
        </div>
        <p aria-live="polite" className="pb-2 text-slate-700" data-shown-count="">
          {shownCountText(dashboards.length, dashboards.length)}
        </p>
      </div>
      <ul className="mt-8 grid list-none gap-8 space-y-0 pl-0 lg:grid-cols-2">
        {dashboards.map((dashboard) => (
          <DashboardCard key={dashboard.id} dashboard={dashboard} />
        ))}
      </ul>
    </div>
  );
}
