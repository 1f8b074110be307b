import { useEffect, useState } from "react";

/**
 * 'Print this checklist': shown only once the page is interactive, because printing needs
 * JavaScript; without it the browser's own Print menu still gives the print layout.
 */
export function PrintButton({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" className="btn-secondary print:hidden" onClick={() => window.print()}>
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
        <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z" />
      </svg>
      {label}
    </button>
  );
}
