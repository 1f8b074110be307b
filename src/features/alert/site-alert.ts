import data from "../../data/alert.json" with { type: "json" };
import type { Language } from "../../config/languages";
import { uiWordsOf } from "../kiswahili/ui-words";
import type { AlertLevel, SiteAlert } from "./alert-schema";
import { alertId, alertPhase, nairobiTime, type AlertPhase } from "./alert-window";

/**
 * The school's alert (src/data/alert.json, the editor's Alert banner) as the pages use it: its
 * window as instants, the word of its level, and a short name of its content that a phone keeps
 * once it has announced it (docs/decisions/038-alert-banner.md).
 */
export interface AlertToShow {
  id: string;
  message: string;
  /** On a Kiswahili page, the words written in English (the message when it has no Kiswahili, the link's words): marked lang="en". */
  english?: { message: boolean; link: boolean };
  level: AlertLevel;
  levelWord: string;
  link?: { label: string; to: string };
  startMs: number;
  endMs: number;
}

/**
 * The alert as a page in `language` shows it: on a Kiswahili page its Kiswahili words where it has
 * them, else the English, and its link to the page in that language where there is one
 * (`toLanguage`; docs/decisions/063). An English page shows only the English, as before.
 */
export function alertToShow(alert: SiteAlert, language: Language = "en", toLanguage: (href: string) => string = (href) => href): AlertToShow {
  // The build has checked both times (src/facts/validate-content.build.ts): they name instants.
  const startMs = nairobiTime(alert.window.start)!;
  const endMs = nairobiTime(alert.window.end)!;
  const inKiswahili = language === "sw";
  const kiswahili = { message: inKiswahili ? alert.sw?.message : undefined, link: inKiswahili ? alert.link?.sw?.label : undefined };
  const message = kiswahili.message ?? alert.message;
  const link = alert.link ? { label: kiswahili.link ?? alert.link.label, to: toLanguage(alert.link.to) } : undefined;
  const words = uiWordsOf(language).alert;
  const levelWords: Readonly<Record<AlertLevel, string>> = { information: words.levelInformation, warning: words.levelWarning, urgent: words.levelUrgent };
  return {
    // Named by the words shown: a phone announces the Kiswahili once too, and an English page's name is as it was.
    id: alertId([message, alert.level, link?.label ?? "", alert.link?.to ?? "", String(startMs), String(endMs)]),
    message,
    ...(inKiswahili ? { english: { message: kiswahili.message === undefined, link: link !== undefined && kiswahili.link === undefined } } : {}),
    level: alert.level,
    levelWord: levelWords[alert.level],
    link,
    startMs,
    endMs,
  };
}

/** The alert of the English pages (and of push messages). */
export const siteAlert = alertToShow(data as SiteAlert);

/** The alert as the pages in `language` show it, its link made an address in that language by `toLanguage`. */
export function siteAlertIn(language: Language, toLanguage?: (href: string) => string): AlertToShow {
  return language === "en" ? siteAlert : alertToShow(data as SiteAlert, language, toLanguage);
}

/** Where the alert stands when a page is built at `nowMs` (the build's clock): shown, built in hidden (to show at its start), or left out. */
export function alertPhaseAtBuild(nowMs: number): AlertPhase {
  return alertPhase(nowMs, siteAlert.startMs, siteAlert.endMs);
}
