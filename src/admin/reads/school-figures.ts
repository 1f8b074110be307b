/**
 * The school's figures as the web admin's editor receives them (docs/decisions/060, 062): the
 * report `npm run report -- --json` prints, one shape for every reader, and how the Node server
 * hands it to the editor's pages. The server reads its database (server/stats/stats-report.ts) and
 * puts `SchoolFigures` in each editor request's `Astro.locals` (server/editor.ts); the pages only
 * draw it. `npm run admin` on one computer has no server behind it, so no figures.
 *
 * No imports: the server runs this file as it is (Node strips its types).
 */

/** The report of the last `days` days, in Kenya, today included. The shape is kept stable: tests and other tools read it. */
export interface StatsReport {
  days: number;
  pages: { path: string; reads: number }[];
  sources: { source: string; reads: number }[];
  devices: { phone: number; tablet: number; computer: number };
  searches: { query: string; days: number }[];
  notices: { path: string; sent: number; accepted: number; removed: number; failed: number; opened: number; reads: number }[];
}

/** The report, or why there is none (counting off, or nothing written yet), in the web admin's words. */
export type FiguresAnswer = { report: StatsReport } | { off: string };

/** What the Node server's editor pages are handed. */
export interface SchoolFigures {
  report(days: number): FiguresAnswer;
}

/** Its name in `Astro.locals`. */
export const schoolFiguresLocal = "schoolFigures";

/** The figures the server handed this request; undefined with no server (npm run admin, a development server). */
export function schoolFiguresOf(locals: object): SchoolFigures | undefined {
  const figures = (locals as Record<string, unknown>)[schoolFiguresLocal] as Partial<SchoolFigures> | undefined;
  return typeof figures?.report === "function" ? (figures as SchoolFigures) : undefined;
}
