import data from "../../data/alert.json" with { type: "json" };
import { alertLevelWords, type AlertLevel, type SiteAlert } from "./alert-schema";
import { alertId, alertPhase, nairobiTime, type AlertPhase } from "./alert-window";

/**
 * The school's alert (src/data/alert.json, the editor's Alert banner) as the pages use it: its
 * window as instants, the word of its level, and a short name of its content that a phone keeps
 * once it has announced it (docs/decisions/038-alert-banner.md).
 */
export interface AlertToShow {
  id: string;
  message: string;
  level: AlertLevel;
  levelWord: string;
  link?: { label: string; to: string };
  startMs: number;
  endMs: number;
}

export function alertToShow(alert: SiteAlert): AlertToShow {
  // The build has checked both times (src/facts/validate-content.build.ts): they name instants.
  const startMs = nairobiTime(alert.window.start)!;
  const endMs = nairobiTime(alert.window.end)!;
  return {
    id: alertId([alert.message, alert.level, alert.link?.label ?? "", alert.link?.to ?? "", String(startMs), String(endMs)]),
    message: alert.message,
    level: alert.level,
    levelWord: alertLevelWords[alert.level],
    link: alert.link ? { ...alert.link } : undefined,
    startMs,
    endMs,
  };
}

export const siteAlert = alertToShow(data as SiteAlert);

/** Where the alert stands when a page is built at `nowMs` (the build's clock): shown, built in hidden (to show at its start), or left out. */
export function alertPhaseAtBuild(nowMs: number): AlertPhase {
  return alertPhase(nowMs, siteAlert.startMs, siteAlert.endMs);
}
