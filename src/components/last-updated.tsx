/**
 * 'Last updated: <the viewer's date>' (docs/site.md, Legal pages). The page is made at build,
 * so it says 'today' until src/enhancements/todays-date.ts writes the reader's date.
 */
export function LastUpdated() {
  return (
    <p className="w-full text-base text-slate-700">
      <span className="font-semibold text-brand-900">Last updated:</span> <time data-today="">today</time>
    </p>
  );
}
