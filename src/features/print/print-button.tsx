/**
 * 'Print this checklist': hidden until the page's script shows it (src/layouts/browser/page-enhancements.ts), because
 * printing from a button needs JavaScript; without it the browser's own Print menu still gives
 * the print layout.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" hidden data-print="" className="btn-secondary print:hidden">
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
        <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z" />
      </svg>
      {label}
    </button>
  );
}
