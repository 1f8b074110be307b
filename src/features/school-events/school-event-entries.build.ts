import { getCollection, type CollectionEntry } from "astro:content";
import { markdownText } from "../../markdown/markdown-text";
import { buildTime } from "~/shared/build-clock.build";
import { upcomingEvents, type SchoolEvent } from "./school-events";

/**
 * THE SCHOOL EVENTS, from src/content/events/*.mdx (changed in the editor: School events), as the
 * build finds them: only those still to come when the site is built, soonest first. An event whose
 * end (or whose day) has passed in Kenya leaves /events, its JSON-LD and /events.ics at the next
 * build; its file stays until the web admin deletes it (docs/decisions/041).
 */

export interface SchoolEventEntry {
  event: SchoolEvent;
  /** The file, for `render()` to make its words into the page's HTML. */
  entry: CollectionEntry<"events">;
}

const entries = await getCollection("events");
const all = entries.map((entry): SchoolEventEntry => ({ event: { ...entry.data, id: entry.id, text: markdownText(entry.body ?? "") }, entry }));
const upcoming = upcomingEvents(
  all.map((item) => item.event),
  buildTime(),
);

/** The events to come, soonest first, each with its file. */
export const upcomingSchoolEvents: readonly SchoolEventEntry[] = upcoming.map((event) => all.find((item) => item.event === event)!);
