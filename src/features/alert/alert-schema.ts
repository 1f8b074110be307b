import { z } from "zod";
import type { DeepReadonly } from "~/shared/deep-readonly";
import { publishedFilePaths } from "../../config/published-files";
import { routeIds, routeTable, type RouteEntry } from "../../config/route-table";
import { nairobiTime } from "./alert-window";

/**
 * src/data/alert.json: the school's alert, shown at the top of every page between its start and
 * its end (docs/decisions/038-alert-banner.md). Checked at build (src/facts/validate-content.build.ts)
 * and by the editor's form (keystatic.config.ts, Alert banner).
 */

/** Every address the site answers at, as the content check knows them (src/integrations/content-check.ts). */
const sitePaths: ReadonlySet<string> = new Set([
  ...routeIds.flatMap((id) => {
    const entry: RouteEntry = routeTable[id];
    return [entry.path, ...(entry.aliases ?? [])];
  }),
  ...publishedFilePaths,
]);

const kenyaTime = (title: string, example: string) =>
  z
    .string()
    .refine((text) => nairobiTime(text) !== undefined, "must be a date and time in Kenya, like 2026-11-25 07:30")
    .meta({ title, description: `Year-month-day, then the time on the 24-hour clock, in Kenya: ${example}.` });

const linkTarget = z
  .string()
  .min(1, "must not be empty")
  .superRefine((target, ctx) => {
    if (target.startsWith("https://")) {
      if (!URL.canParse(target)) ctx.addIssue({ code: "custom", message: "must be a whole web address, like https://www.example.org/notice" });
      return;
    }
    if (!target.startsWith("/") || target.startsWith("//")) {
      ctx.addIssue({ code: "custom", message: "must be a page of the site (/terms) or a web address starting https://" });
      return;
    }
    const path = target.replace(/[?#].*$/, "") || "/";
    if (sitePaths.has(path)) return;
    const sameButCase = [...sitePaths].find((p) => p.toLowerCase() === path.toLowerCase());
    ctx.addIssue({ code: "custom", message: `no page of the site has this address${sameButCase ? ` (did you mean ${sameButCase}?)` : ""}` });
  })
  .meta({ title: "Goes to", description: "A page of the site (/terms) or a web address (https://…)." });

/** The alert's words, in English or in Kiswahili: the same rules for both. */
const alertMessage = (title: string, description: string) =>
  z.string().min(10, "must be at least 10 letters").max(280, "must be at most 280 letters: put the rest on a page and link to it").meta({ title, description });

const linkWords = (title: string, description: string) => z.string().min(2, "must be at least 2 letters").meta({ title, description });

export const alertLevels = ["information", "warning", "urgent"] as const;
export type AlertLevel = (typeof alertLevels)[number];

export const alertSchema = z.object({
  message: alertMessage("Message", "One or two sentences, as parents should read them: Reopening is moved to Monday 8 January."),
  // The same message in Kiswahili, for the Kiswahili pages (/sw/…; docs/decisions/063): beside the
  // English, the level, link and window kept once. Without it a Kiswahili page shows the English.
  sw: z
    .object({ message: alertMessage("Message, in Kiswahili", "The same message as parents read it in Kiswahili: Shule itafunguliwa Jumatatu tarehe 8 Januari.") })
    .optional()
    .meta({ title: "Kiswahili", description: "Optional: the message in Kiswahili, shown on the Kiswahili pages (/sw/…). Without it they show the English." }),
  level: z.enum(alertLevels).meta({
    title: "Level",
    description: "Written before the message (Urgent: …), and its colour.",
    optionLabels: { information: "Information", warning: "Warning", urgent: "Urgent" },
  }),
  link: z
    .object({
      label: linkWords("Words of the link", "What the link says: Read the notice."),
      // Its words in Kiswahili, for the Kiswahili pages; without them the link says the English there.
      sw: z
        .object({ label: linkWords("Words of the link, in Kiswahili", "What the link says on the Kiswahili pages: Soma tangazo.") })
        .optional()
        .meta({ title: "Kiswahili", description: "Optional: the link's words in Kiswahili." }),
      to: linkTarget,
    })
    .optional()
    .meta({ title: "Link", description: "Optional: a page with more." }),
  window: z
    .object({
      start: kenyaTime("Shows from", "2026-11-25 07:00"),
      end: kenyaTime("Shows until", "2026-11-26 18:00"),
    })
    .superRefine((window, ctx) => {
      const start = nairobiTime(window.start);
      const end = nairobiTime(window.end);
      if (start !== undefined && end !== undefined && end <= start) ctx.addIssue({ code: "custom", path: ["end"], message: "must be after the start" });
    })
    .meta({
      title: "When it shows",
      description: "The alert shows on every page from the first time to the second. To take it down, set 'Shows until' to a time already past.",
    }),
});

export type SiteAlert = DeepReadonly<z.output<typeof alertSchema>>;
