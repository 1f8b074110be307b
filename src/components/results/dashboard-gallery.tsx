import { useId, useState } from "react";
import { matchesYear, parseYearChoice, yearOptions, type YearChoice } from "~/lib/dashboard-filter";
import { DashboardCard, type Dashboard } from "./dashboard-card";

/**
 * The results dashboards with the year filter (docs/site.md, Results): an island, given the
 * dashboards of src/config/site.ts as plain data by the page, so the configuration itself never
 * reaches the browser. Cards that the filter hides stay mounted, so a dashboard already loaded is
 * not fetched again when its year comes back.
 */
export function DashboardGallery({ dashboards }: { dashboards: readonly Dashboard[] }) {
  const options = yearOptions(dashboards);
  const [choice, setChoice] = useState<YearChoice>("all");
  const selectId = useId();
  const shown = dashboards.filter((d) => matchesYear(d, choice)).length;

  return (
    <div className="content-block text-base">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div>
          <label htmlFor={selectId} className="block font-semibold text-brand-900">
            Show results for
          </label>
          <select
            id={selectId}
            value={String(choice)}
            onChange={(event) => setChoice(parseYearChoice(event.target.value, options))}
            className="mt-1 min-h-11 min-w-44 rounded-lg border-2 border-slate-400 bg-white px-3 text-lg"
          >
            {options.map((option) => (
              <option key={option} value={String(option)}>
                {option === "all" ? "All years" : option}
              </option>
            ))}
          </select>
        </div>
        <p aria-live="polite" className="pb-2 text-slate-700">
          Showing {shown} of {dashboards.length} dashboards
        </p>
      </div>
      <ul className="mt-8 grid list-none gap-8 space-y-0 pl-0 lg:grid-cols-2">
        {dashboards.map((dashboard) => (
          <DashboardCard key={dashboard.id} dashboard={dashboard} hidden={!matchesYear(dashboard, choice)} />
        ))}
      </ul>
    </div>
  );
}
