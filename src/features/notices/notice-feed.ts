import { nairobiIso } from "~/shared/nairobi-time";

/**
 * The notices as an Atom feed (RFC 4287), for a parent's feed reader: the feed's id, title,
 * updated, author and its links to itself and to /notices; each entry's id, title, updated, link
 * and summary. Made at build from the notices still shown (src/pages/notices.xml.ts).
 */

export interface FeedNotice {
  /** Its page's path: /notices/fee-structure-2026. */
  path: string;
  title: string;
  /** Year-month-day, a Nairobi day. */
  date: string;
  summary: string;
  category: string;
  /** The notice in Kiswahili, when it has it: linked from its entry, marked `hreflang="sw"` (docs/decisions/063). */
  kiswahili?: { readonly path: string; readonly title: string };
}

export interface FeedSite {
  /** https://www.school.example, no slash at the end. */
  origin: string;
  /** The feed's own path: /notices.xml. */
  feedPath: string;
  /** The page listing the same notices: /notices. */
  listPath: string;
  title: string;
  /** The school, as the feed's author. */
  author: { name: string; email?: string };
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xmlText = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]!);

/**
 * The feed's `updated`: its newest entry's day, or, with no entry, the day the feed was made
 * (RFC 4287 requires the element). A feed whose notices do not change keeps the same text, so
 * a rebuild does not show it as new.
 */
function feedUpdated(notices: readonly FeedNotice[], today: string): string {
  const newest = notices.reduce<string | undefined>((latest, notice) => (latest === undefined || notice.date > latest ? notice.date : latest), undefined);
  return nairobiIso(newest ?? today);
}

/** `notices`: newest first, as shown. `today`: the Nairobi day of the build. */
export function atomFeed(site: FeedSite, notices: readonly FeedNotice[], today: string): string {
  const email = site.author.email ? `<email>${xmlText(site.author.email)}</email>` : "";
  const entries = notices.map((notice) => {
    const url = `${site.origin}${notice.path}`;
    return [
      "  <entry>",
      `    <id>${xmlText(url)}</id>`,
      `    <title>${xmlText(notice.title)}</title>`,
      `    <updated>${nairobiIso(notice.date)}</updated>`,
      `    <published>${nairobiIso(notice.date)}</published>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
      ...(notice.kiswahili
        ? [`    <link rel="alternate" type="text/html" hreflang="sw" href="${xmlText(site.origin + notice.kiswahili.path)}" title="${xmlText(notice.kiswahili.title)}"/>`]
        : []),
      `    <category term="${xmlText(notice.category)}"/>`,
      `    <summary>${xmlText(notice.summary)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-KE">',
    `  <id>${xmlText(site.origin + site.feedPath)}</id>`,
    `  <title>${xmlText(site.title)}</title>`,
    `  <updated>${feedUpdated(notices, today)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(site.origin + site.feedPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(site.origin + site.listPath)}"/>`,
    `  <author><name>${xmlText(site.author.name)}</name>${email}</author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
