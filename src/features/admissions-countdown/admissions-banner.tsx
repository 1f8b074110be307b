import { useEffect, useState } from "react";
import { formatDeadline, progressPercent, timeLeft } from "~/features/admissions-countdown/countdown";
import { readStored, writeStored } from "~/shared/safe-storage";
import { SmartLink } from "~/shared/smart-link";

const TICK_MS = 1000;

const collapseButtons = [
  { label: "Minimize admissions banner", icon: "M5 10h10" },
  { label: "Close admissions banner", icon: "M5 5l10 10M15 5 5 15" },
];

interface AdmissionsBannerProps {
  /** From the configuration (src/config/site.ts, admissionsCountdown), passed in by the page. */
  start: string;
  deadline: string;
  storageKey: string;
  /** The registration service's address (the island gets it ready-made, not the whole configuration). */
  applyUrl: string;
}

/**
 * The admissions countdown (docs/site.md, Admissions countdown). It depends on the viewer's
 * clock, so it renders nothing until it runs in the browser (an island, hydrated after the
 * page has loaded, and never after the deadline); it sits in the fixed bottom bar, so
 * appearing moves nothing on the page.
 */
export function AdmissionsBanner({ start, deadline, storageKey, applyUrl }: AdmissionsBannerProps) {
  const [now, setNow] = useState<number | null>(null);
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    setCollapsed(readStored(storageKey) === "1");
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [storageKey]);

  const deadlineMs = Date.parse(deadline);
  const left = now === null ? null : timeLeft(now, deadlineMs);
  if (now === null || left === null) return null;

  const setAndStore = (value: boolean) => {
    setCollapsed(value);
    writeStored(storageKey, value ? "1" : "0");
  };
  const deadlineText = formatDeadline(deadlineMs);

  if (collapsed) {
    return (
      <div className="pointer-events-auto px-3 pb-3">
        <button
          type="button"
          onClick={() => setAndStore(false)}
          aria-expanded="false"
          className="min-h-11 rounded-full bg-brand-900 px-5 font-semibold text-white shadow-lg ring-2 ring-gold-400"
        >
          Grade 7-9 Admissions
        </button>
      </div>
    );
  }

  const progress = progressPercent(now, Date.parse(start), deadlineMs);
  const tiles = [
    { label: "Days", value: left.days },
    { label: "Hours", value: left.hours },
    { label: "Minutes", value: left.minutes },
    { label: "Seconds", value: left.seconds },
  ];

  return (
    <section
      aria-labelledby="admissions-banner-title"
      className="pointer-events-auto border-t-4 border-gold-400 bg-brand-900 text-white shadow-[0_-4px_16px_rgba(0,0,0,0.2)]"
    >
      <div className="page-container flex flex-wrap items-center gap-x-6 gap-y-2 py-2 sm:py-3">
        <div className="min-w-0 flex-1">
          <h2 id="admissions-banner-title" className="text-base font-bold sm:text-lg">
            Grade 7-9 Admissions
          </h2>
          <p className="text-sm text-slate-100">
            Applications close <time dateTime={deadline}>{deadlineText}</time>
          </p>
        </div>
        {/* The ticking digits are read once as a sentence above, not announced every second. */}
        <div className="flex gap-1.5" aria-hidden="true">
          {tiles.map((tile) => (
            <div key={tile.label} className="w-12 rounded-md bg-brand-800 py-1 text-center sm:w-14">
              <span
                key={tile.label === "Seconds" ? tile.value : undefined}
                className={`block font-mono text-lg font-bold tabular-nums ${tile.label === "Seconds" ? "animate-[pulse-tile_220ms_ease-out]" : ""}`}
              >
                {String(tile.value).padStart(2, "0")}
              </span>
              <span className="block text-[0.65rem] uppercase">{tile.label}</span>
            </div>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <SmartLink to={applyUrl} className="btn-gold min-h-10 px-4 py-1.5 text-sm">
            Apply for Grade 7-9
          </SmartLink>
          {/* Minimize and close both collapse the banner to its pill. */}
          {collapseButtons.map((button) => (
            <button
              key={button.label}
              type="button"
              onClick={() => setAndStore(true)}
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-brand-800"
              aria-label={button.label}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
                <path d={button.icon} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ))}
        </div>
        <div
          role="progressbar"
          aria-label="Share of the admissions window that has passed"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          className="h-1.5 w-full overflow-hidden rounded-full bg-brand-800"
        >
          <div className="h-full bg-gold-400" style={{ width: `${progress}%` }} />
        </div>
      </div>
    </section>
  );
}
