import { useSyncExternalStore } from "react";
import { formatLongDate, isoLocalDate } from "~/lib/long-date";

const noChanges = () => () => {};
const todayOnClient = () => isoLocalDate(new Date());
const unknownOnServer = () => null;

/**
 * 'Last updated: <the viewer's date>' (SPEC.md §2.12). The prerendered HTML cannot know the
 * reader's date, so it says 'today'; after hydration React swaps in the date without a
 * hydration mismatch (the server snapshot is used for the first client render).
 */
export function LastUpdated() {
  const today = useSyncExternalStore(noChanges, todayOnClient, unknownOnServer);
  return (
    <p className="w-full text-base text-slate-700">
      <span className="font-semibold text-brand-900">Last updated:</span>{" "}
      {today ? <time dateTime={today}>{formatLongDate(new Date(`${today}T00:00:00`))}</time> : "today"}
    </p>
  );
}
