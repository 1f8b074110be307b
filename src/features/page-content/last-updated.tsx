/**
 * 'Last updated: <the viewer's date>' (docs/site.md, Legal pages). The page is made at build, so
 * it says 'today' until src/features/page-content/browser/todays-date.ts writes the reader's date in a <time>. The
 * word is plain text, not a <time>: a time element holds a date, in its text or its datetime, and
 * the build cannot know the reader's.
 */
export function LastUpdated() {
  return (
    <p className="w-full text-base text-slate-700">
      <span className="font-semibold text-brand-900">Last updated:</span> <span data-today="">today</span>
    </p>
  );
}
