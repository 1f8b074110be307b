// With its extension: the server (npm run push:send) runs this file as it is, with Node.
import { htmlLang, type Language } from "../../config/languages.ts";
import type { PushMessage } from "./push-messages";

/**
 * The payload of a push message: Declarative Web Push (WebKit's explainer, Safari 18.4), a JSON
 * object the browser can show by itself even if no service worker runs, and which the site's
 * worker shows the same way (src/features/offline/browser/service-worker.ts). Kept well under
 * 2 KB, so it costs a phone about a kilobyte with its encryption and headers.
 */

/** The magic number that marks a declarative push message. */
export const declarativePushMark = 8030;
/** The most a payload may weigh, as JSON in UTF-8. */
export const maxPayloadBytes = 2048;
/** The longest title and body put in a notification: a phone shows less anyway. */
const longest = { title: 120, body: 400 } as const;

export interface DeclarativePush {
  web_push: typeof declarativePushMark;
  notification: {
    title: string;
    body: string;
    /** The page a tap opens: an https address of the site. */
    navigate: string;
    /** One per message: a phone that has it already shows it once, not twice. */
    tag: string;
    lang: string;
  };
}

function shortened(text: string, most: number): string {
  const characters = [...text];
  return characters.length <= most ? text : `${characters.slice(0, most - 1).join("").trimEnd()}…`;
}

/**
 * The notification a message makes, in `language` when the message has it (a notice whose
 * Kiswahili is written), else in English: the browser shows it by itself, so the server chooses.
 * An urgent notice's English title begins "Urgent: " (the alert's title says its level already;
 * the Kiswahili title has its "Dharura: " from the build).
 */
export function declarativePush(message: Pick<PushMessage, "id" | "kind" | "title" | "summary" | "path" | "urgent" | "kiswahili">, siteOrigin: string, language: Language = "en"): DeclarativePush {
  const kiswahili = language === "sw" ? message.kiswahili : undefined;
  const title = kiswahili ? kiswahili.title : message.kind === "notice" && message.urgent ? `Urgent: ${message.title}` : message.title;
  return {
    web_push: declarativePushMark,
    notification: {
      title: shortened(title, longest.title),
      body: shortened(kiswahili?.summary ?? message.summary, longest.body),
      navigate: new URL(kiswahili?.path ?? message.path, siteOrigin).href,
      tag: message.id,
      lang: htmlLang[kiswahili ? "sw" : "en"],
    },
  };
}

/** What a worker shows for a payload: its title, body, tag, language and the path a tap opens; undefined if it is not one of ours. */
export function notificationOf(data: unknown): { title: string; body: string; tag: string; lang: string; path: string } | undefined {
  const notification = (data as Partial<DeclarativePush> | null)?.notification;
  if ((data as Partial<DeclarativePush> | null)?.web_push !== declarativePushMark || !notification) return undefined;
  const { title, body, tag, navigate, lang } = notification;
  if (typeof title !== "string" || typeof navigate !== "string" || !URL.canParse(navigate)) return undefined;
  const url = new URL(navigate);
  return {
    title,
    body: typeof body === "string" ? body : "",
    tag: typeof tag === "string" ? tag : navigate,
    lang: typeof lang === "string" && lang.length <= 35 ? lang : htmlLang.en,
    path: `${url.pathname}${url.search}${url.hash}`,
  };
}
