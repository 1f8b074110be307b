import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { site } from "../../config/site";
import { siteAlert, type AlertToShow } from "../alert/site-alert";
import { localePath } from "../../config/languages";
import { uiWordsOf } from "../kiswahili/ui-words";
import { collectionFiles, collectionPagePath, kiswahiliNoticeWords } from "../page-content/site-pages.build";
import { nairobiDay } from "~/shared/nairobi-time";
import { pushMessagesFileName, type PushMessage, type PushMessagesFile } from "./push-messages";

/**
 * What this build may send to parents' phones (src/features/push/push-messages.ts): every notice,
 * urgent or not, and the school's alert. Which of them goes out, and when, `npm run push:send`
 * decides on the server: each once, an alert once its window opens, nothing expired.
 */

/** The alert as a message: the page its link leads to if it is one of the site's, else the home page, where the banner is. */
export function alertMessage(alert: AlertToShow, shortName: string): PushMessage {
  return {
    id: `alert/${alert.id}`,
    kind: "alert",
    title: `${alert.levelWord}: ${shortName}`,
    summary: alert.message,
    path: alert.link?.to.startsWith("/") ? alert.link.to : "/",
    // Whatever its level, the school's alert goes to every subscribed phone.
    urgent: true,
    date: nairobiDay(new Date(alert.startMs)),
    window: { startMs: alert.startMs, endMs: alert.endMs },
  };
}

/** A notice's Kiswahili, when its words are written: its title as the phone shows it ("Dharura: " before an urgent one's), its summary and its /sw/ page. */
function kiswahiliOf(file: string, urgent: boolean, root: string): Pick<PushMessage, "kiswahili"> {
  const words = kiswahiliNoticeWords(file, root);
  if (!words) return {};
  const title = urgent ? `${uiWordsOf("sw").notices.urgent}: ${words.title}` : words.title;
  return { kiswahili: { title, summary: words.summary, path: localePath(collectionPagePath("notices", file), "sw") } };
}

/** The file's content: the notices of `root`'s src/content/notices/, in file-name order, each with its Kiswahili if written, then the alert. */
export function pushMessagesOf(root: string, alert: AlertToShow = siteAlert): PushMessagesFile {
  const notices = collectionFiles("notices", root).map(
    ({ file, data }): PushMessage => ({
      id: `notice/${file}`,
      kind: "notice",
      title: data.title,
      summary: data.summary,
      path: collectionPagePath("notices", file),
      urgent: data.urgent === true,
      date: data.date,
      ...(data.removeAfter ? { removeAfter: data.removeAfter } : {}),
      ...kiswahiliOf(file, data.urgent === true, root),
    }),
  );
  return { siteOrigin: site.siteOrigin, messages: [...notices, alertMessage(alert, site.shortName)] };
}

/** Writes it beside site-manifest.json, outside the published files; returns a line for the build log. */
export function writePushMessages(clientDir: string, root = process.cwd()): string {
  const file = pushMessagesOf(root);
  writeFileSync(join(dirname(clientDir), pushMessagesFileName), `${JSON.stringify(file, null, 2)}\n`);
  const urgent = file.messages.filter((message) => message.kind === "notice" && message.urgent).length;
  return `${pushMessagesFileName} written: ${file.messages.length - 1} notices (${urgent} urgent) and the alert`;
}
