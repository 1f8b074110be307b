import type { APIRoute } from "astro";
import { publishedFiles } from "../config/published-files";
import { routeTable } from "../config/route-table";
import { site } from "../config/site";
import { buildDay, shownNotices } from "../features/notices/notices.build";
import { atomFeed } from "../features/notices/notice-feed";
import { pageTitle } from "../features/page-content/page-meta";

/**
 * /notices.xml: the notices still shown, as an Atom feed (src/features/notices/notice-feed.ts), made at build.
 * Served as application/atom+xml by the Node server, nginx and static hosts (src/config/published-files.ts).
 */
export const GET: APIRoute = () => {
  const file = publishedFiles.noticesFeed;
  const xml = atomFeed(
    {
      origin: site.siteOrigin,
      feedPath: file.path,
      listPath: routeTable.notices.path,
      title: pageTitle("notices"),
      author: { name: site.schoolName, email: site.admissionsEmail },
    },
    shownNotices,
    buildDay,
  );
  return new Response(xml, { headers: { "Content-Type": file.contentType } });
};
