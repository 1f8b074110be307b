import { pushAnswerWords, pushStatusWords } from "./push-offer-words";

interface PushOfferProps {
  /** Names its two choices apart from another offer on the same page (the footer's). */
  id: string;
  /** On the footer's green: light words. */
  onDark?: boolean;
}

/**
 * "Get urgent notices on this phone" (docs/site.md, Notices on this phone; docs/decisions/055), in a
 * build that offers it: on /notices, on each notice's page and in the footer's help. The parent
 * chooses urgent notices only (the default) or every notice, then taps. Nothing is fetched and no
 * permission is asked until that tap: the page's script only shows the state this phone is in
 * (src/features/push/browser/push-offer-glue.ts), and fetches the button's own script when tapped
 * (src/features/push/browser/push-offer.ts). Without JavaScript it is not shown (`noscript:hidden`).
 */
export function PushOffer({ id, onDark = false }: PushOfferProps) {
  const name = `${id}-notices`;
  return (
    <div
      data-push-offer=""
      data-stop={pushStatusWords.stopLabel}
      data-on-urgent={pushStatusWords.onUrgent}
      data-on-every={pushStatusWords.onEvery}
      data-failed={pushAnswerWords.failed}
      className={`my-6 space-y-3 noscript:hidden print:hidden ${onDark ? "text-slate-200" : "text-slate-700"}`}
    >
      <fieldset data-push-choice="" className="space-y-1">
        <legend className={`font-semibold ${onDark ? "text-white" : "text-brand-900"}`}>Notices on this phone</legend>
        <label className="flex min-h-8 items-center gap-2">
          <input type="radio" name={name} value="urgent" defaultChecked /> Urgent notices only
        </label>
        <label className="flex min-h-8 items-center gap-2">
          <input type="radio" name={name} value="every" /> Every notice
        </label>
      </fieldset>
      <button type="button" className="btn-secondary text-center">
        {pushStatusWords.startLabel}
      </button>
      <p role="status" className="text-base" />
    </div>
  );
}
