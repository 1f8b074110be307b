import type { Language } from "~/config/languages";
import type { AlertToShow } from "~/features/alert/site-alert";
import type { AlertLevel } from "~/features/alert/alert-schema";
import { uiWordsOf } from "~/features/kiswahili/ui-words";
import { SmartLink } from "~/shared/smart-link";

/**
 * Each level's colours, every pair at 4.5:1 or better (WCAG AA; the words and the link alike),
 * and a border of its own; the level is also written before the message, never shown by colour
 * alone. On the urgent red the focus ring is white: the site's gold ring would be too faint there.
 */
const levelStyles: Record<AlertLevel, string> = {
  information: "border-sky-700 bg-sky-50 text-ink",
  warning: "border-amber-600 bg-amber-100 text-ink",
  urgent: "border-red-950 bg-red-800 text-white [&_a:focus-visible]:outline-white",
};

interface AlertBannerProps {
  alert: AlertToShow;
  /** Built inside its window: shown. Built before it: in the page, hidden, for the page's script to show at its start. */
  shownAtBuild: boolean;
  /** The page's: its name for the region (the alert itself comes in the page's language, site-alert.ts). */
  language?: Language;
}

/**
 * The school's alert, at the top of every page between its start and its end
 * (docs/decisions/038-alert-banner.md). Plain markup made at build, in the flow above the sticky
 * header, so it takes its place before the first paint and moves nothing after. The page's script
 * (src/features/alert/browser/site-alert.ts) hides it at its end, shows a hidden one at its start, and puts
 * its words once in the live region below, the first time this phone sees this alert.
 */
export function AlertBanner({ alert, shownAtBuild, language = "en" }: AlertBannerProps) {
  return (
    <section
      aria-label={uiWordsOf(language).alert.region}
      hidden={!shownAtBuild}
      data-site-alert={alert.id}
      data-start={alert.startMs}
      data-end={alert.endMs}
      className={`border-b-4 print:hidden ${levelStyles[alert.level]}`}
    >
      <div className="page-container py-2.5 text-sm sm:text-base">
        <p>
          {/* English inside a Kiswahili page is marked, so a screen reader reads it as English. */}
          <strong>{alert.levelWord}:</strong> {alert.english?.message ? <span lang="en">{alert.message}</span> : alert.message}
          {alert.link ? (
            <>
              {" "}
              <SmartLink to={alert.link.to} className="font-semibold underline" lang={alert.english?.link ? "en" : undefined}>
                {alert.link.label}
              </SmartLink>
            </>
          ) : null}
        </p>
        {/* Empty in the page; filled once by the script, so the alert is announced once, not at every page. */}
        <p role="status" className="sr-only" data-alert-announcer="" />
      </div>
    </section>
  );
}
