import { pushAnswerWords, pushStatusWords } from "./push-offer-words";
import type { PageLanguage } from "../kiswahili/page-language";

interface PushOfferProps {
  /** Names its two choices apart from another offer on the same page (the footer's). */
  id: string;
  /** On the footer's green: light words. */
  onDark?: boolean;
  /** A Kiswahili page's offer speaks Kiswahili, and its subscription asks for notices in Kiswahili. */
  language?: PageLanguage;
}

/**
 * "Get urgent notices on this phone" (docs/site.md, Notices on this phone; docs/decisions/055), in a
 * build that offers it: on /notices, on each notice's page and in the footer's help. The parent
 * chooses urgent notices only (the default) or every notice, then taps. Nothing is fetched and no
 * permission is asked until that tap: the page's script only shows the state this phone is in
 * (src/features/push/browser/push-offer-glue.ts), and fetches the button's own script when tapped
 * (src/features/push/browser/push-offer.ts). Without JavaScript it is not shown (`noscript:hidden`).
 */
export function PushOffer({ id, onDark = false, language }: PushOfferProps) {
  const name = `${id}-notices`;
  const kiswahili = language?.language === "sw" ? language.words.push : undefined;
  const words = kiswahili ?? { ...pushStatusWords, ...pushAnswerWords, legend: "Notices on this phone", urgentOnly: "Urgent notices only", every: "Every notice" };
  return (
    <div
      data-push-offer=""
      data-stop={words.stopLabel}
      data-on-urgent={words.onUrgent}
      data-on-every={words.onEvery}
      data-failed={words.failed}
      // On a Kiswahili page: the language of the notices asked for, and the button's answers in it (the script's own are English).
      data-lang={kiswahili ? "sw" : undefined}
      data-answers={kiswahili ? JSON.stringify(kiswahili) : undefined}
      className={`my-6 space-y-3 noscript:hidden print:hidden ${onDark ? "text-slate-200" : "text-slate-700"}`}
    >
      <fieldset data-push-choice="" className="space-y-1">
        <legend className={`font-semibold ${onDark ? "text-white" : "text-brand-900"}`}>{words.legend}</legend>
        <label className="flex min-h-8 items-center gap-2">
          <input type="radio" name={name} value="urgent" defaultChecked />{` ${words.urgentOnly}`}
        </label>
        <label className="flex min-h-8 items-center gap-2">
          <input type="radio" name={name} value="every" />{` ${words.every}`}
        </label>
      </fieldset>
      <button type="button" className="btn-secondary text-center">
        {words.startLabel}
      </button>
      <p role="status" className="text-base" />
    </div>
  );
}
