import type { APIRoute } from "astro";
import { publishedFiles } from "../config/published-files";
import { routeTable } from "../config/route-table";
import { site } from "../config/site";
import { buildDay, shownNotices } from "../features/notices/notices.build";
import { atomFeed } from "../features/notices/notice-feed";
import { pageTitle } from "../features/page-content/page-meta";
import { kiswahiliNoticeItems } from "../features/kiswahili/page-language.build";

/**
 * /notices.xml: the notices still shown, as an Atom feed (src/features/notices/notice-feed.ts), made at build.
 * Served as application/atom+xml by the Node server, nginx and static hosts (src/config/published-files.ts).
 */
export const GET: APIRoute = () => {
  const file = publishedFiles.noticesFeed;
  const inKiswahili = kiswahiliNoticeItems(shownNotices);
  const xml = atomFeed(
    {
      origin: site.siteOrigin,
      feedPath: file.path,
      listPath: routeTable.notices.path,
      title: pageTitle("notices"),
      author: { name: site.schoolName, email: site.admissionsEmail },
    },
    // One feed, in English (xml:lang="en-KE"); a notice that has Kiswahili links it, marked as such.
    shownNotices.map((notice, index) => {
      const kiswahili = inKiswahili[index]!;
      return kiswahili.english ? notice : { ...notice, kiswahili: { path: kiswahili.path, title: kiswahili.title } };
    }),
    buildDay,
  );
  return new Response(xml, { headers: { "Content-Type": file.contentType } });
};
