import { downloadSizeMark } from "~/features/offline/download-size";
import type { Language } from "~/config/languages";
import { uiWordsOf } from "../kiswahili/ui-words";

/**
 * `<KeepOffline />`: the button that downloads the pages a parent reads with no connection (the
 * fees, the term dates, the way to the school and the portals: src/features/offline/offline-pages.ts), on
 * /offline and on the fee pages (docs/site.md, Offline reading). It shows what pressing it costs
 * ('(about 60 KB)', measured and written in at build by src/integrations/offline-app.ts) and, in a
 * status line read out as it changes, what happened.
 *
 * Its script is src/features/offline/browser/keep-offline.ts; the words it shows are here, on the element.
 * `{date}` is the day the pages were saved. Without JavaScript nothing can be kept, so it is not
 * shown (`noscript:hidden`, a CSS media query: nothing moves when the script runs).
 */
export function KeepOffline({ language = "en" }: { language?: Language }) {
  const words = uiWordsOf(language).offline;
  return (
    <div
      data-keep-offline=""
      data-working={words.working}
      data-done={words.done}
      data-failed={words.failed}
      className="my-6 space-y-3 noscript:hidden print:hidden"
    >
      <button type="button" className="btn-secondary text-center">
        {/* One run of text, so a narrow screen wraps it as words, not as two columns. */}
        <span>
          {`${words.keep} `}
          <span {...{ [downloadSizeMark]: "" }} />
        </span>
      </button>
      <p role="status" className="text-base text-slate-700" />
    </div>
  );
}
