import { z } from "zod";

/**
 * What the site may send to parents' phones (docs/decisions/055-web-push-from-the-school-server.md):
 * the notices and the school's alert of the live build, written by the build beside
 * site-manifest.json (the "push messages" finishing step, src/integrations/finishing-steps.ts) and
 * read by `npm run push:send` (server/push/push-run.ts), which sends each one once, ever.
 */

/** Its name in the build's folder, beside site-manifest.json (not published: the server reads it). */
export const pushMessagesFileName = "push-messages.json";

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export const pushMessageSchema = z.strictObject({
  /** `notice/<file name>`, or `alert/<short name of its content>` (a changed alert is a new message). */
  id: z.string().regex(/^(notice|alert)\/[\w.-]{1,120}$/),
  kind: z.enum(["notice", "alert"]),
  /** The notification's title as the phone shows it. */
  title: z.string().min(1),
  /** Its one line: the notice's summary, the alert's message. */
  summary: z.string().min(1),
  /** The page a tap opens, on the site. */
  path: z.string().regex(/^\/(?![/\\])\S*$/),
  urgent: z.boolean(),
  /** The notice's day; the alert's first day. Year-month-day, in Kenya. */
  date: z.string().regex(isoDay),
  /** A notice past this day (in Kenya) has left the lists: it is no longer sent. */
  removeAfter: z.string().regex(isoDay).optional(),
  /** The alert's window: it is sent once it has opened, and not once it has closed. */
  window: z.strictObject({ startMs: z.number().int(), endMs: z.number().int() }).optional(),
  /**
   * The notice in Kiswahili, when its src/content/sw/notices/ file is written: what a phone
   * subscribed from a Kiswahili page is sent instead. `title` as the phone shows it, an urgent
   * notice's beginning "Dharura: " (sw.json's notices.urgent); `path` its /sw/ page.
   */
  kiswahili: z
    .strictObject({
      title: z.string().min(1),
      summary: z.string().min(1),
      path: z.string().regex(/^\/sw\/(?![/\\])\S*$/),
    })
    .optional(),
});
export type PushMessage = z.output<typeof pushMessageSchema>;

export const pushMessagesFileSchema = z.strictObject({
  /** The site's address: the notification's link is this and the message's path. */
  siteOrigin: z.url({ protocol: /^https?$/ }),
  messages: z.array(pushMessageSchema),
});
export type PushMessagesFile = z.output<typeof pushMessagesFileSchema>;

/**
 * Whether a message may go out at `nowMs`: a notice until the day after its "remove after" day
 * (in Kenya), the alert from its start to its end. `today` is the Nairobi day of `nowMs`.
 */
export function isDue(message: PushMessage, nowMs: number, today: string): boolean {
  if (message.window) return message.window.startMs <= nowMs && nowMs < message.window.endMs;
  return message.removeAfter === undefined || message.removeAfter >= today;
}
