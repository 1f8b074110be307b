/** The results page's year filter (docs/site.md, Results): 'all' by default, or one year present in the list. */

export type YearChoice = "all" | number;

interface HasYear {
  readonly year: number;
}

/** 'all' first, then each year that has a dashboard, once, newest first. */
export function yearOptions(dashboards: readonly HasYear[]): YearChoice[] {
  const years = [...new Set(dashboards.map((d) => d.year))].sort((a, b) => b - a);
  return ["all", ...years];
}

export function matchesYear(dashboard: HasYear, choice: YearChoice): boolean {
  return choice === "all" || dashboard.year === choice;
}

/** The <select>'s string value back to a choice; anything unknown falls back to 'all'. */
export function parseYearChoice(value: string, options: readonly YearChoice[]): YearChoice {
  const year = Number(value);
  return options.includes(year) ? year : "all";
}

/** The line under the filter: 'Showing {n} of {total} dashboards'. */
export function shownCountText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} dashboards`;
}
