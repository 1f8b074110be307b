import type { NewsArticle, SpecialAnnouncement, WithContext } from "schema-dts";
import { nairobiIso } from "~/shared/nairobi-time";

/**
 * A notice's JSON-LD: a `NewsArticle`, or a `SpecialAnnouncement` for one marked urgent (what
 * search engines show for a closure or a postponed opening), published by the school
 * (src/features/page-content/structured-data.ts, `schoolId`). An expired urgent notice is an article again: it
 * announces nothing any more.
 */

export interface NoticeFacts {
  title: string;
  summary: string;
  /** Year-month-day, a Nairobi day. */
  date: string;
  category: string;
  urgent?: boolean;
  removeAfter?: string;
  /** Absolute address of the notice's page. */
  url: string;
  /** Absolute address of its share picture. */
  image: string;
  /** Absolute addresses of its PDFs. */
  attachments: readonly string[];
}

export function noticeData(notice: NoticeFacts, school: { id: string; name: string }, expired: boolean): WithContext<NewsArticle> | WithContext<SpecialAnnouncement> {
  const publisher = { "@type": "School" as const, "@id": school.id, name: school.name };
  const common = {
    "@context": "https://schema.org" as const,
    name: notice.title,
    description: notice.summary,
    url: notice.url,
    datePublished: nairobiIso(notice.date),
    image: notice.image,
    ...(notice.attachments.length > 0 ? { associatedMedia: notice.attachments.map((contentUrl) => ({ "@type": "MediaObject" as const, contentUrl, encodingFormat: "application/pdf" })) } : {}),
  };
  if (notice.urgent && !expired) {
    return {
      ...common,
      "@type": "SpecialAnnouncement",
      text: notice.summary,
      announcementLocation: { "@type": "School", "@id": school.id, name: school.name },
      ...(notice.removeAfter ? { expires: nairobiIso(notice.removeAfter, "23:59:59") } : {}),
    };
  }
  return { ...common, "@type": "NewsArticle", headline: notice.title, articleSection: notice.category, author: publisher, publisher };
}
