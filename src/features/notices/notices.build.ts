import { getCollection, type CollectionEntry } from "astro:content";
import { statSync } from "node:fs";
import { join } from "node:path";
import { collectionPagePath } from "../page-content/site-pages.build";
import { site } from "../../config/site";
import { attachmentLabel } from "./notice-attachments";
import { buildTime } from "~/shared/build-clock.build";
import { nairobiDay } from "~/shared/nairobi-time";
import { currentNotices, isExpired, newestFirst } from "./notice-dates";
import type { NoticeFrontmatter } from "./notice-schema";

/**
 * The notices (src/content/notices/<file name>.mdx), as the pages show them: each with its page's
 * path, whether it has expired on the day of the build (a Nairobi day), and its attachments'
 * links with their size read from the file. A missing PDF stops the build, naming the notice.
 */

export interface NoticeAttachment {
  /** Its address: /notice-files/…/file.pdf. */
  href: string;
  /** 'Fee structure 2026 (PDF, 84 KB)'. */
  label: string;
}

export interface Notice extends Omit<NoticeFrontmatter, "attachments"> {
  /** The file name, and the end of the page's path. */
  file: string;
  path: `/${string}`;
  expired: boolean;
  attachments: NoticeAttachment[];
  entry: CollectionEntry<"notices">;
}

/** The day the site is built, in Nairobi: what "expired" is measured against. */
export const buildDay = nairobiDay(buildTime());

function attachmentsOf(file: string, data: NoticeFrontmatter): NoticeAttachment[] {
  return (data.attachments ?? []).map((attachment) => {
    let bytes: number;
    try {
      bytes = statSync(join(process.cwd(), "public", attachment.file)).size;
    } catch {
      throw new Error(`src/content/notices/${file}.mdx: its attachment '${attachment.title}' is ${attachment.file}, but public${attachment.file} does not exist`);
    }
    return { href: attachment.file, label: attachmentLabel(attachment.title, attachment.file, bytes) };
  });
}

const entries = await getCollection("notices");

/** Every notice, newest first, expired ones included (their pages stay). */
export const allNotices: Notice[] = newestFirst(
  entries.map((entry) => {
    const data = entry.data as NoticeFrontmatter;
    return {
      ...data,
      file: entry.id,
      path: collectionPagePath("notices", entry.id),
      expired: isExpired(data, buildDay),
      attachments: attachmentsOf(entry.id, data),
      entry,
    };
  }),
);

/** The notices the lists, the home page and the feed show: not expired, newest first. */
export const shownNotices: Notice[] = currentNotices(allNotices, buildDay);

/** The address a notice is shared with. */
export const noticeUrl = (notice: Pick<Notice, "path">) => `${site.siteOrigin}${notice.path}`;
